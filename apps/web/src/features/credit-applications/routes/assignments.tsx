import Box from '@mui/material/Box'
import Card from '@mui/material/Card'
import MenuItem from '@mui/material/MenuItem'
import Snackbar from '@mui/material/Snackbar'
import Alert from '@mui/material/Alert'
import Tab from '@mui/material/Tab'
import Tabs from '@mui/material/Tabs'
import TextField from '@mui/material/TextField'
import {
  mayTakeCreditApplication,
  mayWorkStage,
  workingStages,
  type ApplicationListItem,
} from '@mesa/contracts'
import { useMemo, useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { DataTable, type DataTableColumn } from '../../../components/data-table'
import { SearchField } from '../../../components/search-field'
import { useSession } from '../../../lib/use-session'
import { assignmentsQueryAt, useAssignments } from '../api/get-assignments'
import { useApplicationColumns } from '../components/credit-application-columns'
import { ScreenHeader } from '../../../components/list-screen'
import type { Problem } from '../../../components/form/refusal'
import { TakeButton } from '../components/take-button'

const queueStages = workingStages.filter((stage) => stage !== 'activo')

/** /apps/solicitudes/list/assignments (read Documentos): my queue and the team's, oldest in stage first. */
export function Component() {
  const { t } = useTranslation('applications')
  const { userData, rules } = useSession()
  const [searchParams, setSearchParams] = useSearchParams()
  const { scope, stage } = assignmentsQueryAt(searchParams)
  const [q, setQ] = useState('')
  const [page, setPage] = useState(1)
  const [itemsPerPage, setItemsPerPage] = useState(10)
  const [notice, setNotice] = useState<{ ok: boolean; problem?: Problem } | null>(null)
  const queue = useAssignments({ scope, stage })
  const base = useApplicationColumns()

  const setParam = (name: string, value: string) => {
    setSearchParams(
      (current) => {
        const next = new URLSearchParams(current)
        if (value) next.set(name, value)
        else next.delete(name)
        return next
      },
      { replace: true },
    )
    setPage(1)
  }

  const rows = useMemo(() => {
    const text = q.trim().toLowerCase()
    const all = queue.data?.items ?? []
    return text
      ? all.filter((row) => `${row.folio} ${row.applicantName} ${row.curp}`.toLowerCase().includes(text))
      : all
  }, [queue.data, q])

  // Offered only where the role works the row's stage and may take its owner's file: the server refuses the rest.
  const mayTake = (row: ApplicationListItem) =>
    mayWorkStage(rules, row.stage, row.product) && mayTakeCreditApplication(rules, row.owner, userData?.id)

  const columns: DataTableColumn<ApplicationListItem>[] = [
    ...base
      .filter((column) =>
        ['folio', 'applicant', 'product', 'amount', 'stage', 'owner', 'timeInStage'].includes(column.id),
      )
      .map(({ sortKey: _sortKey, ...column }) => column),
    {
      id: 'actions',
      header: t('columns.actions'),
      render: (row) =>
        row.owner?.id === userData?.id ? (
          t('queue.yours')
        ) : !mayTake(row) ? (
          '—'
        ) : (
          <TakeButton
            origin={row.product}
            id={row.id}
            folio={row.folio}
            onDone={(outcome) =>
              setNotice(outcome.ok ? { ok: true } : { ok: false, problem: outcome.problem })
            }
          />
        ),
    },
  ]

  return (
    <>
      <ScreenHeader title={t('queue.title')} subtitle={t('queue.subtitle')} />
      <Card>
        <Tabs
          value={scope}
          onChange={(_event, value: string) => setParam('scope', value === 'team' ? 'team' : '')}
          sx={{ px: 2, '& .MuiTab-root.Mui-selected': { color: 'text.primary' } }}
        >
          <Tab value="mine" label={t('queue.mine')} />
          <Tab value="team" label={t('queue.team')} />
        </Tabs>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, p: 2 }}>
          <SearchField value={q} onChange={(value) => (setQ(value), setPage(1))} label={t('queue.search')} />
          <TextField
            select
            size="small"
            id="filter-stage"
            label={t('filters.stage')}
            value={stage}
            onChange={(event) => setParam('stage', event.target.value)}
            sx={{ minWidth: 180 }}
          >
            <MenuItem value="">{t('list.all')}</MenuItem>
            {queueStages.map((option) => (
              <MenuItem key={option} value={option}>
                {t(`stages.${option}`)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <DataTable
          label={t('queue.title')}
          columns={columns}
          rows={queue.data ? rows.slice((page - 1) * itemsPerPage, page * itemsPerPage) : undefined}
          rowKey={(row) => row.id}
          total={rows.length}
          page={page}
          itemsPerPage={itemsPerPage}
          sortBy={undefined}
          orderBy={undefined}
          loading={queue.isFetching}
          error={queue.error}
          emptyText={t(scope === 'mine' ? 'queue.emptyMine' : 'queue.emptyTeam')}
          onRetry={() => void queue.refetch()}
          onSort={() => undefined}
          onPage={setPage}
          onItemsPerPage={(size) => (setItemsPerPage(size), setPage(1))}
        />
      </Card>
      <Snackbar open={notice !== null} autoHideDuration={5000} onClose={() => setNotice(null)}>
        <Alert severity={notice?.ok ? 'success' : 'error'} onClose={() => setNotice(null)} variant="filled">
          {notice?.ok ? t('queue.taken') : t(`problems.${notice?.problem?.kind ?? 'generic'}`)}
        </Alert>
      </Snackbar>
    </>
  )
}
