import Download from '@mui/icons-material/Download'
import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import Button from '@mui/material/Button'
import Card from '@mui/material/Card'
import CardContent from '@mui/material/CardContent'
import Stack from '@mui/material/Stack'
import Table from '@mui/material/Table'
import TableBody from '@mui/material/TableBody'
import TableCell from '@mui/material/TableCell'
import TableHead from '@mui/material/TableHead'
import TableRow from '@mui/material/TableRow'
import MenuItem from '@mui/material/MenuItem'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { businessToday, mayWorkPldAlerts, pldPaths, type PldReportKind } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useSearchParams } from 'react-router'
import { ScreenHeader } from '../../../components/list-screen'
import { downloadAttachment } from '../../../lib/download-file'
import { useErrorText } from '../../../lib/error-text'
import { formatDate, formatFolio, formatMoney, formatMonth } from '../../../lib/format'
import { useSession } from '../../../lib/use-session'
import { useRelevantOperations, useReports } from '../api/get-reports'
import { ReportDialog } from '../components/report-dialog'
import { ThresholdCard } from '../components/threshold-card'

/** The period the address names (`?period=YYYY-MM`), else the business day's month. */
const periodOf = (text: string | null) =>
  text && /^\d{4}-(0[1-9]|1[0-2])$/.test(text) ? text : businessToday().slice(0, 7)

/** The business day's month and the 23 before it, newest first: the months a report is asked for. */
function recentMonths() {
  const [year, month] = businessToday().split('-').map(Number) as [number, number]
  return Array.from({ length: 24 }, (_, back) => {
    const index = year * 12 + (month - 1) - back
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
  })
}

/**
 * /apps/pld/reports (read pld): the month's relevant operations (cash at or above the threshold) and the
 * officer's unusual and internal-concern reports, each exported in the documented layout; the officer writes
 * a new report with its narrative.
 */
