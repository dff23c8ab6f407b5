import Add from '@mui/icons-material/Add'
import EditOutlined from '@mui/icons-material/EditOutlined'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import IconButton from '@mui/material/IconButton'
import Tooltip from '@mui/material/Tooltip'
import Typography from '@mui/material/Typography'
import type { VinListItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { ability } from '../../../lib/ability'
import { downloadText, toCsv } from '../../../lib/csv'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { formatMoney } from '../components/format'
import { getVins, useVins } from '../api/list-vin-records'

const filterNames = ['alert'] as const

/** /apps/vin/list (read vin): VIN records with search, sort, paging and the "alertas" filter (financed twice). */
export function Component() {
  const { t } = useTranslation('vehicles')
  const { callText } = useErrorText('vehicles')
  const { params, update, query } = useListParams(filterNames)
  const vins = useVins(query)
  const notice = useListNotice()
  const canEdit = ability.can('read', 'Admin')

  const exportCsv = async () => {
    // Every row of the filtered list (the API answers at most 1 000 at once), not only this page.
    const rows = (await getVins({ ...query, page: 1, itemsPerPage: -1 })).items
    downloadText(
      'vin.csv',
      toCsv(rows, [
        { header: 'VIN', value: (row) => row.vin },
        { header: t('fields.make'), value: (row) => row.make },
        { header: t('fields.model'), value: (row) => row.model },
        { header: t('decoded.modelYear'), value: (row) => row.modelYear },
        { header: t('columns.folios'), value: (row) => row.folios.join(' ') },
        { header: t('columns.alert'), value: (row) => (row.doubleFinancing ? 'X' : '') },
      ]),
    )
  }

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
      exportCsv={{ run: exportCsv, formats: ['csv'] }}
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
