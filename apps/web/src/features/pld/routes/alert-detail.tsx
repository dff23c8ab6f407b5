import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayWorkPldAlerts } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDateTime, formatFolio } from '../../../lib/format'
import { useSession } from '../../../lib/use-session'
import { useAlert } from '../api/get-alert'
import { AlertStatusChip } from '../components/alert-status-chip'
import { DismissDialog, EscalateDialog } from '../components/decision-dialog'
import { Facts } from '../components/facts'
import { MatchCard } from '../components/match-card'
import { RiskCard } from '../components/risk-card'

/**
 * /apps/pld/alerts/:id (read pld): why the alert matched and the customer's risk grade; the compliance officer
 * (update pld) dismisses it with a reason or escalates it into an unusual operation's report.
 */
export function Component() {
  const { t, i18n } = useTranslation('pld')
  const id = Number(useParams().id)
  const alert = useAlert(id)
  const { callText } = useErrorText('pld')
  const { rules } = useSession()
  const [open, setOpen] = useState<'dismiss' | 'escalate' | null>(null)
  const [notice, setNotice] = useState<string | null>(null)
  const data = alert.data
  const mayDecide = mayWorkPldAlerts(rules) && data?.status === 'open'

  return (
    <>
      <ScreenHeader
        title={data ? data.subjectName : t('detail.title')}
        subtitle={
          data
            ? [
                t(`subjects.${data.subjectKind}`),
                data.folio !== null ? formatFolio(data.folio, i18n.language) : null,
                t(`points.${data.screeningPoint}`),
              ]
                .filter(Boolean)
                .join(' · ')
            : undefined
        }
        actions={
          mayDecide && (
            <Stack direction="row" spacing={1}>
              <Button variant="outlined" onClick={() => setOpen('dismiss')}>
                {t('actions.dismiss')}
              </Button>
              <Button variant="contained" color="error" onClick={() => setOpen('escalate')}>
                {t('actions.escalate')}
              </Button>
            </Stack>
          )
        }
      />
      {alert.isPending && <LinearProgress aria-label={t('loading')} />}
      {alert.isError && <Alert severity="error">{callText(alert.error)}</Alert>}
      {notice && (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setNotice(null)}>
          {notice}
        </Alert>
      )}
      {data && (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '2fr 1fr' } }}>
          <MatchCard alert={data} />
          <Stack spacing={3}>
            <Card>
              <CardContent>
                <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
                  <Typography variant="h6" component="h2">
                    {t('detail.decision')}
                  </Typography>
                  <AlertStatusChip status={data.status} />
                </Stack>
                {data.status === 'open' ? (
                  <Typography color="text.secondary">{t(`detail.openHelp.${data.list}`)}</Typography>
                ) : (
                  <Facts
                    items={[
                      [t('detail.officer'), data.officer ?? '—'],
                      [
                        t('detail.decidedAt'),
                        data.decidedAt ? formatDateTime(data.decidedAt, i18n.language) : '—',
                      ],
                      [
                        t(data.status === 'dismissed' ? 'detail.reason' : 'detail.narrative'),
                        data.reason ?? '',
                      ],
                    ]}
                  />
                )}
              </CardContent>
            </Card>
            {data.risk && <RiskCard risk={data.risk} />}
          </Stack>
        </Box>
      )}
      {data && open === 'dismiss' && (
        <DismissDialog
          alert={data}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null)
            setNotice(t('done.dismissed'))
          }}
        />
      )}
      {data && open === 'escalate' && (
        <EscalateDialog
          alert={data}
          onClose={() => setOpen(null)}
          onDone={() => {
            setOpen(null)
            setNotice(t('done.escalated'))
          }}
        />
      )}
    </>
  )
}
