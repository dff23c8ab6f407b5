import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import { cfdiStatuses, mayManageAccounting, type Cfdi, type CfdiStatus } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterDate, FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatMoney } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { downloadCfdi, useCfdiAction } from '../api/cfdi-actions'
import { cfdiFilters, useCfdiList } from '../api/get-cfdi-list'
import { NotedCell } from '../components/noted-cell'

const statusColors: Record<CfdiStatus, 'default' | 'success' | 'error' | 'warning'> = {
  pending: 'default',
  stamped: 'success',
  failed: 'error',
  cancel_pending: 'warning',
  cancelled: 'default',
}

/**
 * /apps/contabilidad/cfdi (read accounting): each payment's CFDI of interest and fees, newest first, with its
 * status, figures and downloads; filtered by loan, status and days issued, searched by receptor or UUID. A
 * sandbox stamp says so in its row. Manage accounting sends one again or stamps a refused one again.
 */
export function Component() {
  const { t, i18n } = useTranslation('accounting')
  const { params, update, query } = useListParams(cfdiFilters)
  const list = useCfdiList(query)
  const { callText } = useErrorText('accounting')
  const notice = useListNotice()
  const { rules } = useSession()
  const manager = mayManageAccounting(rules)
  const resend = useCfdiAction('resend')
  const retry = useCfdiAction('retry')
  const act = (action: typeof resend, cfdi: Cfdi, done: string) =>
    action
      .mutateAsync(cfdi)
      .then(() => notice.show(t(done)))
      .catch((error: unknown) => notice.show(callText(error), 'error'))
  const download = (cfdi: Cfdi, kind: 'xml' | 'pdf') =>
    downloadCfdi(cfdi, kind).catch((error: unknown) => notice.show(callText(error), 'error'))

  const columns: DataTableColumn<Cfdi>[] = [
    {
      id: 'folio',
      header: t('cfdi.folio'),
      sortKey: 'folio',
      render: (cfdi) => (
        <NotedCell nowrap note={t('cfdi.loan', { folio: cfdi.loan.folio })}>
          {`${cfdi.serie}-${cfdi.folio}`}
        </NotedCell>
      ),
    },
    {
      id: 'issuedOn',
      header: t('cfdi.issuedOn'),
      sortKey: 'issuedOn',
      render: (cfdi) => formatDate(cfdi.issuedOn, i18n.language),
    },
    {
      id: 'receptor',
      header: t('cfdi.receptor'),
      render: (cfdi) => <NotedCell note={cfdi.receptor.rfc}>{cfdi.receptor.name}</NotedCell>,
    },
    {
      id: 'uuid',
      header: t('cfdi.uuid'),
      render: (cfdi) => (
        <Box dir="ltr" sx={{ fontFamily: 'monospace', fontSize: 12, wordBreak: 'break-all', minWidth: 150 }}>
          {cfdi.uuid ?? '—'}
        </Box>
      ),
    },
    {
      id: 'total',
      header: t('cfdi.total'),
      sortKey: 'total',
      align: 'right',
      render: (cfdi) => (
        <NotedCell nowrap note={t('cfdi.iva', { amount: formatMoney(cfdi.ivaCents) })}>
          {formatMoney(cfdi.totalCents)}
        </NotedCell>
      ),
    },
    {
      id: 'status',
      header: t('cfdi.status'),
      render: (cfdi) => (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          <Chip
            size="small"
            variant="outlined"
            color={statusColors[cfdi.status]}
            label={t(`cfdi.statuses.${cfdi.status}`)}
          />
          {cfdi.sandbox && cfdi.uuid && (
            <Chip size="small" color="warning" label={t('cfdi.sandbox')} title={t('cfdi.sandboxHint')} />
          )}
        </Stack>
      ),
    },
    {
      id: 'actions',
      header: t('cfdi.actions'),
      render: (cfdi) => (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
          {cfdi.uuid && (
            <>
              <Button size="small" onClick={() => void download(cfdi, 'xml')}>
                {t('cfdi.xml')}
              </Button>
              <Button size="small" onClick={() => void download(cfdi, 'pdf')}>
                {t('cfdi.pdf')}
              </Button>
            </>
          )}
          {manager && cfdi.status === 'stamped' && cfdi.mailedTo && (
            <Button
              size="small"
              disabled={resend.isPending}
              onClick={() => void act(resend, cfdi, 'cfdi.resent')}
            >
              {t('cfdi.resend')}
            </Button>
          )}
          {manager && cfdi.status === 'failed' && (
            <Button
              size="small"
              disabled={retry.isPending}
              onClick={() => void act(retry, cfdi, 'cfdi.retried')}
            >
              {t('cfdi.retry')}
            </Button>
          )}
        </Stack>
      ),
    },
  ]

  return (
    <ListScreen
      title={t('cfdi.title')}
      subtitle={t('cfdi.subtitle')}
      notice={notice}
      filtersTitle={t('cfdi.filters')}
      filters={
        <>
          <TextField
            id="cfdi-loan"
            size="small"
            label={t('cfdi.loanFilter')}
            value={params.filters.loanFolio ?? ''}
            onChange={(event) => update({ filters: { loanFolio: event.target.value.replace(/\D/g, '') } })}
            slotProps={{ htmlInput: { inputMode: 'numeric' } }}
            sx={{ minWidth: 140 }}
          />
          <FilterSelect
            id="cfdi-status"
            label={t('cfdi.status')}
            value={params.filters.status ?? ''}
            options={cfdiStatuses.map((status) => ({ value: status, label: t(`cfdi.statuses.${status}`) }))}
            onChange={(status) => update({ filters: { status } })}
            allLabel={t('list.all', { ns: 'translation' })}
            minWidth={180}
          />
          <FilterDate
            id="cfdi-from"
            label={t('from')}
            value={params.filters.from ?? ''}
            onChange={(from) => update({ filters: { from } })}
          />
          <FilterDate
            id="cfdi-to"
            label={t('to')}
            value={params.filters.to ?? ''}
            onChange={(to) => update({ filters: { to } })}
          />
        </>
      }
      list={{ params, update }}
      searchLabel={t('cfdi.search')}
      errorText={callText}
      query={list}
      table={{
        label: t('cfdi.title'),
        columns,
        rows: list.data?.items,
        rowKey: (cfdi) => cfdi.id,
        total: list.data?.total ?? 0,
        emptyText: t('cfdi.empty'),
      }}
    />
  )
}
