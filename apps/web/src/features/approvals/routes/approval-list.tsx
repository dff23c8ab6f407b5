import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Chip from '@mui/material/Chip'
import Tooltip from '@mui/material/Tooltip'
import { approvalStatuses, manageAll, rulesAllow, type ApprovalRequest } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { useApprovals } from '../api/get-approvals'
import type { Decision } from '../api/decide'
import { DecisionDialog } from '../components/decision-dialog'
import { DutyPolicyEditor } from '../components/duty-policy-editor'
import { RequestSummary } from '../components/request-summary'
import { kindKey } from '../components/text-keys'
import { formatDateTime } from '../../../lib/format'

const filterNames = ['status', 'kind'] as const
const statusColor = {
  pending: 'warning',
  approved: 'success',
  rejected: 'error',
  cancelled: 'default',
} as const

/**
 * /apps/approvals (read Approvals): the four-eyes queue. A second person holding the kind's ability approves
 * or rejects (with a note); the requester may only withdraw their own. The buttons mirror what the server
 * answered for each request (`viewer`); the server decides again on every call. Administrators edit the
 * separation-of-duties pairs below the queue.
 */
export function Component() {
  const { t, i18n } = useTranslation('approvals')
  const { params, update, query } = useListParams(filterNames)
  const approvals = useApprovals(query)
  const { callText } = useErrorText('approvals')
  const notice = useListNotice()
  const { rules } = useSession()
  const [open, setOpen] = useState<{ request: ApprovalRequest; decision: Decision } | null>(null)
  const time = (iso: string) => formatDateTime(iso, i18n.language, undefined, { numeric: true })
  const kindLabel = (kind: string) => t(kindKey(kind), { defaultValue: kind })

  const decideButton = (request: ApprovalRequest, decision: 'approve' | 'reject') => {
    const button = (
      <span>
        <Button
          size="small"
          color={decision === 'approve' ? 'primary' : 'error'}
          disabled={!request.viewer.mayDecide}
          onClick={() => setOpen({ request, decision })}
          aria-label={t(`actions.${decision}Of`, { kind: kindLabel(request.kind), id: request.id })}
        >
          {t(`actions.${decision}`)}
        </Button>
      </span>
    )
    // Why the button is off: one's own request needs a second person; or the kind's right is missing.
    return request.viewer.refusal ? (
      <Tooltip title={t(`refusal.${request.viewer.refusal}`)}>{button}</Tooltip>
    ) : (
      button
    )
  }

  const columns: DataTableColumn<ApprovalRequest>[] = [
    { id: 'kind', header: t('columns.kind'), sortKey: 'kind', render: (row) => kindLabel(row.kind) },
    { id: 'summary', header: t('columns.summary'), render: (row) => <RequestSummary request={row} /> },
    {
      id: 'requestedBy',
      header: t('columns.requestedBy'),
      render: (row) => row.requestedBy?.fullName ?? '—',
    },
    {
      id: 'requestedAt',
      header: t('columns.requestedAt'),
      sortKey: 'requestedAt',
      render: (row) => <Box sx={{ whiteSpace: 'nowrap' }}>{time(row.requestedAt)}</Box>,
    },
    {
      id: 'status',
      header: t('columns.status'),
      sortKey: 'status',
      render: (row) => (
        <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
          <Chip size="small" color={statusColor[row.status]} label={t(`statuses.${row.status}`)} />
          {row.decidedBy && row.status !== 'pending' && (
            <Box component="span" sx={{ color: 'text.secondary', fontSize: 12 }}>
              {row.decidedBy.fullName}
              {row.decisionNote ? ` · ${row.decisionNote}` : ''}
            </Box>
          )}
        </Box>
      ),
    },
    {
      id: 'actions',
      header: t('list.actions', { ns: 'translation' }),
      align: 'right',
      render: (row) =>
        row.status !== 'pending' ? null : (
          <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
            {row.viewer.mayCancel ? (
              <Button size="small" onClick={() => setOpen({ request: row, decision: 'cancel' })}>
                {t('actions.cancel')}
              </Button>
            ) : null}
            {decideButton(row, 'approve')}
            {decideButton(row, 'reject')}
          </Box>
        ),
    },
  ]

  return (
    <Box sx={{ display: 'grid', gap: 3 }}>
      <ListScreen
        title={t('list.title')}
        subtitle={t('list.subtitle')}
        notice={notice}
        filters={
          <FilterSelect
            id="approvals-filter-status"
            label={t('filters.status')}
            value={params.filters.status ?? ''}
            options={approvalStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
            onChange={(status) => update({ filters: { status } })}
            allLabel={t('list.all', { ns: 'translation' })}
            minWidth={180}
          />
        }
        list={{ params, update }}
        searchLabel={t('list.search')}
        errorText={callText}
        query={approvals}
        table={{
          label: t('list.title'),
          columns,
          rows: approvals.data?.items,
          rowKey: (row) => row.id,
          total: approvals.data?.total ?? 0,
          emptyText: t('list.empty'),
        }}
      >
        <DecisionDialog
          request={open?.request ?? null}
          decision={open?.decision ?? 'approve'}
          onClose={() => setOpen(null)}
          onDone={(decision) => notice.show(t(`done.${decision}`))}
        />
      </ListScreen>
      {rulesAllow(rules, manageAll) && <DutyPolicyEditor />}
    </Box>
  )
}
