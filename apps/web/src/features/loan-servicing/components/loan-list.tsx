import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import {
  arrearsBuckets,
  creditProducts,
  exportPaths,
  loanStatuses,
  rulesAllow,
  type LoanListItem,
} from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterDate, FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import type { ExportFormat } from '@mesa/contracts'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useBusinessDay } from '../../../lib/business-date'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { useAllyOptions } from '../../../lib/ally-options'
import { formatDate, formatMoney } from '../../../lib/format'
import { loanListFilters, useLoanList } from '../api/get-loan-list'
import { useFunderOptions } from '../../../lib/option-reads'
import { asOfParam } from './as-of'
import { AsOfBanner } from './as-of-bar'
import { BucketChip } from './bucket-chip'
import { PortfolioTotals } from './portfolio-totals'

/**
 * /apps/solicitudes/loans: the loan portfolio with its totals on top. Filters by bucket, ally, status, product
 * and funder (the funding feature's assignment of each credit, issue 15).
 */
export function LoanList() {
  const { t, i18n } = useTranslation('loanServicing')
  const { rules } = useSession()
  const { params, update, query } = useListParams(loanListFilters)
  const today = useBusinessDay()
  // The portfolio of another day (issue 33): its figures, buckets and totals from the ledger on that day.
  const shownOn = params.filters.asOf ?? today
  const showOn = (date: string) => update({ filters: { asOf: asOfParam(date, today) ?? '' } })
  const loans = useLoanList(query)
  const readsAllies = rulesAllow(rules, { action: 'read', subject: 'Aliados' })
  const allies = useAllyOptions()
  const funders = useFunderOptions()
  const notice = useListNotice()
  const { callText } = useErrorText('loanServicing')
  const day = (date: string | null) => (date ? formatDate(`${date}T12:00:00`, i18n.language) : '—')
  const columns: DataTableColumn<LoanListItem>[] = [
    {
      id: 'folio',
      header: t('loanServicing.list.folio'),
      sortKey: 'folio',
      render: (row) => (
        <Link component={RouterLink} to={`/apps/solicitudes/${row.origin}/${row.applicationId}?tab=payments`}>
          {row.folio}
        </Link>
      ),
    },
    { id: 'applicant', header: t('loanServicing.list.applicant'), render: (row) => row.applicantName },
    { id: 'ally', header: t('loanServicing.list.ally'), render: (row) => row.allyName },
    {
      id: 'balance',
      header: t('loanServicing.list.balance'),
      sortKey: 'balance',
      align: 'right',
      render: (row) => formatMoney(row.balanceCents),
    },
    {
      id: 'nextDue',
      header: t('loanServicing.list.nextDue'),
      sortKey: 'nextDueDate',
      render: (row) => (row.nextDueDate ? `${day(row.nextDueDate)} · ${formatMoney(row.nextDueCents)}` : '—'),
    },
    {
      id: 'daysPastDue',
      header: t('loanServicing.list.daysPastDue'),
      sortKey: 'daysPastDue',
      render: (row) =>
        row.status === 'paid_off' ? (
          t('loanServicing.list.paidOff', { date: day(row.paidOffOn) })
        ) : (
          <BucketChip bucket={row.bucket} days={row.daysPastDue} />
        ),
    },
    {
      id: 'disbursedOn',
      header: t('loanServicing.list.disbursedOn'),
      sortKey: 'disbursedOn',
      render: (row) => day(row.disbursedOn),
    },
    { id: 'funder', header: t('loanServicing.list.funder'), render: (row) => row.funder?.name ?? '—' },
  ]
  const select = (
    name: (typeof loanListFilters)[number],
    options: Array<{ value: string; label: string }>,
  ) => (
    <FilterSelect
      id={`filter-${name}`}
      label={name === 'product' ? t('filters.product') : t(`loanServicing.list.filters.${name}`)}
      value={params.filters[name] ?? ''}
      options={options}
      onChange={(value) => update({ filters: { [name]: value } })}
      allLabel={t('list.all')}
    />
  )
  const exportCsv = (format: ExportFormat) =>
    downloadCsvExport(
      exportPaths.loans,
      query,
      {
        headers: Object.fromEntries(
          [
            'folio',
            'applicantName',
            'allyName',
            'status',
            'principal',
            'balance',
            'nextDueDate',
            'nextDue',
            'daysPastDue',
            'bucket',
            'disbursedOn',
            'funder',
          ].map((key) => [key, t(`loanServicing.csv.${key}`)]),
        ),
        values: Object.fromEntries([
          ...arrearsBuckets.map((bucket) => [`bucket:${bucket}`, t(`loanServicing.buckets.${bucket}`)]),
          ...loanStatuses.map((status) => [`status:${status}`, t(`loanServicing.statuses.${status}`)]),
        ]),
      },
      'cartera.csv',
      format,
    )
  return (
    <ListScreen
      title={t('loanServicing.list.title')}
      subtitle={t('loanServicing.list.subtitle')}
      notice={notice}
      banner={
        <Stack spacing={1.5}>
          <AsOfBanner value={shownOn} today={today} onReset={() => showOn(today)} />
          {loans.data && <PortfolioTotals totals={loans.data.totals} />}
        </Stack>
      }
      filters={
        <>
          <FilterDate
            id="filter-asOf"
            label={t('loanServicing.asOf.label')}
            value={shownOn}
            onChange={(date) => showOn(date || today)}
            minWidth={170}
          />
          {select(
            'bucket',
            arrearsBuckets.map((bucket) => ({ value: bucket, label: t(`loanServicing.buckets.${bucket}`) })),
          )}
          {select(
            'status',
            loanStatuses.map((status) => ({ value: status, label: t(`loanServicing.statuses.${status}`) })),
          )}
          {select(
            'product',
            creditProducts.map((product) => ({ value: product, label: t(`products.${product}`) })),
          )}
          {/* Shown from the first paint, their choices arriving later, so that nothing moves (CLS, issue 12). */}
          {readsAllies &&
            !allies.isError &&
            select(
              'allyId',
              (allies.data ?? []).map((ally) => ({ value: String(ally.id), label: ally.allyName })),
            )}
          {!funders.isError &&
            select(
              'funderId',
              (funders.data ?? []).map((funder) => ({ value: String(funder.id), label: funder.name })),
            )}
        </>
      }
      list={{ params, update }}
      searchLabel={t('loanServicing.list.search')}
      exportCsv={{ run: exportCsv, disabled: !loans.data?.total }}
      errorText={callText}
      query={loans}
      table={{
        label: t('loanServicing.list.title'),
        columns,
        rows: loans.data?.items,
        rowKey: (row) => row.applicationId,
        total: loans.data?.total ?? 0,
        emptyText: t('loanServicing.list.empty'),
      }}
    />
  )
}
