import Chip from '@mui/material/Chip'
import Button from '@mui/material/Button'
import { commissionStatuses, type Commission } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { ability } from '../../../lib/ability'
import { downloadText, toCsv } from '../../../lib/csv'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { getCommissions, useCommissions } from '../api/commissions'
import { CommissionRulesCard } from '../components/commission-rules-card'
import { formatMoney, formatRate } from '../../../lib/format'
import { PaymentDialog } from '../components/payment-dialog'

const filterNames = ['status'] as const
const statusColour = {
  pending: 'default',
  payable: 'warning',
  paid: 'success',
  cancelled: 'default',
} as const

/** /apps/commissions (read partners): the allies' commissions by status, the rules per ally type, payments. */
export function Component() {
  const { t } = useTranslation('vehicles')
  const { callText } = useErrorText('vehicles')
  const { params, update, query } = useListParams(filterNames)
  const list = useCommissions(query)
  const notice = useListNotice()
  const [paying, setPaying] = useState<Commission | null>(null)
  const isAdmin = ability.can('manage', 'all')

  const exportCsv = async () => {
    const rows = (await getCommissions({ ...query, page: 1, itemsPerPage: -1 })).items
    downloadText(
      'comisiones.csv',
      toCsv(rows, [
        { header: t('columns.folio'), value: (row) => row.application.folio },
        { header: t('columns.ally'), value: (row) => row.ally.name },
        { header: t('columns.allyType'), value: (row) => row.ally.type },
        { header: t('columns.financed'), value: (row) => row.financedCents / 100 },
        { header: t('columns.base'), value: (row) => row.baseCents / 100 },
        { header: 'IVA', value: (row) => row.ivaCents / 100 },
        { header: t('columns.total'), value: (row) => row.totalCents / 100 },
        { header: t('columns.status'), value: (row) => t(`status.${row.status}`) },
        { header: t('columns.paidOn'), value: (row) => row.paidOn },
        { header: t('columns.reference'), value: (row) => row.paymentReference },
      ]),
    )
  }

  const columns: DataTableColumn<Commission>[] = [
    {
      id: 'folio',
      header: t('columns.folio'),
      sortKey: 'folio',
      render: (row) => (
        <Button
          size="small"
          component={RouterLink}
          to={`/apps/solicitudes/${row.application.product}/${row.application.id}?tab=partners`}
          sx={{ color: 'text.primary' }}
        >
          {row.application.folio}
        </Button>
      ),
    },
    { id: 'applicant', header: t('columns.applicant'), render: (row) => row.application.applicantName },
    {
      id: 'ally',
      header: t('columns.ally'),
      sortKey: 'allyName',
      render: (row) => `${row.ally.name} (${row.ally.type})`,
    },
    {
      id: 'financed',
      header: t('columns.financed'),
      align: 'right',
      render: (row) => formatMoney(row.financedCents),
    },
    { id: 'rate', header: t('columns.rate'), align: 'right', render: (row) => formatRate(row.rateBps) },
    {
      id: 'total',
      header: t('columns.total'),
      sortKey: 'totalCents',
      align: 'right',
      render: (row) => formatMoney(row.totalCents),
    },
    {
      id: 'status',
      header: t('columns.status'),
      render: (row) => (
        <Chip
          size="small"
          variant="outlined"
          color={statusColour[row.status]}
          label={t(`status.${row.status}`)}
        />
      ),
    },
    {
      id: 'payment',
      header: t('columns.payment'),
      render: (row) =>
        row.status === 'paid' ? (
          `${row.paidOn} · ${row.paymentReference}`
        ) : row.status === 'payable' && isAdmin ? (
          <Button size="small" variant="outlined" onClick={() => setPaying(row)}>
            {t('payment.record')}
          </Button>
        ) : (
          '—'
        ),
    },
  ]

  return (
    <ListScreen
      title={t('commissions.title')}
      subtitle={list.data ? t('commissions.sum', { sum: formatMoney(list.data.sumCents) }) : undefined}
      notice={notice}
      filtersTitle={t('list.filters')}
      filters={
        <FilterSelect
          id="commission-status"
          label={t('columns.status')}
          value={params.filters.status ?? ''}
          options={commissionStatuses.map((status) => ({ value: status, label: t(`status.${status}`) }))}
          allLabel={t('list.all')}
          onChange={(status) => update({ filters: { ...params.filters, status } })}
        />
      }
      list={{ params, update }}
      searchLabel={t('commissions.search')}
      exportCsv={{ run: exportCsv, formats: ['csv'] }}
      errorText={callText}
      query={list}
      table={{
        label: t('commissions.title'),
        columns,
        rows: list.data?.items,
        rowKey: (row) => row.id,
        total: list.data?.total ?? 0,
        emptyText: t('commissions.empty'),
      }}
    >
      <CommissionRulesCard editable={isAdmin} />
      {paying && (
        <PaymentDialog
          commission={paying}
          onClose={(paid) => {
            setPaying(null)
            if (paid) notice.show(t('payment.done', { folio: paying.application.folio }))
          }}
        />
      )}
    </ListScreen>
  )
}
