import { useQueryClient } from '@tanstack/react-query'
import Add from '@mui/icons-material/Add'
import DeleteOutline from '@mui/icons-material/DeleteOutline'
import EditOutlined from '@mui/icons-material/EditOutlined'
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined'
import Avatar from '@mui/material/Avatar'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import IconButton from '@mui/material/IconButton'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { exportPaths, invoiceServices, invoiceStatuses, type InvoiceListItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice, useRowDelete } from '../../../components/list-screen'
import { useUndoToast } from '../../../components/undo-toast'
import type { ExportFormat } from '@mesa/contracts'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { useListParams } from '../../../lib/use-list-params'
import { ability } from '../../../lib/ability'
import { useDeleteInvoice } from '../api/delete-invoice'
import { toInvoiceQuery, useInvoices } from '../api/list-invoices'
import { useInvoiceBulk } from '../components/invoice-bulk'
import { InvoiceFilters } from '../components/invoice-filters'
import { useInvoiceFormat } from '../components/invoice-format'
import { InvoiceBalance, InvoiceStatusChip } from '../components/invoice-status-chip'
import { invoiceKeys } from '../api/keys'

const filterNames = ['status', 'start', 'end'] as const

const initials = (name: string) =>
  name
    .split(/\s+/)
    .slice(0, 2)
    .map((word) => word[0] ?? '')
    .join('')
    .toUpperCase()

/**
 * /apps/invoice/list: search, status and issue-date filters, server sort and paging, delete (one or the selected
 * rows, undoable), CSV export.
 */
