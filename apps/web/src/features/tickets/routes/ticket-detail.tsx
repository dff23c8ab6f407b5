import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { useTranslation } from 'react-i18next'
import { Navigate, Link as RouterLink, useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { HOME_PATHS } from '../../../lib/config'
import { HttpError } from '../../../lib/http'
import { useTicket } from '../api/get-ticket'
import { dateTimeText } from '../components/date-text'
import { TicketAttachments } from '../components/ticket-attachments'
import { TicketConversation } from '../components/ticket-conversation'
import { TicketHistory } from '../components/ticket-history'
import { OverdueChip, TicketPriorityChip, TicketStatusChip } from '../components/ticket-chips'
import { TicketWorkCard } from '../components/ticket-work-card'
import { ComplaintCard } from '../components/complaint-card'

/** /apps/support/tickets/:id: one ticket, its conversation, the desk's controls and its history. */
export function Component() {
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id < 1) return <Navigate to="/pages/misc/page-not-found" replace />
  return <TicketPage id={id} />
}

function TicketPage({ id }: { id: number }) {
  const { t, i18n } = useTranslation('tickets')
  const ticket = useTicket(id)
  if (ticket.isPending) return <LinearProgress aria-label={t('detail.loading')} />
  if (ticket.isError) {
    const status = ticket.error instanceof HttpError ? ticket.error.status : 0
    if (status === 403) return <Navigate to={HOME_PATHS.notAuthorized} replace />
    return <Alert severity="error">{t(status === 404 ? 'detail.notFound' : 'detail.failed')}</Alert>
  }
  const detail = ticket.data
  const { application } = detail
  return (
    <>
      <ScreenHeader
        title={t('detail.title', { id: detail.id, subject: detail.subject })}
        actions={
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TicketStatusChip status={detail.status} />
            <TicketPriorityChip priority={detail.priority} />
            {detail.overdue && <OverdueChip />}
          </Stack>
        }
      />
      <Box sx={{ mb: 3 }}>
        <Typography>
          <Link
            component={RouterLink}
            to={`/apps/solicitudes/${application.origin}/${application.id}?tab=tickets`}
          >
            {t('tickets.folio', { folio: application.folio })}
          </Link>{' '}
          · {application.applicantName} · {t(`category.${detail.category}`)}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('detail.opened', {
            at: dateTimeText(detail.createdAt, i18n.language),
            by: detail.createdBy?.fullName ?? t('detail.someone'),
          })}{' '}
          · {t('detail.due', { at: dateTimeText(detail.dueAt, i18n.language) })}
        </Typography>
      </Box>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }}>
          <Stack spacing={3}>
            <TicketConversation ticket={detail} />
            <TicketAttachments ticket={detail} />
            {detail.category === 'complaint' && detail.mayWork && (
              <ComplaintCard key={detail.version} ticket={detail} />
            )}
          </Stack>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Stack spacing={3}>
            {detail.mayWork && <TicketWorkCard key={detail.version} ticket={detail} />}
            <TicketHistory ticket={detail} />
          </Stack>
        </Grid>
      </Grid>
    </>
  )
}
