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
import { useMyVisits } from '../api/get-my-visits'
import { formatVisitTime, mapLink } from '../components/local-time'

const FORM_PATH = '/apps/visitas/mis-visitas/:bookingId'
const sameDay = (a: Date, b: Date) => a.toDateString() === b.toDateString()

/** /apps/visitas/mis-visitas: the agent's visits of today and the next days, for the phone. */
export function Component() {
  const { t } = useTranslation('fieldVisits')
  const visits = useMyVisits()
  const today = new Date()
  const startOfToday = new Date(today.getFullYear(), today.getMonth(), today.getDate())
  const live = (visit: Booking) => visit.status === 'scheduled' || visit.status === 'rescheduled'
  const groups = [
    // Visits of earlier days whose slot passed without a report: still the agent's to report.
    {
      key: 'pending',
      items: (visits.data ?? []).filter((visit) => live(visit) && new Date(visit.startsAt) < startOfToday),
    },
    { key: 'today', items: (visits.data ?? []).filter((visit) => sameDay(new Date(visit.startsAt), today)) },
    {
      key: 'upcoming',
      items: (visits.data ?? []).filter(
        (visit) => new Date(visit.startsAt) > today && !sameDay(new Date(visit.startsAt), today),
      ),
    },
  ] as const
  return (
    <>
      <ScreenHeader title={t('agenda.title')} />
      {visits.isPending && <LinearProgress aria-label={t('agenda.loading')} />}
      {visits.isError && <Alert severity="error">{t('agenda.failed')}</Alert>}
      {groups
        .filter((group) => group.key !== 'pending' || group.items.length > 0)
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
              <VisitCard key={visit.id} visit={visit} />
            ))}
          </Stack>
        ))}
    </>
  )
}

function VisitCard({ visit }: { visit: Booking }) {
  const { t, i18n } = useTranslation('fieldVisits')
  const done = visit.status === 'done'
  return (
    <Card component="article" aria-label={t('agenda.visitOf', { folio: visit.application.folio })}>
      <CardContent>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between' }}>
          <Typography variant="subtitle1" component="h3">
            {formatVisitTime(visit.startsAt, i18n.language)}
          </Typography>
          <Chip size="small" label={t(`status.${visit.status}`)} variant={done ? 'filled' : 'outlined'} />
        </Stack>
        <Typography>
          {t('agenda.folio', { folio: visit.application.folio })} · {visit.application.applicantName}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {visit.address}
        </Typography>
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
          {t(done ? 'agenda.viewReport' : 'agenda.openForm')}
        </Button>
      </CardActions>
    </Card>
  )
}