export function Component() {
  const { t, i18n } = useTranslation('pld')
  const { callText } = useErrorText('pld')
  const { rules } = useSession()
  const [searchParams, setSearchParams] = useSearchParams()
  const period = periodOf(searchParams.get('period'))
  const relevant = useRelevantOperations(period)
  const reports = useReports(period)
  const [writing, setWriting] = useState(false)
  const [notice, setNotice] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)

  const download = (kind: PldReportKind) => {
    setFailure(null)
    downloadAttachment(
      `${pldPaths.reportExport}?kind=${kind}&period=${period}`,
      `pld-${kind}-${period}.txt`,
    ).catch((error: unknown) => setFailure(callText(error)))
  }
  const exportButton = (kind: PldReportKind) => (
    <Button startIcon={<Download />} onClick={() => download(kind)}>
      {t('reports.export')}
    </Button>
  )

  return (
    <>
      <ScreenHeader
        title={t('reports.title')}
        subtitle={t('reports.subtitle')}
        actions={
          mayWorkPldAlerts(rules) && (
            <Button variant="contained" onClick={() => setWriting(true)}>
              {t('actions.newReport')}
            </Button>
          )
        }
      />
      <Stack spacing={3}>
        <TextField
          select
          id="pld-period"
          label={t('reports.period')}
          value={period}
          onChange={(event) => setSearchParams({ period: event.target.value }, { replace: true })}
          sx={{ maxWidth: 260 }}
        >
          {[...new Set([period, ...recentMonths()])].map((month) => (
            <MenuItem key={month} value={month}>
              {formatMonth(month, i18n.language)}
            </MenuItem>
          ))}
        </TextField>
        {notice && (
          <Alert severity="success" role="status" onClose={() => setNotice(null)}>
            {notice}
          </Alert>
        )}
        {failure && <Alert severity="error">{failure}</Alert>}
        <ThresholdCard editable={mayWorkPldAlerts(rules)} onSaved={() => setNotice(t('done.threshold'))} />
        <Card>
          <CardContent>
            <Stack direction="row" sx={{ alignItems: 'center', mb: 1 }}>
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {t('reports.relevant')}
              </Typography>
              {exportButton('relevant')}
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
              {t('reports.relevantHelp')}
            </Typography>
            {relevant.isError && <Alert severity="error">{callText(relevant.error)}</Alert>}
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('reports.relevant')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('reports.columns.paidOn')}</TableCell>
                    <TableCell>{t('reports.columns.customer')}</TableCell>
                    <TableCell>{t('reports.columns.folio')}</TableCell>
                    <TableCell align="right">{t('reports.columns.amount')}</TableCell>
                    <TableCell align="right">{t('reports.columns.threshold')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {relevant.data?.items.map((item) => (
                    <TableRow key={item.paymentId}>
                      <TableCell>{formatDate(item.paidOn, i18n.language)}</TableCell>
                      <TableCell>{item.customerName}</TableCell>
                      <TableCell>{formatFolio(item.folio, i18n.language)}</TableCell>
                      <TableCell align="right">
                        {formatMoney(item.amountCents, { language: i18n.language })}
                      </TableCell>
                      <TableCell align="right">
                        {formatMoney(item.thresholdCents, { language: i18n.language })}
                      </TableCell>
                    </TableRow>
                  ))}
                  {relevant.data && relevant.data.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={5}>{t('reports.noneRelevant')}</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </Box>
            {relevant.data && relevant.data.items.length > 0 && (
              <Typography sx={{ mt: 1, fontWeight: 600 }}>
                {t('reports.total', {
                  amount: formatMoney(relevant.data.totalCents, { language: i18n.language }),
                })}
              </Typography>
            )}
          </CardContent>
        </Card>
        <Card>
          <CardContent>
            <Stack
              direction="row"
              spacing={1}
              useFlexGap
              sx={{ alignItems: 'center', mb: 2, flexWrap: 'wrap' }}
            >
              <Typography variant="h6" component="h2" sx={{ flex: 1 }}>
                {t('reports.officer')}
              </Typography>
              <Button startIcon={<Download />} onClick={() => download('unusual')}>
                {t('reports.exportUnusual')}
              </Button>
              <Button startIcon={<Download />} onClick={() => download('internal_concern')}>
                {t('reports.exportInternal')}
              </Button>
            </Stack>
            {reports.isError && <Alert severity="error">{callText(reports.error)}</Alert>}
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={t('reports.officer')}>
                <TableHead>
                  <TableRow>
                    <TableCell>{t('reports.columns.detectedOn')}</TableCell>
                    <TableCell>{t('reports.columns.kind')}</TableCell>
                    <TableCell>{t('reports.columns.subject')}</TableCell>
                    <TableCell>{t('reports.columns.narrative')}</TableCell>
                    <TableCell>{t('reports.columns.status')}</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {reports.data?.items.map((report) => (
                    <TableRow key={report.id}>
                      <TableCell>{formatDate(report.detectedOn, i18n.language)}</TableCell>
                      <TableCell>{t(`reportKinds.${report.kind}`)}</TableCell>
                      <TableCell>{report.subjectName}</TableCell>
                      <TableCell sx={{ maxWidth: 420 }}>{report.narrative}</TableCell>
                      <TableCell>{t(`reportStatuses.${report.status}`)}</TableCell>
                    </TableRow>
                  ))}
                  {reports.data && reports.data.items.length === 0 && (
                    <TableRow>
                      <TableCell colSpan={5}>{t('reports.noneOfficer')}</TableCell>
                    </TableRow>
                  )}
                </TableBody>
              </Table>
            </Box>
          </CardContent>
        </Card>
      </Stack>
      {writing && (
        <ReportDialog
          onClose={() => setWriting(false)}
          onDone={() => {
            setWriting(false)
            setNotice(t('done.report'))
          }}
        />
      )}
    </>
  )
}
