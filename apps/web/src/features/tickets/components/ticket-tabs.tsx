import Add from '@mui/icons-material/Add'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import Typography from '@mui/material/Typography'
import { mayRaiseTicket, type AbilityRule } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import type { ApplicationFile } from '../../../lib/application-file'
import { useApplicationTickets } from '../api/application-tickets'
import { OpenTicketDialog } from './open-ticket-dialog'
import { formatDateTime } from '../../../lib/format'

/** The support tickets tab of the application file (issue 16). */
export const ticketTabs = ['tickets'] as const
export type TicketTab = (typeof ticketTabs)[number]

/** Whoever may open the application sees its tickets and may open one (the API checks the same). */
export const visibleTicketTabs = (
  rules: readonly AbilityRule[],
  application: ApplicationFile,
): TicketTab[] => (mayRaiseTicket(rules, application.origin) ? [...ticketTabs] : [])

/** The application's tickets, each linking to its page in the support area, and the "new ticket" action. */
export function TicketPanel({ application }: { application: ApplicationFile }) {
  const { t, i18n } = useTranslation('tickets')
  const tickets = useApplicationTickets(application.origin, application.id)
  const [opening, setOpening] = useState(false)
  const navigate = useNavigate()
  const when = (iso: string) => formatDateTime(iso, i18n.language)
  if (tickets.isPending) return <LinearProgress aria-label={t('ticketsTab.loading')} />
  if (tickets.isError) return <Alert severity="error">{t('problems.generic')}</Alert>
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h6" component="h2">
          {t('ticketsTab.title')}
        </Typography>
        {tickets.data.mayRaise && (
          <Button variant="contained" startIcon={<Add />} onClick={() => setOpening(true)}>
            {t('ticketsTab.new')}
          </Button>
        )}
      </Stack>
      {tickets.data.tickets.length === 0 ? (
        <Typography color="text.secondary">{t('ticketsTab.empty')}</Typography>
      ) : (
        <Table size="small" aria-label={t('ticketsTab.title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('ticketsTab.subject')}</TableCell>
              <TableCell>{t('ticketsTab.status')}</TableCell>
              <TableCell>{t('ticketsTab.priority')}</TableCell>
              <TableCell>{t('ticketsTab.due')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {tickets.data.tickets.map((ticket) => (
              <TableRow key={ticket.id}>
                <TableCell>
                  <Link component={RouterLink} to={`/apps/support/tickets/${ticket.id}`}>
                    #{ticket.id} {ticket.subject}
                  </Link>
                </TableCell>
                <TableCell>{t(`ticketsTab.statuses.${ticket.status}`)}</TableCell>
                <TableCell>{t(`ticketsTab.priorities.${ticket.priority}`)}</TableCell>
                <TableCell sx={{ color: ticket.overdue ? 'error.main' : undefined, whiteSpace: 'nowrap' }}>
                  {when(ticket.dueAt)}
                  {ticket.overdue && ` · ${t('ticketsTab.overdue')}`}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {opening && (
        <OpenTicketDialog
          origin={application.origin}
          id={application.id}
          onClose={() => setOpening(false)}
          onOpened={(ticketId) => navigate(`/apps/support/tickets/${ticketId}`)}
        />
      )}
    </Stack>
  )
}
