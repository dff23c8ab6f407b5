import Link from '@mui/material/Link'
import Typography from '@mui/material/Typography'
import {
  creditProducts,
  exportPaths,
  fundingStatuses,
  type ExportFormat,
  type FundingListItem,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterDate, FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useAllyOptions } from '../../../lib/ally-options'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useFundingList } from '../api/get-funding-list'
import { useFunderOptions } from '../api/funders'
import { formatDate, formatMoney } from '../../../lib/format'
import { FundingStatusChip } from '../components/funding-status-chip'

const filterNames = ['status', 'funderId', 'product', 'allyId', 'from', 'to'] as const
const csvColumns = [
  'folio',
  'applicantName',
  'allyName',
  'product',
  'status',
  'amount',
  'funder',
  'line',
  'statusDate',
  'speiReference',
] as const

/** /apps/fondeos/solicitudes/list (read contrato): applications by funding status, with filters and CSV. */
export function Component() {
  const { t, i18n } = useTranslation('funding')
  const { callText } = useErrorText('funding')
  const { params, update, query } = useListParams(filterNames)
  const list = useFundingList(query)
  const funders = useFunderOptions()
  const allies = useAllyOptions()
  const notice = useListNotice()

  const columns: DataTableColumn<FundingListItem>[] = [
    {
      id: 'folio',
      header: t('list.columns.folio'),
      sortKey: 'folio',
      render: (row) => (
        <Link component={RouterLink} to={`/apps/fondeos/solicitudes/detail/${row.folio}`}>
          {row.folio}
        </Link>
      ),
    },
    {
      id: 'applicant',
      header: t('list.columns.applicant'),
      sortKey: 'applicant',
      render: (row) => (
        <>
          <Typography variant="body2">{row.applicantName}</Typography>
          <Typography variant="caption" color="text.secondary">
            {row.allyName} · {t(`products.${row.origin}`)}
          </Typography>
        </>
      ),
    },
    {
      id: 'amount',
      header: t('list.columns.amount'),
      sortKey: 'amount',
      align: 'right',
      render: (row) => (row.amountCents === null ? '—' : formatMoney(row.amountCents)),
    },
    {
      id: 'funder',
      header: t('list.columns.funder'),
      render: (row) =>
        row.funder ? (
          <>
            <Typography variant="body2">{row.funder.name}</Typography>
            <Typography variant="caption" color="text.secondary">
              {row.lineName}
            </Typography>
          </>
        ) : (
          '—'
        ),
    },
    {
      id: 'status',
      header: t('list.columns.status'),
      render: (row) => <FundingStatusChip status={row.status} />,
    },
    {
      id: 'statusDate',
      header: t('list.columns.statusDate'),
      sortKey: 'statusDate',
      render: (row) => formatDate(row.statusDate, i18n.language),
    },
    { id: 'spei', header: t('list.columns.spei'), render: (row) => row.speiReference ?? '—' },
  ]

  const select = (name: (typeof filterNames)[number], options: Array<{ value: string; label: string }>) => (
    <FilterSelect
      id={`funding-${name}`}
      label={t(`list.filters.${name}`)}
      value={params.filters[name] ?? ''}
      options={options}
      onChange={(value) => update({ filters: { [name]: value } })}
      allLabel={t('list.all')}
    />
  )
  const exportCsv = (format: ExportFormat) =>
    downloadCsvExport(
      exportPaths.funding,
      query,
      {
        headers: Object.fromEntries(csvColumns.map((key) => [key, t(`list.csv.${key}`)])),
        values: Object.fromEntries([
          ...fundingStatuses.map((status) => [`status:${status}`, t(`statuses.${status}`)]),
          ...creditProducts.map((product) => [`product:${product}`, t(`products.${product}`)]),
        ]),
      },
      'fondeos.csv',
      format,
    )

  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      notice={notice}
      filtersTitle={t('list.filtersTitle')}
      filters={
        <>
          {select(
            'status',
            fundingStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) })),
          )}
          {funders.data &&
            select(
              'funderId',
              funders.data.map((funder) => ({ value: String(funder.id), label: funder.name })),
            )}
          {select(
            'product',
            creditProducts.map((product) => ({ value: product, label: t(`products.${product}`) })),
          )}
          {allies.data &&
            select(
              'allyId',
              allies.data.map((ally) => ({ value: String(ally.id), label: ally.allyName })),
            )}
          <FilterDate
            id="funding-from"
            label={t('list.filters.from')}
            value={params.filters.from ?? ''}
            onChange={(from) => update({ filters: { from } })}
            minWidth={170}
          />
          <FilterDate
            id="funding-to"
            label={t('list.filters.to')}
            value={params.filters.to ?? ''}
            onChange={(to) => update({ filters: { to } })}
            minWidth={170}
          />
        </>
      }
      list={{ params, update }}
      searchLabel={t('list.search')}
      exportCsv={{ run: exportCsv, disabled: !list.data?.total }}
      errorText={callText}
      query={list}
      table={{
        label: t('list.title'),
        columns,
        rows: list.data?.items,
        rowKey: (row) => row.applicationId,
        total: list.data?.total ?? 0,
        emptyText: t('list.empty'),
      }}
    />
  )
}
