import FileDownload from '@mui/icons-material/FileDownload'
import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { screens, type ImportEntity, type ImportSummary } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { useErrorText } from '../../../lib/error-text'
import { downloadErrorReport } from '../api/download-error-report'
import { formatNumber } from '../../../lib/format'

/** Where the imported records are listed. */
const listOf: Record<ImportEntity, string> = {
  allies: screens.alliesList.path,
  'credit-applications': screens.creditApplicationsList.path,
  customers: screens.supportCustomers.path,
}

/** The job's progress (batches committed of all), its running totals and, when done, the error report. */
export function ProgressCard({ summary }: { summary: ImportSummary }) {
  const { t, i18n } = useTranslation('imports')
  const { callText } = useErrorText('imports')
  const [reportError, setReportError] = useState<unknown>(null)
  const number = (value: number) => formatNumber(value, i18n.language)
  const done = summary.status === 'done'
  const percent =
    summary.batchCount === 0 ? 100 : Math.round((summary.batchesDone / summary.batchCount) * 100)
  return (
    <Card>
      <CardContent>
        <Stack spacing={2}>
          <Typography variant="h6" component="h2">
            {done ? t('progress.done') : t('progress.running')}
          </Typography>
          <LinearProgress
            variant="determinate"
            value={percent}
            aria-label={t('progress.label', { percent })}
          />
          <Typography>
            {t('progress.batches', {
              done: number(summary.batchesDone),
              count: number(summary.batchCount),
              percent,
            })}
          </Typography>
          <Typography role="status">
            {t('progress.totals', {
              created: number(summary.created),
              updated: number(summary.updated),
              skipped: number(summary.skipped),
              rejected: number(summary.rejected),
            })}
          </Typography>
          <Stack direction="row" spacing={2} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {done && summary.rejected > 0 && (
              <Button
                variant="outlined"
                startIcon={<FileDownload />}
                onClick={() => downloadErrorReport(summary.id).catch(setReportError)}
              >
                {t('progress.errorReport')}
              </Button>
            )}
            {done && (
              <Button component={RouterLink} to={listOf[summary.entity]} variant="contained">
                {t('progress.seeAllies', { context: summary.entity })}
              </Button>
            )}
          </Stack>
          {reportError !== null && <Alert severity="error">{callText(reportError)}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  )
}