export function Component() {
  const { t } = useTranslation('invoices')
  const format = useInvoiceFormat()
  const { params, update, query } = useListParams(filterNames)
  const invoices = useInvoices(query)
  const remove = useDeleteInvoice()
  const { callText } = useErrorText('invoices')
  const notice = useListNotice()
  const queryClient = useQueryClient()
  const refresh = () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all })
  // One toast for row deletes and bulk deletes: only the latest action is undoable.
  const undoToast = useUndoToast()
  const deletion = useRowDelete<InvoiceListItem>({
    undoToast,
    remove: (invoice) => remove.mutateAsync(invoice.id),
    busy: remove.isPending,
    title: t('delete.title'),
    text: (invoice) => t('delete.text', { id: invoice.id }),
    confirmLabel: t('list.delete', { ns: 'translation' }),
    done: (invoice) => t('delete.done', { id: invoice.id }),
    gone: {
      when: (error) => error instanceof HttpError && error.status === 404,
      text: (invoice) => t('delete.gone', { id: invoice.id }),
    },
    errorText: callText,
    notify: notice.show,
    undo: {
      type: 'invoice',
      recordId: (invoice) => invoice.id,
      undone: (invoice) => t('undo.done', { ns: 'translation', name: `#${invoice.id}` }),
      onUndone: refresh,
    },
  })
  const bulk = useInvoiceBulk({
    rows: invoices.data?.invoices,
    listKey: JSON.stringify(query),
    undoToast,
    errorText: callText,
    notify: notice.show,
    refresh,
  })

  const exportCsv = (format: ExportFormat) =>
    downloadCsvExport(
      exportPaths.invoices,
      toInvoiceQuery(query),
      {
        headers: {
          id: t('columns.id'),
          client: t('columns.client'),
          company: t('columns.company'),
          companyEmail: t('columns.companyEmail'),
          service: t('columns.service'),
          issuedDate: t('columns.issuedDate'),
          dueDate: t('columns.dueDate'),
          total: t('columns.total'),
          balance: t('columns.balance'),
          invoiceStatus: t('columns.status'),
        },
        values: {
          ...Object.fromEntries(
            invoiceStatuses.map((status) => [`invoiceStatus:${status}`, t(`status.${status}`)]),
          ),
          ...Object.fromEntries(
            invoiceServices.map((service) => [`service:${service}`, t(`services.${service}`)]),
          ),
        },
      },
      'facturas.csv',
      format,
    )

  const columns: DataTableColumn<InvoiceListItem>[] = [
    {
      id: 'id',
      header: t('columns.id'),
      sortKey: 'id',
      render: (invoice) => (
        <Link component={RouterLink} to={`/apps/invoice/preview/${invoice.id}`} sx={{ fontWeight: 600 }}>
          #{invoice.id}
        </Link>
      ),
    },
    {
      id: 'status',
      header: t('columns.status'),
      render: (invoice) => <InvoiceStatusChip status={invoice.invoiceStatus} />,
    },
    {
      id: 'client',
      header: t('columns.client'),
      sortKey: 'client',
      render: (invoice) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar
            sx={{
              width: 34,
              height: 34,
              fontSize: 14,
              fontWeight: 600,
              bgcolor: 'primary.dark',
              color: 'common.white',
            }}
            aria-hidden
          >
            {initials(invoice.client.name)}
          </Avatar>
          <Box sx={{ minWidth: 140, maxWidth: 240 }}>
            <Typography variant="body2" sx={{ fontWeight: 600 }} noWrap>
              {invoice.client.name}
            </Typography>
            <Typography variant="caption" color="text.secondary" noWrap component="div">
              {t(`services.${invoice.service}`)}
            </Typography>
          </Box>
        </Stack>
      ),
    },
    {
      id: 'total',
      header: t('columns.total'),
      sortKey: 'total',
      align: 'right',
      render: (invoice) => <Box sx={{ whiteSpace: 'nowrap' }}>{format.money(invoice.total)}</Box>,
    },
    {
      id: 'issuedDate',
      header: t('columns.issuedDate'),
      sortKey: 'date',
      render: (invoice) => <Box sx={{ whiteSpace: 'nowrap' }}>{format.date(invoice.issuedDate)}</Box>,
    },
    {
      id: 'balance',
      header: t('columns.balance'),
      sortKey: 'balance',
      align: 'right',
      render: (invoice) => (
        <Box sx={{ whiteSpace: 'nowrap' }}>
          <InvoiceBalance balance={invoice.balance} text={format.money(invoice.balance)} />
        </Box>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions', { ns: 'translation' }),
      align: 'center',
      render: (invoice) => (
        <Stack direction="row" sx={{ justifyContent: 'center' }}>
          <Tooltip title={t('actions.preview', { id: invoice.id })}>
            <IconButton
              size="small"
              component={RouterLink}
              to={`/apps/invoice/preview/${invoice.id}`}
              aria-label={t('actions.preview', { id: invoice.id })}
            >
              <VisibilityOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
          {ability.can('update', 'Invoices') && (
            <Tooltip title={t('actions.edit', { id: invoice.id })}>
              <IconButton
                size="small"
                component={RouterLink}
                to={`/apps/invoice/edit/${invoice.id}`}
                aria-label={t('actions.edit', { id: invoice.id })}
              >
                <EditOutlined fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
          {ability.can('delete', 'Invoices') && (
            <Tooltip title={t('actions.delete', { id: invoice.id })}>
              <IconButton
                size="small"
                onClick={() => deletion.ask(invoice)}
                aria-label={t('actions.delete', { id: invoice.id })}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Tooltip>
          )}
        </Stack>
      ),
    },
  ]

  return (
    <ListScreen
      title={t('list.title')}
      notice={notice}
      filtersTitle={t('filters.title')}
      filters={<InvoiceFilters filters={params.filters} onChange={(filters) => update({ filters })} />}
      list={{ params, update }}
      searchLabel={t('list.search')}
      exportCsv={{ run: exportCsv }}
      errorText={callText}
      actions={
        ability.can('create', 'Invoices') && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/apps/invoice/add">
            {t('list.add')}
          </Button>
        )
      }
      query={invoices}
      table={{
        label: t('list.title'),
        columns,
        rows: invoices.data?.invoices,
        rowKey: (invoice) => invoice.id,
        total: invoices.data?.totalInvoices ?? 0,
        emptyText: t('list.empty'),
      }}
      deletion={deletion.dialog}
      undoToast={undoToast.toast}
      bulk={bulk}
    />
  )
}
