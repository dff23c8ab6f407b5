import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Snackbar from '@mui/material/Snackbar'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import { creditProducts, mayOpenCreditApplication, type CreditProduct } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams, useSearchParams } from 'react-router'
import { HOME_PATHS } from '../../lib/config'
import { useSession } from '../../lib/use-session'
import { HttpError } from '../../lib/http'
import { useApplication } from '../../features/credit-applications/api/get-credit-application'
import { ApplicationHeader } from '../../features/credit-applications/components/credit-application-header'
import type { Problem } from '../../components/form/refusal'
import {
  TransitionDialog,
  type TransitionOption,
} from '../../features/credit-applications/components/transition-dialog'
import { creditApplicationTabs } from '../credit-application-tabs'

/** /apps/solicitudes/:origin/:id: the application file, composing the features' tabs (app/credit-application-tabs). */
export function Component() {
  useSession() // re-check when the rules change
  const params = useParams()
  const { rules } = useSession()
  const origin = params.origin as CreditProduct
  const id = Number(params.id)
  if (!creditProducts.includes(origin) || !Number.isInteger(id) || id < 1)
    return <Navigate to="/pages/misc/page-not-found" replace />
  // Spec §2, as the API decides: read on any of the application's subjects.
  if (!mayOpenCreditApplication(rules, origin)) return <Navigate to={HOME_PATHS.notAuthorized} replace />
  return <ApplicationFile origin={origin} id={id} />
}

function ApplicationFile({ origin, id }: { origin: CreditProduct; id: number }) {
  const { t } = useTranslation('applications')
  const { rules } = useSession()
  const application = useApplication(origin, id)
  const [searchParams, setSearchParams] = useSearchParams()
  const requested = searchParams.get('tab')
  const [moving, setMoving] = useState<TransitionOption | null>(null)
  const [notice, setNotice] = useState<{ severity: 'success' | 'error'; text: string } | null>(null)

  if (application.isPending) return <LinearProgress aria-label={t('list.loading')} />
  if (application.isError) {
    const status = application.error instanceof HttpError ? application.error.status : 0
    if (status === 403) return <Navigate to={HOME_PATHS.notAuthorized} replace />
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" onClick={() => void application.refetch()}>
            {t('problems.reload')}
          </Button>
        }
      >
        {t(status === 404 ? 'detail.notFound' : 'problems.generic')}
      </Alert>
    )
  }
  const detail = application.data
  const reload = () => void application.refetch()
  const tabs = creditApplicationTabs.filter((entry) => entry.visible(rules, detail))
  const shown = tabs.find((entry) => entry.id === requested) ?? tabs[0]!
  const tab = shown.id
  const onTaken = (outcome: { ok: true; assigned?: boolean } | { ok: false; problem: Problem }) =>
    setNotice(
      outcome.ok
        ? { severity: 'success', text: t(outcome.assigned ? 'queue.assigned' : 'queue.taken') }
        : { severity: 'error', text: t(`problems.${outcome.problem.kind}`) },
    )

  return (
    <>
      <ApplicationHeader application={detail} onMove={setMoving} onTaken={onTaken} />
      <Card>
        <Tabs
          value={tab}
          onChange={(_event, value: string) =>
            setSearchParams(
              (current) => {
                const next = new URLSearchParams(current)
                next.set('tab', value)
                return next
              },
              { replace: true },
            )
          }
          variant="scrollable"
          // Always there (disabled at either end), not added once the tabs are measured: nothing moves (CLS).
          scrollButtons
          aria-label={t('detail.tabs')}
          sx={{
            borderBottom: 1,
            borderColor: 'divider',
            px: 2,
            // The theme's primary on white is below 4.5:1 for tab text; the indicator keeps the colour.
            '& .MuiTab-root.Mui-selected': { color: 'text.primary' },
          }}
        >
          {tabs.map(({ id: name }) => (
            <Tab
              key={name}
              value={name}
              label={t(`tabs.${name}`)}
              id={`tab-${name}`}
              aria-controls={`panel-${name}`}
            />
          ))}
        </Tabs>
        <CardContent role="tabpanel" id={`panel-${tab}`} aria-labelledby={`tab-${tab}`}>
          {shown.panel({
            application: detail,
            rules,
            onReload: reload,
            onSaved: () => setNotice({ severity: 'success', text: t('detail.saved') }),
          })}
        </CardContent>
      </Card>
      {moving && (
        <TransitionDialog
          application={detail}
          option={moving}
          onClose={() => setMoving(null)}
          onReload={() => (setMoving(null), reload())}
          onDone={(next) => {
            setMoving(null)
            setNotice({
              severity: 'success',
              text: t('transitions.done', { stage: t(`stages.${next.stage}`) }),
            })
          }}
        />
      )}
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)}>
        <Alert severity={notice?.severity ?? 'success'} variant="filled" onClose={() => setNotice(null)}>
          {notice?.text}
        </Alert>
      </Snackbar>
    </>
  )
}
