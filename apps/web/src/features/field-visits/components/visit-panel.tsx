import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Paper from '@mui/material/Paper'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayCoordinateVisits, mayReadAllVisits, visitStages, type ApplicationVisit } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, generatePath } from 'react-router'
import { useSession } from '../../../lib/use-session'
import type { ApplicationFile } from '../../../lib/application-file'
import { formatDate, formatDateTime } from '../../../lib/format'
import { QueryState } from '../../../components/query-state'
import { useApplicationVisit } from '../api/get-application-visit'
import { AddressPositionCard, FarPhotosAlert } from './address-position'
import { PhotoStrip } from './photo-strip'
import { ReportView } from './report-view'
import { RequestForm, ValidationForm } from './visit-request-forms'

/** The agent's form lives in the field visits screens; the file links there. */
const VISIT_FORM_PATH = '/apps/visitas/mis-visitas/:bookingId'
type VisitRequestEntry = ApplicationVisit['requests'][number]

/** fieldVisit: the requests, each with its visits (booking, report, photos) and the analyst's validation. */
export function VisitPanel({ application }: { application: ApplicationFile }) {
  const { t } = useTranslation('fieldVisits')
  const { rules } = useSession()
  const visit = useApplicationVisit(application.origin, application.id)
  const inVisitStage = (visitStages as readonly string[]).includes(application.stage)
  // A new request only when none is open and none was accepted (a revisit opens its own).
  const open = visit.data?.requests.some((request) =>
    ['pending', 'booked', 'reported', 'accepted'].includes(request.status),
  )
  return (
    <Stack spacing={3}>
      <QueryState namespace="fieldVisits" query={visit} loadingLabel={t('fieldVisit.loading')} />
      {visit.isSuccess && mayCoordinateVisits(rules) && inVisitStage && !open && (
        <RequestForm application={application} />
      )}
      {visit.data && mayReadAllVisits(rules) && (
        <AddressPositionCard
          application={application}
          visit={visit.data}
          mayConfirm={mayCoordinateVisits(rules) && inVisitStage}
        />
      )}
      {visit.data?.requests.length === 0 && (
        <Typography color="text.secondary">{t('fieldVisit.none')}</Typography>
      )}
      {visit.data?.requests.map((request) => (
        <RequestCard
          key={request.id}
          application={application}
          request={request}
          visit={visit.data}
          mayValidate={mayCoordinateVisits(rules) && inVisitStage}
        />
      ))}
    </Stack>
  )
}

function RequestCard(props: {
  application: ApplicationFile
  request: VisitRequestEntry
  visit: ApplicationVisit
  mayValidate: boolean
}) {
  const { t, i18n } = useTranslation('fieldVisits')
  const userId = useSession().userData?.id
  const { request } = props
  return (
    <Paper
      variant="outlined"
      sx={{ p: 2 }}
      component="section"
      aria-label={t('fieldVisit.requestOf', { date: request.requestedAt.slice(0, 10) })}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap', mb: 1 }}>
        <Typography variant="subtitle1" component="h2">
          {t('fieldVisit.requestTitle')}
        </Typography>
        <Chip
          size="small"
          label={t(`fieldVisit.requestStatuses.${request.status}`)}
          variant={request.status === 'accepted' ? 'filled' : 'outlined'}
        />
      </Stack>
      <Typography variant="body2">
        {request.reason} ·{' '}
        {t('fieldVisit.window', {
          from: formatDate(request.preferredFrom, i18n.language),
          to: formatDate(request.preferredTo, i18n.language),
        })}{' '}
        · {request.requestedBy?.fullName ?? '—'}
      </Typography>
      {request.visits.map(({ booking, report, photos }) => (
        <Stack key={booking.id} spacing={1.5} sx={{ mt: 2 }}>
          <Typography variant="subtitle2" component="h3">
            {formatDateTime(booking.startsAt, i18n.language)} · {booking.agent.fullName} ·{' '}
            {t(`fieldVisit.bookingStatuses.${booking.status}`)}
            {booking.statusReason ? ` · ${booking.statusReason}` : ''}
          </Typography>
          {report ? <ReportView report={report} /> : null}
          <PhotoStrip photos={photos} />
          {booking.agent.id === userId &&
            (booking.status === 'scheduled' || booking.status === 'rescheduled') && (
              <Button
                component={RouterLink}
                to={generatePath(VISIT_FORM_PATH, { bookingId: String(booking.id) })}
                variant="outlined"
                sx={{ alignSelf: 'flex-start' }}
              >
                {t('fieldVisit.openForm')}
              </Button>
            )}
        </Stack>
      ))}
      {request.validation && (
        <Alert severity={request.validation.decision === 'accepted' ? 'success' : 'warning'} sx={{ mt: 2 }}>
          {t(`fieldVisit.decisions.${request.validation.decision}`)} ·{' '}
          {request.validation.validatedBy?.fullName ?? '—'} ·{' '}
          {formatDateTime(request.validation.validatedAt, i18n.language)}
          {request.validation.reason ? ` · ${request.validation.reason}` : ''}
        </Alert>
      )}
      {request.status === 'reported' && props.mayValidate && (
        <Stack spacing={1.5} sx={{ mt: 2 }}>
          <FarPhotosAlert visit={props.visit} photos={request.visits.flatMap((entry) => entry.photos)} />
          <ValidationForm application={props.application} requestId={request.id} version={request.version} />
        </Stack>
      )}
    </Paper>
  )
}
