import Alert from '@mui/material/Alert'
import Button from '@mui/material/Button'
import Dialog from '@mui/material/Dialog'
import DialogActions from '@mui/material/DialogActions'
import DialogContent from '@mui/material/DialogContent'
import DialogContentText from '@mui/material/DialogContentText'
import DialogTitle from '@mui/material/DialogTitle'
import TextField from '@mui/material/TextField'
import type { CreditProduct, LoanPayment } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { useErrorText } from '../../../lib/error-text'
import { formatMoney } from '../../../lib/format'
import { useReversePayment } from '../api/reverse-payment'

/** Reverses a wrongly registered payment: never deleted, the reason is kept and audited. */
export function ReversePaymentDialog(props: {
  origin: CreditProduct
  id: number
  payment: LoanPayment
  version: number
  /** A paid-off loan's reversal waits for a second person; the dialog says so. */
  paidOff: boolean
  onClose: () => void
}) {
  const { t } = useTranslation('loanServicing')
  const { callText } = useErrorText('loanServicing')
  const reverse = useReversePayment(props.origin, props.id)
  const [reason, setReason] = useState('')
  return (
    <Dialog open onClose={props.onClose} fullWidth maxWidth="sm">
      <DialogTitle>{t('loanServicing.reverse.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>
          {t('loanServicing.reverse.text', {
            amount: formatMoney(props.payment.amountCents),
            date: props.payment.paidOn,
          })}
        </DialogContentText>
        {props.paidOff && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('loanServicing.reverse.fourEyes')}
          </Alert>
        )}
        <TextField
          required
          fullWidth
          multiline
          minRows={2}
          label={t('loanServicing.reverse.reason')}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {reverse.isError && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {callText(reverse.error)}
          </Alert>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose}>{t('loanServicing.cancel')}</Button>
        <Button
          variant="contained"
          color="error"
          disabled={reason.trim().length < 5 || reverse.isPending}
          onClick={() =>
            reverse.mutate(
              { paymentId: props.payment.id, reason, version: props.version },
              { onSuccess: props.onClose },
            )
          }
        >
          {t('loanServicing.reverse.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  )
}
