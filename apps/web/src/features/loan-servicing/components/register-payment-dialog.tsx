import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogTitle from '@mui/material/DialogTitle'
import FormControlLabel from '@mui/material/FormControlLabel'
import FormLabel from '@mui/material/FormLabel'
import MenuItem from '@mui/material/MenuItem'
import Radio from '@mui/material/Radio'
import RadioGroup from '@mui/material/RadioGroup'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import {
  paymentMethods,
  prepaymentChoices,
  type CreditProduct,
  type LoanDetail,
  type PaymentMethod,
  type PrepaymentChoice,
} from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { centsToPesosText, pesosTextToCents } from '../../../components/form/money'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { usePayoffQuote } from '../api/get-payoff-quote'
import { useRegisterPayment } from '../api/register-payment'

/**
 * Registers a payment: amount in pesos, the day the money arrived, method and reference, and what an amount
 * beyond the current installment does (the customer's choice). Proposes what is owed now; shows the payoff.
 */
export function RegisterPaymentDialog(props: {
  origin: CreditProduct
  id: number
  loan: LoanDetail
  onClose: () => void
  onDone: () => void
}) {
  const { t } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const register = useRegisterPayment(props.origin, props.id)
  const { summary } = props.loan
  const [amount, setAmount] = useState(centsToPesosText(summary.overdueCents + summary.nextDueCents))
  const [paidOn, setPaidOn] = useState(props.loan.asOf)
  const [method, setMethod] = useState<PaymentMethod>('spei')
  const [reference, setReference] = useState('')
  const [choice, setChoice] = useState<PrepaymentChoice>('reduce_term')
  const payoff = usePayoffQuote(props.origin, props.id, paidOn)
  const cents = pesosTextToCents(amount)
  const submit = () =>
    register.mutate(
      {
        amountCents: cents ?? 0,
        paidOn,
        method,
        reference,
        prepaymentChoice: choice,
        version: props.loan.version,
      },
      { onSuccess: props.onDone },
    )
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('loanServicing.register.title')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            required
            label={t('loanServicing.register.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            helperText={
              payoff.data
                ? t('loanServicing.register.payoffHint', { amount: formatMoney(payoff.data.totalCents) })
                : ' '
            }
          />
          <TextField
            required
            type="date"
            label={t('loanServicing.register.paidOn')}
            value={paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
            slotProps={{
              inputLabel: { shrink: true },
              htmlInput: { max: props.loan.asOf, min: props.loan.disbursedOn },
            }}
          />
          <TextField
            select
            label={t('loanServicing.register.method')}
            value={method}
            onChange={(event) => setMethod(event.target.value as PaymentMethod)}
          >
            {paymentMethods.map((value) => (
              <MenuItem key={value} value={value}>
                {t(`loanServicing.methods.${value}`)}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('loanServicing.register.reference')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
          <div>
            <FormLabel id="prepayment-choice">{t('loanServicing.register.prepayment')}</FormLabel>
            <RadioGroup
              aria-labelledby="prepayment-choice"
              value={choice}
              onChange={(event) => setChoice(event.target.value as PrepaymentChoice)}
            >
              {prepaymentChoices.map((value) => (
                <FormControlLabel
                  key={value}
                  value={value}
                  control={<Radio />}
                  label={t(`loanServicing.prepaymentChoices.${value}`)}
                />
              ))}
            </RadioGroup>
          </div>
          {register.isError && <Alert severity="error">{callText(register.error)}</Alert>}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('loanServicing.cancel')}</Button>
        <Button variant="contained" disabled={!cents || register.isPending} onClick={submit}>
          {t('loanServicing.register.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
