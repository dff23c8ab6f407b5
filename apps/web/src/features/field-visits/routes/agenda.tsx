import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardActions from '@mui/material/CardActions'
import CardContent from '@mui/material/CardContent'
import Chip from '@mui/material/Chip'
import LinearProgress from '@mui/material/LinearProgress'
import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import type { Booking } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, generatePath } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { formatDateTime } from '../../../lib/format'
import { formatVisitTime, mapLink } from '../components/local-time'
import { CaptureChip, useReasonText } from '../offline/capture-state'
import { useCaptures, useMyVisits, useVisitsKept } from '../offline/use-offline-visits'
import type { CapturedVisit } from '../offline/visit-store'

const FORM_PATH = '/apps/visitas/mis-visitas/:bookingId'
const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()

/**
 * /apps/visitas/mis-visitas: the agent's visits of today and the next days, for the phone; kept on the phone
 * for when there is no signal, each with what became of the report captured on it (issue 39).
 */
export function Component() {
  const { t, i18n } = useTranslation('fieldVisits')
  const visits = useMyVisits()
  const captures = useCaptures()
  const bookings = visits.data?.data
  const keptAt = visits.data?.keptAt ?? null
  const kept = useVisitsKept(bookings, keptAt !== null)
  const loading = visits.isPending || captures.isPending
  const captureOf = (bookingId: number) => captures.data?.find((capture) => capture.bookingId === bookingId)
  const today = new Date()
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  const live = (visit: Booking) => visit.status === 'scheduled' || visit.status === 'rescheduled'
  // Captured on the phone for a visit the API no longer lists (cancelled meanwhile): still shown, to export.
  const elsewhere = (captures.data ?? []).filter(
    (capture) =>
      capture.state !== 'draft' &&
      capture.state !== 'sent' &&
      bookings !== undefined &&
      !bookings.some((visit) => visit.id === capture.bookingId),
  )
  const groups = [
    { key: 'onPhone', items: elsewhere.map((capture) => capture.booking) },
    // Visits of earlier days whose slot passed without a report: still the agent's to report.
    {
      key: 'pending',
      items: (bookings ?? []).filter((visit) => live(visit) && new Date(visit.startsAt) < startOfToday),
    },
    { key: 'today', items: (bookings ?? []).filter((visit) => sameDay(new Date(visit.startsAt), today)) },
    {
      key: 'upcoming',
      items: (bookings ?? []).filter(
        (visit) => new Date(visit.startsAt) > today && !sameDay(new Date(visit.startsAt), today),
      ),
    },
  ] as const
  return (
    <>
      <ScreenHeader title={t('agenda.title')} />
      {loading && <LinearProgress aria-label={t('agenda.loading')} />}
      {visits.isError && <Alert severity="error">{t('agenda.failed')}</Alert>}
      {keptAt !== null && (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="kept-on-phone">
          {t('offline.agendaFromPhone', { date: formatDateTime(keptAt, i18n.language) })}
        </Alert>
      )}
      {/* Drawn once the day and the phone's captures are read (the route loader reads both while the screen
          downloads): sections drawn empty and filled later pushed the next ones out of a phone's screen. */}
      {!loading &&
        groups
          .filter((group) => (group.key !== 'pending' && group.key !== 'onPhone') || group.items.length > 0)
          .map((group) => (
            <Stack
              key={group.key}
              spacing={2}
              sx={{ mb: 3 }}
              component="section"
              aria-labelledby={`agenda-${group.key}`}
            >
              <Typography variant="h6" component="h2" id={`agenda-${group.key}`}>
                {t(`agenda.${group.key}`)}
              </Typography>
              {visits.isSuccess && group.items.length === 0 && (
                <Typography color="text.secondary">{t('agenda.none')}</Typography>
              )}
              {group.items.map((visit) => (
                <VisitCard
                  key={visit.id}
                  visit={visit}
                  capture={captureOf(visit.id)}
                  // The API no longer lists it: the status it had when captured is out of date.
                  statusKnown={group.key !== 'onPhone'}
                />
              ))}
            </Stack>
          ))}
      {/* Below the visits, appearing last: it moves nothing (it said so above them and pushed them down). */}
      {kept.isSuccess && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }} data-testid="visits-kept">
          {t('offline.visitsKept', { count: kept.data })}
        </Typography>
      )}
    </>
  )
}

interface CardProps {
  visit: Booking
  capture: CapturedVisit | undefined
  statusKnown: boolean
}

function VisitCard({ visit, capture, statusKnown }: CardProps) {
  const { t, i18n } = useTranslation('fieldVisits')
  const reasonText = useReasonText()
  const done = visit.status === 'done'
  const captured = capture && capture.state !== 'draft' ? capture : undefined
  return (
    <Card component="article" aria-label={t('agenda.visitOf', { folio: visit.application.folio })}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3">
            {formatVisitTime(visit.startsAt, i18n.language)}
          </Typography>
          <Stack direction="row" spacing={1}>
            {visit.kind === 'cobranza' && (
              <Chip size="small" color="secondary" label={t('collectionVisit.kind')} />
            )}
            {captured && <CaptureChip capture={captured} />}
            {statusKnown && !(captured && (captured.state === 'saved' || captured.state === 'sending')) && (
              <Chip size="small" label={t(`status.${visit.status}`)} variant={done ? 'filled' : 'outlined'} />
            )}
          </Stack>
        </Stack>
        <Typography>
          {t('agenda.folio', { folio: visit.application.folio })} · {visit.application.applicantName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {visit.address}
        </Typography>
        {captured?.reason && (
          <Typography variant="body2" color={captured.state === 'conflict' ? 'warning.main' : 'error'}>
            {reasonText(captured.reason)}
          </Typography>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button href={mapLink(visit.address)} target="_blank" rel="noopener noreferrer">
          {t('agenda.map')}
        </Button>
        {visit.application.phone && (
          <Button href={`tel:${visit.application.phone}`}>
            {t('agenda.call', { phone: visit.application.phone })}
          </Button>
        )}
        <Button
          variant="contained"
          component={RouterLink}
          to={generatePath(FORM_PATH, { bookingId: String(visit.id) })}
        >
          {t(done ? 'agenda.viewReport' : captured ? 'agenda.openCaptured' : 'agenda.openForm')}
        </Button>
      </CardActions>
    </Card>
  )
}
