import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { arrearsBuckets, exportPaths, type ExportFormat } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { ExportButton } from '../../../components/list-screen/export-button'
import { useBusinessDay } from '../../../lib/business-date'
import { downloadCsvExport } from '../../../lib/csv-export'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney, formatNumber } from '../../../lib/format'
import { useProvisionReport } from '../api/get-provisions'
import { ProvisionsTable } from '../components/provisions-table'

/**
 * /apps/solicitudes/loans/provisions (read Documentos): loss provisions as of a date (issue 33), the business
 * date until another is picked, and the report as CSV or XLSX as of that date (the report's own scope).
 */
export function Component() {
  const { t, i18n } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const today = useBusinessDay()
  // No date asked until one is picked: the API answers as of its business date, never a day past it.
  const [picked, setPicked] = useState<string | null>(null)
  const report = useProvisionReport(picked ?? undefined)
  const shownOn = picked ?? report.data?.asOf ?? today
  const [exportError, setExportError] = useState<string | null>(null)
  const exportReport = (format: ExportFormat) => {
    setExportError(null)
    const label = (key: string) => t(`loanServicing.provisions.${key}`)
    return downloadCsvExport(
      exportPaths.provisions,
      { asOf: shownOn },
      {
        headers: Object.fromEntries(
          ['bucket', 'loans', 'exposure', 'provision', 'coverage'].map((key) => [key, label(key)]),
        ),
        values: Object.fromEntries([
          ...arrearsBuckets.map((bucket) => [`bucket:${bucket}`, t(`loanServicing.buckets.${bucket}`)]),
          ['bucket:total', label('total')],
        ]),
      },
      `reservas-${shownOn}.csv`,
      format,
    )
  }
  return (
    <>
      <ScreenHeader
        title={t('loanServicing.provisions.title')}
        subtitle={t('loanServicing.provisions.subtitle')}
        actions={
          <ExportButton
            onExport={exportReport}
            onError={(error) => setExportError(callText(error))}
            disabled={!report.data}
          />
        }
      />
      <Stack spacing={2}>
        <TextField
          id="provisions-as-of"
          type="date"
          size="small"
          sx={{ maxWidth: 220 }}
          label={t('loanServicing.provisions.asOf')}
          value={shownOn}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          onChange={(event) => event.target.value && setPicked(event.target.value)}
        />
        <Box sx={{ height: 4 }}>
          {report.isFetching && <LinearProgress aria-label={t('loanServicing.loading')} />}
        </Box>
        {exportError && (
          <Alert severity="error" onClose={() => setExportError(null)}>
            {exportError}
          </Alert>
        )}
        {report.isError && <Alert severity="error">{callText(report.error)}</Alert>}
        {report.data && (
          <>
            <ProvisionsTable report={report.data} />
            <Typography variant="body2" color="text.secondary">
              {t('loanServicing.provisions.nonAccrual', {
                count: report.data.nonAccrualLoans,
                loans: formatNumber(report.data.nonAccrualLoans, i18n.language),
                amount: formatMoney(report.data.suspendedInterestCents),
              })}
            </Typography>
          </>
        )}
      </Stack>
    </>
  )
}
