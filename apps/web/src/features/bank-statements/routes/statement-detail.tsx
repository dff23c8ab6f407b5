import Alert from '@mui/material/Alert'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { lineStatuses, type BankStatement, type StatementLine } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Navigate, useParams } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { HttpError } from '../../../lib/http'
import { formatDate, formatMoney, formatNumber } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useStatementLines } from '../api/lines'
import { useStatement } from '../api/statements'
import { LineActions } from '../components/line-actions'
import { useLineColumns } from '../components/line-columns'
import { statementName } from '../components/statement-name'

const filterNames = ['status'] as const

/** /apps/tesoreria/estados-de-cuenta/:id (read bank_statement): a statement, its progress and its lines. */
export function Component() {
  const id = Number(useParams().id)
  if (!Number.isInteger(id) || id < 1) return <Navigate to="/pages/misc/page-not-found" replace />
  return <StatementScreen id={id} />
}

function StatementScreen({ id }: { id: number }) {
  const { t } = useTranslation('bankStatements')
  const statement = useStatement(id)
  if (statement.isPending) return <LinearProgress aria-label={t('detail.loading')} />
  if (statement.isError) {
    const status = statement.error instanceof HttpError ? statement.error.status : 0
    return <Alert severity="error">{t(status === 404 ? 'detail.notFound' : 'detail.failed')}</Alert>
  }
  return <StatementLines statement={statement.data} />
}

/** What the statement holds and, while its job runs, how far the matching got. */
function StatementBanner({ statement }: { statement: BankStatement }) {
  const { t, i18n } = useTranslation('bankStatements')
  const number = (value: number) => formatNumber(value, i18n.language)
  const percent =
    statement.newLines === 0 ? 100 : Math.round((statement.processedLines / statement.newLines) * 100)
  return (
    <Stack spacing={1} sx={{ mb: 2 }}>
      <Typography role="status">
        {t('detail.figures', {
          count: number(statement.lineCount),
          posted: number(statement.postedCount),
          waiting: number(statement.waitingCount),
          duplicates: number(statement.duplicateCount),
          credits: formatMoney(statement.creditCents),
          debits: formatMoney(statement.debitCents),
        })}
      </Typography>
      {statement.status === 'matching' && (
        <>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('detail.progress', {
              done: number(statement.processedLines),
              count: number(statement.newLines),
            })}
          />
          <Typography variant="body2">
            {t('detail.progress', {
              done: number(statement.processedLines),
              count: number(statement.newLines),
            })}
          </Typography>
        </>
      )}
    </Stack>
  )
}

function StatementLines({ statement }: { statement: BankStatement }) {
  const { t, i18n } = useTranslation('bankStatements')
  const { callText } = useErrorText('bankStatements')
  const { params, update, query } = useListParams(filterNames)
  const lines = useStatementLines(statement.id, query)
  const notice = useListNotice()
  const columns: DataTableColumn<StatementLine>[] = [
    {
      id: 'lineNo',
      header: t('columns.lineNo'),
      sortKey: 'lineNo',
      render: (line) => formatNumber(line.lineNo, i18n.language),
    },
    ...useLineColumns(),
    { id: 'actions', header: t('columns.actions'), render: (line) => <LineActions line={line} /> },
  ]
  return (
    <ListScreen
      title={statementName(statement, t, i18n.language)}
      subtitle={t('list.period', {
        from: formatDate(statement.fromDate, i18n.language),
        to: formatDate(statement.toDate, i18n.language),
      })}
      notice={notice}
      banner={<StatementBanner statement={statement} />}
      filters={
        <FilterSelect
          id="lines-status"
          label={t('columns.status')}
          value={params.filters.status ?? ''}
          allLabel={t('list.all')}
          options={lineStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          onChange={(status) => update({ filters: { status } })}
        />
      }
      list={{ params, update }}
      searchLabel={t('detail.search')}
      errorText={callText}
      query={lines}
      table={{
        label: t('detail.linesLabel'),
        columns,
        rows: lines.data?.items,
        rowKey: (line) => line.id,
        total: lines.data?.total ?? 0,
        emptyText: t('detail.empty'),
      }}
    />
  )
}
