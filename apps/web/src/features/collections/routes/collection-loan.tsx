import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Grid from '@mui/material/Grid'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  businessToday,
  maySuperviseCollections,
  mayWorkCollections,
  type CollectionQueueItem,
} from '@mesa/contracts'
import { useState, type ReactNode } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { QueryState } from '../../../components/query-state'
import { useErrorText } from '../../../lib/error-text'
import { formatDateTime, formatFolio, formatMoney } from '../../../lib/format'
import { HttpError } from '../../../lib/http'
import { useSession } from '../../../lib/use-session'
import { useCollectionLoan } from '../api/desk-loan'
import { CallButton } from '../components/call-button'
import { ContactDialog, contactKindOf, type ContactKind } from '../components/contact-dialog'
import { ContactHistory } from '../components/contact-history'
import { MessageDialog } from '../components/message-dialog'
import { deskPaths } from '../components/desk-words'
import { PhoneCaptures } from '../components/phone-captures'
import { PromiseDialog } from '../components/promise-dialog'
import { PromiseList } from '../components/promise-list'
import { ReassignField } from '../components/reassign-field'
import type { DeskCapture } from '../offline/desk-store'
import { useDeskCaptures, useWorklistKept } from '../offline/use-desk-offline'

/** The day a new promise proposes: the business date, or (a panel kept on an earlier day) today's. */
const proposedDay = (businessDate: string, keptAt: string | null) =>
  keptAt === null || businessDate >= businessToday() ? businessDate : businessToday()

/** What another feature's action on the desk's loan gets: the loan, and a way to show its history again. */
export interface DeskLoanActionProps {
  loan: CollectionQueueItem
  /** Reads the panel again (the action added to the loan's contact history). */
  refresh: () => void
}

/**
 * /apps/cobranza/creditos/:loanId: one loan's collections panel. Call (tel:) and log the outcome, log a message,
 * record a promise to pay; the history merges every source, newest first; a supervisor reassigns the loan.
 * Other features' actions on the loan (a dunning letter, a field visit, a message) are composed in by the app
 * (app/collection-loan-page.tsx) through `actions`, shown to those who may work the loan. Kept on the phone
 * (issue 39): without a signal the panel as the phone kept it, and the contacts and promises captured on the
 * phone listed with where each stands until sent.
 */
