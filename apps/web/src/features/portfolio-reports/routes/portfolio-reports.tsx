import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Grid from '@mui/material/Grid'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import Typography from '@mui/material/Typography'
import { mayEditReportRecipients, screens } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { Link as RouterLink } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatDate } from '../../../lib/format'
import { useListParams } from '../../../lib/use-list-params'
import { useSession } from '../../../lib/use-session'
import {
  reportFilterNames,
  usePortfolioReport,
  type ReportFilters as Filters,
} from '../api/get-portfolio-report'
import { downloadReport } from '../api/report-files'
import { BucketPanel } from '../components/bucket-panel'
import { ConcentrationPanels } from '../components/concentration-panel'
import { HeadlineCards } from '../components/headline-cards'
import { IndicatorPanel } from '../components/indicator-panel'
import { LossesPanel } from '../components/losses-panel'
import { ProvisionsPanel } from '../components/provisions-panel'
import { ReportFilters } from '../components/report-filters'
import { RollRatePanel } from '../components/roll-rate-panel'
import { VintagePanel } from '../components/vintage-panel'

/** The panels that take half the row on a wide screen, in their order. */
const halfPanels = {
  buckets: BucketPanel,
  indicators: IndicatorPanel,
  vintages: VintagePanel,
  rollRates: RollRatePanel,
  losses: LossesPanel,
  provisions: ProvisionsPanel,
}

/** /apps/reportes-cartera (read portfolio_reports): the risk committee's and board's reports as of a business date. */

export function Component() {
  const { t, i18n } = useTranslation('portfolio-reports')
  const { callText } = useErrorText('portfolio-reports')
  const { rules } = useSession()
  const { params, update } = useListParams(reportFilterNames)
  const filters: Filters = params.filters
  const report = usePortfolioReport(filters)
  const data = report.data
  const [downloadError, setDownloadError] = useState<string | null>(null)
  const change = (changes: Filters) =>
    update({
      filters: Object.fromEntries(Object.entries(changes).map(([name, value]) => [name, value ?? ''])),
    })
  const download = (kind: 'xlsx' | 'pdf') => {
    if (!report.data) return
    setDownloadError(null)
    downloadReport(kind, filters, report.data.asOf).catch((error: unknown) =>
      setDownloadError(callText(error)),
    )
  }
  return (
    <>
      <ScreenHeader title={t('title')} subtitle={t('subtitle')} />
      <ReportFilters filters={filters} onChange={change} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', alignItems: 'center', mb: 1 }}>
        {report.data && (
          <Typography variant="subtitle1" component="p" sx={{ mr: 'auto' }}>
            {t('asOf', { date: formatDate(report.data.asOf, i18n.language) })}
          </Typography>
        )}
        <Button variant="outlined" onClick={() => download('xlsx')} disabled={!report.data}>
          {t('download.xlsx')}
        </Button>
        <Button variant="outlined" onClick={() => download('pdf')} disabled={!report.data}>
          {t('download.pdf')}
        </Button>
        {mayEditReportRecipients(rules) && (
          <Button component={RouterLink} to={screens.portfolioReportRecipients.path}>
            {t('recipients.link')}
          </Button>
        )}
      </Stack>
      {/* The loading bar's line is always there, so new figures arriving move nothing (CLS). */}
      <Box sx={{ height: 4, mb: 1 }}>{report.isFetching && <LinearProgress aria-label={t('loading')} />}</Box>
      {report.isError && <Alert severity="error">{callText(report.error)}</Alert>}
      {downloadError && <Alert severity="error">{downloadError}</Alert>}
      {data && (
        <>
          <HeadlineCards report={data} />
          <Grid container spacing={2}>
            {Object.entries(halfPanels).map(([key, Panel]) => (
              <Grid key={key} size={{ xs: 12, lg: 6 }}>
                <Panel report={data} />
              </Grid>
            ))}
            <Grid size={12}>
              <Stack spacing={2}>
                <ConcentrationPanels report={data} />
              </Stack>
            </Grid>
          </Grid>
        </>
      )}
    </>
  )
}
