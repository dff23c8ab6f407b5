import Download from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayRunDirectDebit } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { downloadAttachment } from '../../../lib/download-file'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatDateTime, formatMoney, formatNumber } from '../../../lib/format'
import { useSession } from '../../../lib/use-session'
import { runFilePath, useRun, useRunLines } from '../api/runs'
import { AnswerCard } from '../components/answer-card'
import { LineTable } from '../components/line-table'

/**
 * /apps/domiciliacion/:id (read direct_debit): a run's figures and debits with their status and reason;
 * treasury downloads the file for the bank and uploads the bank's answer.
 */
export function Component() {
  const { t, i18n } = useTranslation('directDebit')
  const { callText } = useErrorText('directDebit')
  const { rules } = useSession()
  const id = Number(useParams().id)
  const run = useRun(id)
  const lines = useRunLines(id)
  const [failure, setFailure] = useState<string | null>(null)
  const language = i18n.language
  const data = run.data
  const treasurer = mayRunDirectDebit(rules)
  const download = () => {
    if (!data) return
    setFailure(null)
    downloadAttachment(runFilePath(id), `domiciliacion-${data.billingDate}-${id}.txt`).catch(
      (error: unknown) => setFailure(callText(error)),
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
    <>
      <ScreenHeader
        title={data ? t('detail.title', { date: formatDate(data.billingDate, language) }) : t('list.title')}
        subtitle={
          data
            ? t('detail.created', {
                when: formatDateTime(data.createdAt, language),
                who: data.createdBy?.fullName ?? '',
              })
            : undefined
        }
        actions={
          treasurer && data ? (
            <Button startIcon={<Download />} onClick={download}>
              {t('detail.download')}
            </Button>
          ) : undefined
        }
      />
      {(run.isPending || lines.isPending) && <LinearProgress aria-label={t('loading')} sx={{ mb: 2 }} />}
      {failure && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {failure}
        </Alert>
      )}
      {run.isError && <Alert severity="error">{callText(run.error)}</Alert>}
      {data && (
        <Stack spacing={3}>
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
          {treasurer && <AnswerCard runId={id} billingDate={data.billingDate} />}
          <Card>
            <CardContent>
              <Typography variant="h6" component="h2" sx={{ mb: 2 }}>
                {t('lines.title')}
              </Typography>
              {lines.isError && <Alert severity="error">{callText(lines.error)}</Alert>}
              {lines.data && <LineTable lines={lines.data.items} />}
            </CardContent>
          </Card>
        </Stack>
      )}
    </>
  )
}
