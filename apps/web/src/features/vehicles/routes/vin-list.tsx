import Add from '@mui/icons-material/Add'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import { exportPaths, type ExportFormat, type VinListItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { ability } from '../../../lib/ability'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { formatMoney } from '../../../lib/format'
import { useVins } from '../api/list-vin-records'

const filterNames = ['alert'] as const

/** /apps/vin/list (read vin): VIN records with search, sort, paging and the "alertas" filter (financed twice). */
export function Component() {
  const { t } = useTranslation('vehicles')
  const { callText } = useErrorText('vehicles')
  const { params, update, query } = useListParams(filterNames)
  const vins = useVins(query)
  const notice = useListNotice()
  const canEdit = ability.can('read', 'Admin')

  // The shared streamed export (CSV or XLSX): the whole filtered list, read by the server page by page.
  const exportList = (format: ExportFormat) =>
    downloadCsvExport(
      exportPaths.vins,
      query,
      {
        headers: {
          vin: 'VIN',
          make: t('fields.make'),
          model: t('fields.model'),
          version: t('fields.version'),
          modelYear: t('decoded.modelYear'),
          manufacturer: t('columns.manufacturer'),
          colour: t('fields.colour'),
          invoiceNumber: t('fields.invoiceNumber'),
          invoiceValue: t('fields.invoiceValue'),
          folios: t('columns.folios'),
          doubleFinancing: t('columns.alert'),
        },
        values: { 'doubleFinancing:true': t('alert.chip'), 'doubleFinancing:false': '' },
      },
      'vin.csv',
      format,
    )

  const columns: DataTableColumn<VinListItem>[] = [
    {
      id: 'vin',
      header: 'VIN',
      sortKey: 'vin',
      render: (row) => (
        <Typography variant="body2" sx={{ fontFamily: 'monospace' }} dir="ltr">
          {row.vin}
        </Typography>
      ),
    },
    {
      id: 'vehicle',
      header: t('columns.vehicle'),
      sortKey: 'make',
      render: (row) => `${row.make} ${row.model} ${row.version}`.trim(),
    },
    {
      id: 'year',
      header: t('decoded.modelYear'),
      sortKey: 'modelYear',
      render: (row) => row.modelYear ?? '—',
    },
    { id: 'manufacturer', header: t('columns.manufacturer'), render: (row) => row.manufacturer ?? row.wmi },
    {
      id: 'invoice',
      header: t('columns.invoice'),
      align: 'right',
      render: (row) => (row.invoiceValueCents === null ? '—' : formatMoney(row.invoiceValueCents)),
    },
    { id: 'folios', header: t('columns.folios'), render: (row) => row.folios.join(', ') || '—' },
    {
      id: 'alert',
      header: t('columns.alert'),
      render: (row) =>
        row.doubleFinancing ? (
          <Chip size="small" color="error" label={t('alert.chip')} />
        ) : row.checkDigitWarning ? (
          <Chip size="small" color="warning" variant="outlined" label={t('alert.checkDigit')} />
        ) : null,
    },
    ...(canEdit
      ? [
          {
            id: 'actions',
            header: t('columns.actions'),
            align: 'center' as const,
            render: (row: VinListItem) => (
              <Tooltip title={t('list.edit', { vin: row.vin })}>
                <IconButton
                  size="small"
                  component={RouterLink}
                  to={`/apps/vin/edit/${row.id}`}
                  aria-label={t('list.edit', { vin: row.vin })}
                >
                  <EditOutlined fontSize="small" />
                </IconButton>
              </Tooltip>
            ),
          },
        ]
      : []),
  ]

  return (
    <ListScreen
      title={t('list.title')}
      notice={notice}
      filtersTitle={t('list.filters')}
      filters={
        <FilterSelect
          id="vin-alert"
          label={t('list.alertFilter')}
          value={params.filters.alert ?? ''}
          options={[{ value: 'true', label: t('list.alertsOnly') }]}
          allLabel={t('list.all')}
          onChange={(alert) => update({ filters: { ...params.filters, alert } })}
          minWidth={220}
        />
      }
      list={{ params, update }}
      searchLabel={t('list.search')}
      exportCsv={{ run: exportList, disabled: !vins.data?.total }}
      errorText={callText}
      actions={
        ability.can('create', 'Admin') && (
          <Button variant="contained" startIcon={<Add />} component={RouterLink} to="/apps/vin/add">
            {t('list.add')}
          </Button>
        )
      }
      query={vins}
      table={{
        label: t('list.title'),
        columns,
        rows: vins.data?.items,
        rowKey: (row) => row.id,
        total: vins.data?.total ?? 0,
        emptyText: t('list.empty'),
      }}
    />
  )
}
