import Alert from '@mui/material/Alert'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { CreditProduct } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { usePayoffQuote } from '../api/get-payoff-quote'
import { LoanFigures } from './loan-figures'

/** The payoff quote for a date: principal, interest to the day and its IVA, late interest, the total. */
export function PayoffSection(props: { origin: CreditProduct; id: number; today: string }) {
  const { t } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const [on, setOn] = useState(props.today)
  const quote = usePayoffQuote(props.origin, props.id, on)
  return (
    <Stack spacing={2}>
      <TextField
        type="date"
        size="small"
        sx={{ maxWidth: 220 }}
        label={t('loanServicing.payoff.on')}
        value={on}
        onChange={(event) => setOn(event.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: props.today } }}
      />
      {quote.isError && <Alert severity="error">{callText(quote.error)}</Alert>}
      {quote.data && (
        <LoanFigures
          figures={[
            { label: t('loanServicing.payoff.principal'), value: formatMoney(quote.data.principalCents) },
            {
              label: t('loanServicing.payoff.interest'),
              value: formatMoney(quote.data.interestCents + quote.data.ivaCents),
            },
            {
              label: t('loanServicing.payoff.lateInterest'),
              value: formatMoney(quote.data.lateInterestCents + quote.data.lateInterestIvaCents),
            },
            {
              label: t('loanServicing.payoff.fees'),
              value: formatMoney(quote.data.feesCents + quote.data.feesIvaCents),
            },
            { label: t('loanServicing.payoff.insurance'), value: formatMoney(quote.data.insuranceCents) },
            { label: t('loanServicing.payoff.total'), value: formatMoney(quote.data.totalCents) },
          ]}
        />
      )}
    </Stack>
  )
}
