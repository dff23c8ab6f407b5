import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import MenuItem from '@mui/material/MenuItem'
import Stack from '@mui/material/Stack'
import TextField from '@mui/material/TextField'
import type { CreditProduct, LoanDetail } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { centsToPesosText, pesosTextToCents } from '../../../components/form/money'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { useLoanCredit } from '../api/loan-credit'

interface CreditDialogProps {
  origin: CreditProduct
  id: number
  loan: LoanDetail
  onClose: () => void
}

/** Asks for a refund of the credit balance: the outgoing transfer's amount, date and reference (four eyes). */
export function RefundDialog(props: CreditDialogProps) {
  const { t } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const { refund } = useLoanCredit(props.origin, props.id)
  const [amount, setAmount] = useState(centsToPesosText(props.loan.creditBalanceCents))
  const [paidOn, setPaidOn] = useState(props.loan.asOf)
  const [reference, setReference] = useState('')
  const cents = pesosTextToCents(amount)
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('loanServicing.credit.refundTitle')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('loanServicing.credit.refundText', { amount: formatMoney(props.loan.creditBalanceCents) })}
        </DialogContentText>
        <Stack spacing={2}>
          <TextField
            required
            label={t('loanServicing.credit.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
          <TextField
            required
            type="date"
            label={t('loanServicing.credit.paidOn')}
            value={paidOn}
            onChange={(event) => setPaidOn(event.target.value)}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: props.loan.asOf } }}
          />
          <TextField
            required
            label={t('loanServicing.credit.reference')}
            value={reference}
            onChange={(event) => setReference(event.target.value)}
          />
        </Stack>
        {refund.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {callText(refund.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('loanServicing.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!cents || !reference.trim() || refund.isPending}
          onClick={() =>
            refund.mutate(
              { amountCents: cents ?? 0, paidOn, reference, version: props.loan.version },
              { onSuccess: props.onClose },
            )
          }
        >
          {t('loanServicing.credit.askRefund')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}

/** Applies credit to another active loan of the same customer (a payment on it, today). */
export function ApplyCreditDialog(props: CreditDialogProps) {
  const { t } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const { apply } = useLoanCredit(props.origin, props.id)
  const [target, setTarget] = useState(props.loan.creditTargets[0]?.applicationId ?? 0)
  const [amount, setAmount] = useState(centsToPesosText(props.loan.creditBalanceCents))
  const cents = pesosTextToCents(amount)
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('loanServicing.credit.applyTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ mt: 1 }}>
          <TextField
            select
            required
            label={t('loanServicing.credit.target')}
            value={target}
            onChange={(event) => setTarget(Number(event.target.value))}
          >
            {props.loan.creditTargets.map((option) => (
              <MenuItem key={option.applicationId} value={option.applicationId}>
                {t('loanServicing.credit.targetOption', {
                  folio: option.folio,
                  balance: formatMoney(option.balanceCents),
                })}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            required
            label={t('loanServicing.credit.amount')}
            value={amount}
            onChange={(event) => setAmount(event.target.value)}
            slotProps={{ htmlInput: { inputMode: 'decimal' } }}
          />
        </Stack>
        {apply.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {callText(apply.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('loanServicing.cancel')}</Button>
        <Button
          variant="contained"
          disabled={!cents || !target || apply.isPending}
          onClick={() =>
            apply.mutate(
              { amountCents: cents ?? 0, targetApplicationId: target, version: props.loan.version },
              { onSuccess: props.onClose },
            )
          }
        >
          {t('loanServicing.credit.apply')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
