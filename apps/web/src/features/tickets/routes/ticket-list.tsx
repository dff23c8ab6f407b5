import Box from '@mui/material/Box'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import {
  exportPaths,
  mayWorkTickets,
  ticketCategories,
  ticketPriorities,
  ticketStatuses,
  type TicketListItem,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import type { ExportFormat } from '@mesa/contracts'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { ComplaintRegisterExport } from '../components/complaint-register-export'
import { useAssignees } from '../api/get-assignees'
import { ticketListFilters, useTickets } from '../api/list-tickets'
import { dateTimeText } from '../components/date-text'
import { OverdueChip, TicketPriorityChip, TicketStatusChip } from '../components/ticket-chips'

/** /apps/support/tickets: the support team's tickets, unsettled and soonest due first. */
export function Component() {
  const { t, i18n } = useTranslation('tickets')
  const { params, update, query } = useListParams(ticketListFilters)
  const tickets = useTickets(query)
  const assignees = useAssignees()
  const { callText } = useErrorText('tickets')
  const notice = useListNotice()
  const { rules } = useSession()
  const all = t('filters.all')
  const filter = (
    name: (typeof ticketListFilters)[number],
    options: Array<{ value: string; label: string }>,
  ) => (
    <FilterSelect
      key={name}
      id={`ticket-filter-${name}`}
      label={t(`filters.${name}`)}
      value={params.filters[name] ?? ''}
      options={options}
      allLabel={all}
      onChange={(value) => update({ filters: { [name]: value } })}
    />
  )

  const exportCsv = (format: ExportFormat) =>
    downloadCsvExport(
      exportPaths.tickets,
      query,
      {
        headers: {
          id: t('columns.number'),
          subject: t('columns.subject'),
          folio: t('columns.folio'),
          applicant: t('columns.applicant'),
          category: t('columns.category'),
          priority: t('columns.priority'),
          status: t('columns.status'),
          assignee: t('columns.assignee'),
          dueAt: t('columns.dueAt'),
          overdue: t('columns.overdue'),
        },
        values: Object.fromEntries([
          ...ticketStatuses.map((status) => [`status:${status}`, t(`status.${status}`)]),
          ...ticketPriorities.map((priority) => [`priority:${priority}`, t(`priority.${priority}`)]),
          ...ticketCategories.map((category) => [`category:${category}`, t(`category.${category}`)]),
          ['overdue:true', t('yes')],
          ['overdue:false', t('no')],
        ]),
      },
      'tickets.csv',
      format,
    )

  const columns: DataTableColumn<TicketListItem>[] = [
    {
      id: 'ticket',
      header: t('columns.ticket'),
      sortKey: 'id',
      render: (ticket) => (
        <Box sx={{ minWidth: 200, maxWidth: 320 }}>
          <Link component={RouterLink} to={`/apps/support/tickets/${ticket.id}`} sx={{ fontWeight: 600 }}>
            #{ticket.id} {ticket.subject}
          </Link>
          <Typography variant="caption" color="text.secondary" component="div">
            {t(`category.${ticket.category}`)}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'application',
      header: t('columns.application'),
      render: (ticket) => (
        <Box sx={{ minWidth: 160 }}>
          <Link
            component={RouterLink}
            to={`/apps/solicitudes/${ticket.application.origin}/${ticket.application.id}`}
          >
            {t('tickets.folio', { folio: ticket.application.folio })}
          </Link>
          <Typography variant="caption" color="text.secondary" component="div">
            {ticket.application.applicantName}
          </Typography>
        </Box>
      ),
    },
    {
      id: 'priority',
      header: t('columns.priority'),
      sortKey: 'priority',
      render: (ticket) => <TicketPriorityChip priority={ticket.priority} />,
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      render: (ticket) => <TicketStatusChip status={ticket.status} />,
    },
    {
      id: 'assignee',
      header: t('columns.assignee'),
      render: (ticket) => ticket.assignee?.fullName ?? t('tickets.unassigned'),
    },
    {
      id: 'dueAt',
      header: t('columns.dueAt'),
      sortKey: 'dueAt',
      render: (ticket) => (
        <Stack spacing={0.5} sx={{ alignItems: 'flex-start', whiteSpace: 'nowrap' }}>
          <span>{dateTimeText(ticket.dueAt, i18n.language)}</span>
          {ticket.overdue && <OverdueChip />}
        </Stack>
      ),
    },
  ]

  return (
    <ListScreen
      title={t('tickets.title')}
      subtitle={t('tickets.subtitle')}
      notice={notice}
      headerActions={mayWorkTickets(rules) ? <ComplaintRegisterExport /> : undefined}
      filtersTitle={t('filters.title')}
      filters={[
        filter(
          'status',
          ticketStatuses.map((value) => ({ value, label: t(`status.${value}`) })),
        ),
        filter(
          'priority',
          ticketPriorities.map((value) => ({ value, label: t(`priority.${value}`) })),
        ),
        filter(
          'category',
          ticketCategories.map((value) => ({ value, label: t(`category.${value}`) })),
        ),
        filter(
          'assigneeId',
          (assignees.data?.assignees ?? []).map((person) => ({
            value: String(person.id),
            label: person.fullName,
          })),
        ),
        filter('overdue', [
          { value: 'true', label: t('tickets.overdue') },
          { value: 'false', label: t('tickets.onTime') },
        ]),
      ]}
      list={{ params, update }}
      searchLabel={t('tickets.search')}
      exportCsv={{ run: exportCsv }}
      errorText={callText}
      query={tickets}
      table={{
        label: t('tickets.title'),
        columns,
        rows: tickets.data?.items,
        rowKey: (ticket) => ticket.id,
        total: tickets.data?.total ?? 0,
        emptyText: t('tickets.empty'),
      }}
    />
  )
}
