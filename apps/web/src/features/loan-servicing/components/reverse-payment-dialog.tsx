import Alert from '@mui/material/Alert'
import DialogContentText from '@mui/material/DialogContentText'
import { reversalRequestSchema, type CreditProduct, type LoanPayment } from '@mesa/contracts'
import { useState } from 'react'
import { useTranslation } from 'react-i18next'
import { ConfirmMoneyDialog } from '../../../components/confirm-money-dialog'
import { FormField, useContractForm } from '../../../components/form'
import { FormDialog } from '../../../components/form-dialog'
import { formatDate, formatMoney } from '../../../lib/format'
import { useReversePayment } from '../api/reverse-payment'
import { reversalSummary } from './money-summaries'

/** The reason alone: the version is the loan's, added when the reversal is asked. */
const reversalFormSchema = reversalRequestSchema.omit({ version: true })

/**
 * Reverses a wrongly registered payment: never deleted, the reason is kept and audited. The reason is typed
 * first, then the payment's summary is confirmed (issue 38's one pattern for money moves).
 */
export function ReversePaymentDialog(props: {
  origin: CreditProduct
  id: number
  payment: LoanPayment
  version: number
  /** A paid-off loan's reversal waits for a second person; the dialog says so. */
  paidOff: boolean
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('loanServicing')
  const reverse = useReversePayment(props.origin, props.id)
  const form = useContractForm(reversalFormSchema, {
    namespace: 'loanServicing',
    defaultValues: { reason: '' },
  })
  const [reason, setReason] = useState<string | null>(null)
  const review = form.handleSubmit((body) => {
    form.clearServerError()
    setReason(body.reason)
  })
  const ask = async (confirmed: string) => {
    try {
      await reverse.mutateAsync({ paymentId: props.payment.id, reason: confirmed, version: props.version })
      props.onClose()
    } catch (failure) {
      if (form.failWith(failure)) setReason(null)
    }
  }
  const text = t('loanServicing.reverse.text', {
    amount: formatMoney(props.payment.amountCents, { language: i18n.language }),
    date: formatDate(props.payment.paidOn, i18n.language),
  })
  if (reason !== null)
    return (
      <ConfirmMoneyDialog
        open
        title={t('loanServicing.reverse.title')}
        text={text}
        rows={reversalSummary(props.payment, reason, t, i18n.language)}
        fourEyes={props.paidOff}
        confirmLabel={t('loanServicing.reverse.submit')}
        busy={reverse.isPending}
        error={form.serverError}
        onConfirm={() => void ask(reason)}
        onClose={() => {
          form.clearServerError()
          setReason(null)
        }}
      />
    )
  return (
    <FormDialog
      open
      title={t('loanServicing.reverse.title')}
      submitLabel={t('loanServicing.reverse.submit')}
      busy={form.formState.isSubmitting}
      error={form.serverError}
      onSubmit={(event) => void review(event)}
      onClose={props.onClose}
    >
      <DialogContentText sx={{ mb: 2 }}>{text}</DialogContentText>
      {props.paidOff && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {t('loanServicing.reverse.fourEyes')}
        </Alert>
      )}
      <FormField
        control={form.control}
        namespace="loanServicing"
        idPrefix="reversal"
        name="reason"
        required
        multiline
        label={t('loanServicing.reverse.reason')}
      />
    </FormDialog>
  )
}
