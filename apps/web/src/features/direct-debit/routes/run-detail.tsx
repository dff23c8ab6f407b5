import Download from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { debitLineStatuses, mayRunDirectDebit, type DebitLine } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { FilterSelect, ListScreen, useListNotice } from '../../../components/list-screen'
import { downloadAttachment } from '../../../lib/download-file'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import { lineFilterNames, runFilePath, useRun, useRunLines } from '../api/runs'
import { AnswerCard } from '../components/answer-card'
import { useLineColumns } from '../components/line-columns'

/**
 * /apps/domiciliacion/:id (read direct_debit): a run's figures, then its debits a page at a time with their
 * status and reason (filtered by status, searched by reference or holder); treasury downloads the file for the
 * bank and uploads the bank's answer.
 */
export function Component() {
  const { t, i18n } = useTranslation('directDebit')
  const { callText } = useErrorText('directDebit')
  const { rules } = useSession()
  const id = Number(useParams().id)
  const run = useRun(id)
  const { params, update, query } = useListParams(lineFilterNames)
  const lines = useRunLines(id, query)
  const notice = useListNotice()
  const columns = useLineColumns()
  const language = i18n.language
  const data = run.data
  const treasurer = mayRunDirectDebit(rules)
  const download = () => {
    if (!data) return
    downloadAttachment(runFilePath(id), `domiciliacion-${data.billingDate}-${id}.txt`).catch(
      (error: unknown) => notice.show(callText(error), 'error'),
    )
  }
  const figures = data
    ? [
        [t('columns.count'), formatNumber(data.lineCount, language)],
        [t('columns.total'), formatMoney(data.totalCents)],
        [t('columns.collected'), formatMoney(data.collectedCents)],
        [t('columns.rejected'), formatNumber(data.rejectedCount, language)],
        [t('columns.refused'), formatNumber(data.refusedCount, language)],
        [t('columns.pending'), formatNumber(data.pendingCount, language)],
      ]
    : []
  return (
    <ListScreen<DebitLine>
      title={data ? t('detail.title', { date: formatDate(data.billingDate, language) }) : t('list.title')}
      subtitle={
        data
          ? t('detail.created', {
              when: formatDateTime(data.createdAt, language),
              who: data.createdBy?.fullName ?? '',
            })
          : undefined
      }
      headerActions={
        treasurer && data ? (
          <Button startIcon={<Download />} onClick={download}>
            {t('detail.download')}
          </Button>
        ) : undefined
      }
      notice={notice}
      banner={
        <Stack spacing={3} sx={{ mb: 3 }}>
          {run.isPending && <LinearProgress aria-label={t('loading')} />}
          {run.isError && <Alert severity="error">{callText(run.error)}</Alert>}
          {data && (
            <Card>
              <CardContent>
                <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }}>
                  {figures.map(([label, value]) => (
                    <div key={label}>
                      <Typography variant="caption" color="text.secondary">
                        {label}
                      </Typography>
                      <Typography variant="h6" component="p">
                        {value}
                      </Typography>
                    </div>
                  ))}
                </Stack>
              </CardContent>
            </Card>
          )}
          {treasurer && data && <AnswerCard runId={id} billingDate={data.billingDate} />}
        </Stack>
      }
      filters={
        <FilterSelect
          id="debit-line-status"
          label={t('lines.status')}
          allLabel={t('lines.allStatuses')}
          value={params.filters.status ?? ''}
          options={debitLineStatuses.map((status) => ({ value: status, label: t(`statuses.${status}`) }))}
          onChange={(status) => update({ filters: { status } })}
        />
      }
      list={{ params, update }}
      searchLabel={t('lines.search')}
      errorText={callText}
      query={lines}
      table={{
        label: t('lines.title'),
        columns,
        rows: lines.data?.items,
        rowKey: (line) => line.id,
        total: lines.data?.total ?? 0,
        emptyText: t('lines.none'),
      }}
    />
  )
}
