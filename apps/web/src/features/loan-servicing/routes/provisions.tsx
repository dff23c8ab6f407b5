import Alert from '@mui/material/Alert'
import Box from '@mui/material/Box'
import LinearProgress from '@mui/material/LinearProgress'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import { businessToday } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ScreenHeader } from '../../../components/list-screen'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney, formatNumber } from '../../../lib/format'
import { useProvisionReport } from '../api/get-provisions'
import { ProvisionsTable } from '../components/provisions-table'

/** /apps/solicitudes/loans/provisions (read Documentos): loss provisions as of a date (issue 33). */
export function Component() {
  const { t, i18n } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const today = businessToday()
  const [asOf, setAsOf] = useState(today)
  const report = useProvisionReport(asOf)
  return (
    <>
      <ScreenHeader
        title={t('loanServicing.provisions.title')}
        subtitle={t('loanServicing.provisions.subtitle')}
      />
      <Stack spacing={2}>
        <TextField
          type="date"
          size="small"
          sx={{ maxWidth: 220 }}
          label={t('loanServicing.provisions.asOf')}
          value={asOf}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: today } }}
          onChange={(event) => event.target.value && setAsOf(event.target.value)}
        />
        <Box sx={{ height: 4 }}>
          {report.isFetching && <LinearProgress aria-label={t('loanServicing.loading')} />}
        </Box>
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
