import Button from '@mui/material/Button'
import Link from '@mui/material/Link'
import { queueStatuses, type StatementLine } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { useListParams } from '../../../lib/use-list-params'
import { useQueue } from '../api/lines'
import { LineActions } from '../components/line-actions'
import { useLineColumns } from '../components/line-columns'

const filterNames = ['status'] as const

/**
 * /apps/tesoreria/conciliacion (read bank_statement): the credit lines no loan took by itself (unmatched,
 * ambiguous, suggested, refused), oldest value date first; a person matches, splits or returns each.
 */
export function Component() {
  const { t } = useTranslation('bankStatements')
  const { callText } = useErrorText('bankStatements')
  const { params, update, query } = useListParams(filterNames)
  const queue = useQueue(query)
  const notice = useListNotice()
  const columns: DataTableColumn<StatementLine>[] = [
    ...useLineColumns(),
    {
      id: 'statement',
      header: t('columns.statement'),
      render: (line) => (
        <Link component={RouterLink} to={`/apps/tesoreria/estados-de-cuenta/${line.statementId}`}>
          {t('columns.statementLine', { line: line.lineNo })}
        </Link>
      ),
    },
    { id: 'actions', header: t('columns.actions'), render: (line) => <LineActions line={line} /> },
  ]
  return (
    <ListScreen
      title={t('queue.title')}
      subtitle={t('queue.subtitle')}
      notice={notice}
      filters={
        <FilterSelect
          id="queue-status"
          label={t('columns.status')}
          value={params.filters.status ?? ''}
          allLabel={t('list.all')}
          options={queueStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          onChange={(status) => update({ filters: { status } })}
        />
      }
      actions={
        <Button component={RouterLink} to="/apps/tesoreria/conciliacion/resumen" variant="outlined">
          {t('list.toSummary')}
        </Button>
      }
      list={{ params, update }}
      searchLabel={t('queue.search')}
      errorText={callText}
      query={queue}
      table={{
        label: t('queue.title'),
        columns,
        rows: queue.data?.items,
        rowKey: (line) => line.id,
        total: queue.data?.total ?? 0,
        emptyText: t('queue.empty'),
      }}
    />
  )
}
