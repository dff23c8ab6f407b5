import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import { mayRunDirectDebit, type DebitRun } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink, useNavigate } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { useRuns } from '../api/runs'
import { CreateRunDialog } from '../components/create-run-dialog'

export const runPath = (id: number) => `/apps/domiciliacion/${id}`

/**
 * /apps/domiciliacion (read direct_debit): the debit runs by billing date with what each collected and what
 * the bank rejected; treasury creates a billing date's run (after a confirmation) and opens one to download its
 * file and upload the bank's answer.
 */
export function Component() {
  const { t, i18n } = useTranslation('directDebit')
  const { callText } = useErrorText('directDebit')
  const { rules } = useSession()
  const { params, update, query } = useListParams()
  const runs = useRuns(query)
  const notice = useListNotice()
  const navigate = useNavigate()
  const [creating, setCreating] = useState(false)
  const number = (value: number) => formatNumber(value, i18n.language)
  const columns: DataTableColumn<DebitRun>[] = [
    {
      id: 'billingDate',
      header: t('columns.billingDate'),
      sortKey: 'billingDate',
      render: (run) => (
        <Link component={RouterLink} to={runPath(run.id)} sx={{ fontWeight: 600 }}>
          {formatDate(run.billingDate, i18n.language)}
        </Link>
      ),
    },
    { id: 'count', header: t('columns.count'), align: 'right', render: (run) => number(run.lineCount) },
    { id: 'total', header: t('columns.total'), align: 'right', render: (run) => formatMoney(run.totalCents) },
    {
      id: 'collected',
      header: t('columns.collected'),
      align: 'right',
      render: (run) =>
        t('list.collected', { count: number(run.collectedCount), amount: formatMoney(run.collectedCents) }),
    },
    {
      id: 'rejected',
      header: t('columns.rejected'),
      align: 'right',
      render: (run) => number(run.rejectedCount),
    },
    {
      id: 'pending',
      header: t('columns.pending'),
      align: 'right',
      render: (run) => number(run.pendingCount),
    },
  ]
  return (
    <>
      <ListScreen
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        notice={notice}
        actions={
          <Stack direction="row" spacing={1}>
            {mayRunDirectDebit(rules) && (
              <Button variant="contained" onClick={() => setCreating(true)}>
                {t('list.create')}
              </Button>
            )}
            <Button component={RouterLink} to="/apps/domiciliacion/mandatos" variant="outlined">
              {t('mandates.toMandates')}
            </Button>
          </Stack>
        }
        list={{ params, update }}
        searchLabel={t('list.search')}
        errorText={callText}
        query={runs}
        table={{
          label: t('list.title'),
          columns,
          rows: runs.data?.items,
          rowKey: (run) => run.id,
          total: runs.data?.total ?? 0,
          emptyText: t('list.empty'),
        }}
      />
      {creating && (
        <CreateRunDialog
          onClose={() => setCreating(false)}
          onCreated={(run) => {
            setCreating(false)
            void navigate(runPath(run.id))
          }}
        />
      )}
    </>
  )
}
