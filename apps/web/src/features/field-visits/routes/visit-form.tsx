import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Typography from '@mui/material/Typography'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { formatDateTime } from '../../../lib/format'
import { formatVisitTime, mapLink } from '../components/local-time'
import { CollectionOutcomeForm } from '../components/collection-outcome-form'
import { ReportStepper } from '../components/report-stepper'
import { CaptureState } from '../offline/capture-state'
import { captureChanges } from '../offline/outbox'
import { useAgentId, useCaptures, useVisit } from '../offline/use-offline-visits'
import { visitStore } from '../offline/visit-store'

/**
 * /apps/visitas/mis-visitas/:bookingId: the visit form, step by step, for the agent's phone; with no signal,
 * the visit as the phone kept it and the report saved on the phone until it can be sent (issue 39).
 */
export function Component() {
  const { t, i18n } = useTranslation('fieldVisits')
  const userId = useAgentId()
  const bookingId = Number(useParams().bookingId)
  const visit = useVisit(bookingId)
  const captures = useCaptures()
  const [sending, setSending] = useState(false)
  const capture = captures.data?.find((kept) => kept.bookingId === bookingId) ?? null
  const discard = () => void visitStore.dropCapture(bookingId).then(captureChanges.notify)
  const back = (
    <Button component={RouterLink} to="/apps/visitas/mis-visitas" sx={{ mt: 2 }}>
      {t('form.back')}
    </Button>
  )
  if (visit.isPending || captures.isPending) return <LinearProgress aria-label={t('form.loading')} />
  if (visit.isError) {
    // The API no longer shows the visit: what the phone captured of it is still there, to export.
    if (!capture) return <Alert severity="error">{t('form.notFound')}</Alert>
    return (
      <>
        <ScreenHeader title={t('form.title', { folio: capture.booking.application.folio })} />
        <CaptureState capture={capture} onDiscard={discard} />
        {back}
      </>
    )
  }
  const { booking, report, photos } = visit.data.data
  const closed = booking.status === 'done' || booking.status === 'cancelled'
  // The server takes the report and photos from the slot's start on (409 visit_not_started before).
  const notStarted = !closed && Date.parse(booking.startsAt) > Date.now()
  const editing = sending || !capture || capture.state === 'draft' || capture.state === 'refused'
  return (
    <>
      <ScreenHeader title={t('form.title', { folio: booking.application.folio })} />
      {visit.data.keptAt && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="kept-on-phone">
          {t('offline.fromPhone', { date: formatDateTime(visit.data.keptAt, i18n.language) })}
        </Alert>
      )}
      <Card sx={{ mb: 2 }}>
        <CardContent>
          <Typography>{booking.application.applicantName}</Typography>
          <Typography variant="body2" color="text.secondary">
            {booking.address}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 2, mt: 1 }}>
            <Button href={mapLink(booking.address)} target="_blank" rel="noopener noreferrer" sx={{ px: 0 }}>
              {t('agenda.map')}
            </Button>
            {booking.application.phone && (
              <Button href={`tel:${booking.application.phone}`} sx={{ px: 0 }}>
                {t('agenda.call', { phone: booking.application.phone })}
              </Button>
            )}
          </Box>
        </CardContent>
      </Card>
      {capture && !sending && capture.state !== 'draft' && capture.state !== 'sent' && (
        <CaptureState capture={capture} onDiscard={discard} />
      )}
      {notStarted ? (
        <Alert severity="info" data-testid="visit-not-started">
          {t('form.notStarted', { date: formatVisitTime(booking.startsAt, i18n.language) })}
        </Alert>
      ) : booking.kind === 'cobranza' ? (
        // A collection visit (issue 35): its outcome, online, instead of the credit visit's steps.
        closed ? (
          <Alert severity={booking.status === 'done' ? 'success' : 'warning'}>
            {t(booking.status === 'done' ? 'collectionVisit.sent' : 'form.cancelled')}
          </Alert>
        ) : (
          <CollectionOutcomeForm key={booking.id} booking={booking} />
        )
      ) : closed ? (
        <Alert severity={report ? 'success' : 'warning'}>
          {report ? t('form.sent', { verdict: t(`verdicts.${report.verdict}`) }) : t('form.cancelled')}
        </Alert>
      ) : (
        editing && (
          <ReportStepper
            key={booking.id}
            userId={userId}
            booking={booking}
            capture={capture}
            photos={photos}
            onSending={setSending}
          />
        )
      )}
      {back}
    </>
  )
}