export function CollectionLoanPage({ actions }: { actions?: (props: DeskLoanActionProps) => ReactNode }) {
  const { t, i18n } = useTranslation('collections')
  const { callText } = useErrorText('collections')
  const loanId = Number(useParams().loanId)
  const panel = useCollectionLoan(loanId)
  const { rules } = useSession()
  const [dialog, setDialog] = useState<ContactKind | 'promise' | 'send' | null>(null)
  // A refused capture opened from the phone's list to be corrected and sent again.
  const [editing, setEditing] = useState<DeskCapture | undefined>()
  const captures = useDeskCaptures()
  // A read the API refused (the loan went to another collector: 404) shows no copy read before.
  const data = panel.isError ? undefined : panel.data
  const gone = panel.error instanceof HttpError && panel.error.status === 404
  const keptAt = data?.keptAt ?? null
  useWorklistKept(panel.isSuccess && keptAt === null)
  const loan = data?.loan
  const onPhone = (captures.data ?? []).filter((capture) => capture.loanId === loanId)
  // The loan, or (no longer the collector's: reassigned, out of arrears) as it was when captured on the phone.
  const named = loan ?? onPhone[0]?.loan
  const open = (kind: ContactKind | 'promise' | 'send', capture?: DeskCapture) => {
    setEditing(capture)
    setDialog(kind)
  }
  const close = () => {
    setDialog(null)
    setEditing(undefined)
  }
  return (
    <>
      <ScreenHeader
        title={
          named ? `${formatFolio(named.folio, i18n.language)} · ${named.applicantName}` : t('panel.title')
        }
        subtitle={
          loan
            ? t('panel.subtitle', {
                days: t('queue.days', { count: loan.daysPastDue }),
                bucket: t(`buckets.${loan.bucket}`),
                balance: formatMoney(loan.balanceCents),
              })
            : undefined
        }
        actions={
          <Button component={RouterLink} to={deskPaths.queue} variant="outlined">
            {t('panel.back')}
          </Button>
        }
      />
      {gone ? (
        <Alert severity="warning" sx={{ mb: 2 }}>
          {callText(panel.error)}
        </Alert>
      ) : (
        <QueryState query={panel} loadingLabel={t('panel.loading')} namespace="collections" />
      )}
      {keptAt !== null && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="kept-on-phone">
          {t('offline.loanFromPhone', { date: formatDateTime(keptAt, i18n.language) })}
        </Alert>
      )}
      {data && loan && (
        <Grid container spacing={3}>
          <Grid size={{ xs: 12 }}>
            <Card>
              <CardContent>
                <Stack
                  direction="row"
                  spacing={1.5}
                  useFlexGap
                  sx={{ flexWrap: 'wrap', alignItems: 'center' }}
                >
                  <CallButton phone={loan.phone} name={loan.applicantName} />
                  {mayWorkCollections(rules) && (
                    <>
                      <Button variant="outlined" onClick={() => open('call')} sx={{ minHeight: 36 }}>
                        {t('actions.logCall')}
                      </Button>
                      <Button variant="outlined" onClick={() => open('send')} sx={{ minHeight: 36 }}>
                        {t('actions.sendMessage')}
                      </Button>
                      <Button variant="outlined" onClick={() => open('message')} sx={{ minHeight: 36 }}>
                        {t('actions.logMessage')}
                      </Button>
                      <Button variant="outlined" onClick={() => open('promise')} sx={{ minHeight: 36 }}>
                        {t('actions.promise')}
                      </Button>
                      {actions?.({ loan, refresh: () => void panel.refetch() })}
                    </>
                  )}
                  <Button
                    component={RouterLink}
                    to={deskPaths.loanFile(loan.origin, loan.applicationId)}
                    sx={{ minHeight: 36 }}
                  >
                    {t('actions.openLoan')}
                  </Button>
                </Stack>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={3} sx={{ mt: 2 }}>
                  <Typography>
                    {t('panel.collector', { name: loan.collectorName ?? t('queue.unassigned') })}
                  </Typography>
                  <Typography>{t('panel.nextDue', { amount: formatMoney(loan.nextDueCents) })}</Typography>
                  <Typography>{t('panel.ally', { name: loan.allyName ?? t('queue.noAlly') })}</Typography>
                </Stack>
                {maySuperviseCollections(rules) && (
                  <Stack sx={{ mt: 2 }}>
                    <ReassignField loan={loan} />
                  </Stack>
                )}
              </CardContent>
            </Card>
          </Grid>
          {onPhone.length > 0 && (
            <Grid size={{ xs: 12 }}>
              <PhoneCaptures
                captures={onPhone}
                onEdit={(capture) =>
                  open(capture.kind === 'promise' ? 'promise' : contactKindOf(capture), capture)
                }
              />
            </Grid>
          )}
          <Grid size={{ xs: 12, md: 5 }}>
            <Card component="section" aria-labelledby="desk-promises">
              <CardContent>
                <Typography id="desk-promises" variant="h6" component="h2">
                  {t('promise.listTitle')}
                </Typography>
                <PromiseList promises={data.promises} />
              </CardContent>
            </Card>
          </Grid>
          <Grid size={{ xs: 12, md: 7 }}>
            <Card component="section" aria-labelledby="desk-history">
              <CardContent>
                <Typography id="desk-history" variant="h6" component="h2">
                  {t('history.title')}
                </Typography>
                <ContactHistory contacts={data.contacts} />
              </CardContent>
            </Card>
          </Grid>
        </Grid>
      )}
      {!loan && onPhone.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <PhoneCaptures captures={onPhone} />
        </Box>
      )}
      {loan && (dialog === 'call' || dialog === 'message') && (
        <ContactDialog loan={loan} kind={dialog} editing={editing} onClose={close} />
      )}
      {loan && dialog === 'send' && <MessageDialog loanId={loan.loanId} onClose={close} />}
      {loan && data && dialog === 'promise' && (
        <PromiseDialog
          loan={loan}
          today={proposedDay(data.businessDate, keptAt)}
          editing={editing}
          onClose={close}
        />
      )}
    </>
  )
}
