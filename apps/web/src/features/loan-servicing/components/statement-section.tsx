import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import LinearProgress from '@mui/material/LinearProgress'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import Typography from '@mui/material/Typography'
import type { CreditProduct } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { useDownloadStatementPdf, useStatement } from '../api/get-statement'
import { BucketChip } from './bucket-chip'
import { LoanFigures } from './loan-figures'
import { PaymentsTable } from './payments-table'
import { ScheduleTable } from './schedule-table'
import { StatementDisclosures } from './statement-disclosures'

/** The statement (estado de cuenta) of a chosen month: on screen (printable) and as a PDF. */
export function StatementSection(props: { origin: CreditProduct; id: number; periods: string[] }) {
  const { t } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const [period, setPeriod] = useState(props.periods[0] ?? '')
  const statement = useStatement(props.origin, props.id, period)
  const pdf = useDownloadStatementPdf(props.origin, props.id)
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap spacing={2} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
        <TextField
          select
          size="small"
          sx={{ minWidth: 160 }}
          label={t('loanServicing.statement.period')}
          value={period}
          onChange={(event) => setPeriod(event.target.value)}
        >
          {props.periods.map((value) => (
            <MenuItem key={value} value={value}>
              {value}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="outlined" onClick={() => window.print()}>
          {t('loanServicing.statement.print')}
        </Button>
        <Button variant="outlined" disabled={pdf.isPending} onClick={() => pdf.mutate(period)}>
          {t('loanServicing.statement.pdf')}
        </Button>
      </Stack>
      {pdf.isError && <Alert severity="error">{callText(pdf.error)}</Alert>}
      {statement.isPending ? (
        <LinearProgress aria-label={t('loanServicing.loading')} />
      ) : statement.isError ? (
        <Alert severity="error">{callText(statement.error)}</Alert>
      ) : (
        <>
          <LoanFigures
            figures={[
              {
                label: t('loanServicing.statement.opening'),
                value: formatMoney(statement.data.openingBalanceCents),
              },
              {
                label: t('loanServicing.statement.lateInterest'),
                value: formatMoney(statement.data.lateInterestAccruedCents),
              },
              {
                label: t('loanServicing.statement.closing'),
                value: formatMoney(statement.data.closingBalanceCents),
              },
              {
                label: t('loanServicing.summary.daysPastDue'),
                value: <BucketChip bucket={statement.data.bucket} days={statement.data.daysPastDue} />,
              },
            ]}
          />
          <StatementDisclosures statement={statement.data} />
          <Typography variant="subtitle1" component="h4">
            {t('loanServicing.statement.installmentsDue')}
          </Typography>
          <ScheduleTable
            rows={statement.data.installmentsDue}
            label={t('loanServicing.statement.installmentsDue')}
          />
          <Typography variant="subtitle1" component="h4">
            {t('loanServicing.statement.payments')}
          </Typography>
          <PaymentsTable payments={statement.data.payments} label={t('loanServicing.statement.payments')} />
        </>
      )}
    </Stack>
  )
}
