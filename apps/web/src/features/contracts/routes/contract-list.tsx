import Link from '@mui/material/Link'
import { contractStatuses, creditProducts, exportPaths, type ContractListItem } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterDate, FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import type { ExportFormat } from '@mesa/contracts'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useAllyOptions } from '../../../lib/ally-options'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { contractListFilters, useContracts } from '../api/list-contracts'
import { ContractStatusChip } from '../components/contract-status-chip'
import { formatDate, formatDateTime, formatMoney, formatPercent } from '../../../lib/format'

const csvColumns = [
  'number',
  'version',
  'status',
  'folio',
  'product',
  'applicantName',
  'allyName',
  'amount',
  'payment',
  'cat',
  'generatedAt',
  'signedOn',
] as const

/** /apps/fondeos/contrato (read contrato): every contract version within the caller's scope. */
export function Component() {
  const { t, i18n } = useTranslation('contracts')
  const { params, update, query } = useListParams(contractListFilters)
  const contracts = useContracts(query)
  const allies = useAllyOptions({ activeOnly: false })
  const notice = useListNotice()
  const { callText } = useErrorText('contracts')
  const columns: DataTableColumn<ContractListItem>[] = [
    {
      id: 'number',
      header: t('list.number'),
      sortKey: 'number',
      render: (row) => (
        <Link component={RouterLink} to={`/apps/support/contract/${row.id}`} sx={{ color: 'primary.dark' }}>
          {t('list.numberVersion', { number: row.number, version: row.version })}
        </Link>
      ),
    },
    { id: 'folio', header: t('list.folio'), sortKey: 'folio', render: (row) => row.folio },
    {
      id: 'applicant',
      header: t('list.applicant'),
      sortKey: 'applicant',
      render: (row) => row.applicantName,
    },
    { id: 'ally', header: t('list.ally'), render: (row) => row.allyName ?? '—' },
    { id: 'product', header: t('list.product'), render: (row) => t(`products.${row.product}`) },
    { id: 'amount', header: t('list.amount'), align: 'right', render: (row) => formatMoney(row.amountCents) },
    {
      id: 'cat',
      header: t('list.cat'),
      align: 'right',
      render: (row) => formatPercent(row.catPct / 100, i18n.language, 1),
    },
    {
      id: 'status',
      header: t('list.status'),
      sortKey: 'status',
      render: (row) => <ContractStatusChip status={row.status} />,
    },
    {
      id: 'generatedAt',
      header: t('list.generatedAt'),
      sortKey: 'generatedAt',
      render: (row) => formatDateTime(row.generatedAt, i18n.language),
    },
    {
      id: 'signedOn',
      header: t('list.signedOn'),
      sortKey: 'signedOn',
      render: (row) => formatDate(row.signedOn, i18n.language),
    },
  ]
  const select = (
    name: 'status' | 'product' | 'allyId',
    options: Array<{ value: string; label: string }>,
  ) => (
    <FilterSelect
      id={`contract-filter-${name}`}
      label={t(`list.filters.${name}`)}
      value={params.filters[name] ?? ''}
      options={options}
      onChange={(value) => update({ filters: { [name]: value } })}
      allLabel={t('list.all', { ns: 'translation' })}
    />
  )
  const statusOptions = contractStatuses.map((value) => ({ value, label: t(`statuses.${value}`) }))
  const productOptions = creditProducts.map((value) => ({ value, label: t(`products.${value}`) }))
  const dateField = (name: 'from' | 'to') => (
    <FilterDate
      id={`contract-filter-${name}`}
      label={t(`list.filters.${name}`)}
      value={params.filters[name] ?? ''}
      onChange={(value) => update({ filters: { [name]: value } })}
    />
  )
  const exportCsv = (format: ExportFormat) =>
    downloadCsvExport(
      exportPaths.contracts,
      query,
      {
        headers: Object.fromEntries(csvColumns.map((key) => [key, t(`csv.${key}`)])),
        values: Object.fromEntries([
          ...contractStatuses.map((status) => [`status:${status}`, t(`statuses.${status}`)]),
          ...creditProducts.map((product) => [`product:${product}`, t(`products.${product}`)]),
        ]),
      },
      'contratos.csv',
      format,
    )
  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      notice={notice}
      filtersTitle={t('list.filters.title')}
      filters={
        <>
          {select('status', statusOptions)}
          {select('product', productOptions)}
          {/* Shown from the first paint, its choices arriving later, so that nothing moves (CLS, issue 12). */}
          {!allies.isError &&
            select(
              'allyId',
              (allies.data ?? []).map((ally) => ({ value: String(ally.id), label: ally.allyName })),
            )}
          {dateField('from')}
          {dateField('to')}
        </>
      }
      list={{ params, update }}
      searchLabel={t('list.search')}
      exportCsv={{ run: exportCsv, disabled: !contracts.data?.total }}
      errorText={callText}
      query={contracts}
      table={{
        label: t('list.title'),
        columns,
        rows: contracts.data?.items,
        rowKey: (row) => row.id,
        total: contracts.data?.total ?? 0,
        emptyText: t('list.empty'),
      }}
    />
  )
}
