import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import Link from '@mui/material/Link'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayWorkBankStatements, type BankStatement } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import type { DataTableColumn } from '../../../components/data-table'
import { ListScreen, useListNotice } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { useStatements } from '../api/statements'
import { ImportCard } from '../components/import-card'
import { SpeiTestButton } from '../components/spei-test-button'
import { statementName } from '../components/statement-name'

/** /apps/tesoreria/estados-de-cuenta (read bank_statement): the imported statements, and the import. */
export function Component() {
  const { t, i18n } = useTranslation('bankStatements')
  const { callText } = useErrorText('bankStatements')
  const { rules } = useSession()
  const { params, update, query } = useListParams()
  const statements = useStatements(query)
  const notice = useListNotice()
  const number = (value: number) => formatNumber(value, i18n.language)
  const columns: DataTableColumn<BankStatement>[] = [
    {
      id: 'file',
      header: t('list.columns.file'),
      render: (statement) => (
        <>
          <Link
            component={RouterLink}
            to={`/apps/tesoreria/estados-de-cuenta/${statement.id}`}
            sx={{ fontWeight: 600 }}
          >
            {statementName(statement, t, i18n.language)}
          </Link>
          <Typography variant="caption" color="text.secondary" component="p">
            {t(`formats.${statement.format}`)} · {statement.account}
          </Typography>
        </>
      ),
    },
    {
      id: 'period',
      header: t('list.columns.period'),
      sortKey: 'fromDate',
      render: (statement) =>
        t('list.period', {
          from: formatDate(statement.fromDate, i18n.language),
          to: formatDate(statement.toDate, i18n.language),
        }),
    },
    {
      id: 'lines',
      header: t('list.columns.lines'),
      align: 'right',
      render: (statement) =>
        statement.status === 'matching' ? (
          <Stack spacing={0.5}>
            <LinearProgress
              variant="determinate"
              value={statement.newLines === 0 ? 100 : (statement.processedLines / statement.newLines) * 100}
              aria-label={t('detail.progress', {
                done: number(statement.processedLines),
                count: number(statement.newLines),
              })}
            />
            <Typography variant="caption">{t('statuses.matching')}</Typography>
          </Stack>
        ) : (
          t('list.lines', {
            posted: number(statement.postedCount),
            waiting: number(statement.waitingCount),
            count: number(statement.lineCount),
          })
        ),
    },
    {
      id: 'credits',
      header: t('list.columns.credits'),
      align: 'right',
      render: (statement) => formatMoney(statement.creditCents),
    },
    {
      id: 'imported',
      header: t('list.columns.imported'),
      sortKey: 'importedAt',
      render: (statement) => (
        <>
          {formatDateTime(statement.importedAt, i18n.language)}
          <Typography variant="caption" color="text.secondary" component="p">
            {statement.importedBy}
          </Typography>
        </>
      ),
    },
  ]
  return (
    <ListScreen
      title={t('list.title')}
      subtitle={t('list.subtitle')}
      notice={notice}
      banner={mayWorkBankStatements(rules) ? <ImportCard /> : undefined}
      actions={
        <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
          {mayWorkBankStatements(rules) && <SpeiTestButton onSent={(text) => notice.show(text)} />}
          <Button component={RouterLink} to="/apps/tesoreria/conciliacion" variant="outlined">
            {t('list.toQueue')}
          </Button>
          <Button component={RouterLink} to="/apps/tesoreria/conciliacion/resumen" variant="outlined">
            {t('list.toSummary')}
          </Button>
        </Stack>
      }
      list={{ params, update }}
      searchLabel={t('list.search')}
      errorText={callText}
      query={statements}
      table={{
        label: t('list.title'),
        columns,
        rows: statements.data?.items,
        rowKey: (statement) => statement.id,
        total: statements.data?.total ?? 0,
        emptyText: t('list.empty'),
      }}
    />
  )
}
