import { reversalRequestSchema, type CreditProduct, type LoanPayment } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { formatDate, formatMoney } from '../../../lib/format'
import { useReversePayment } from '../api/reverse-payment'
import { reversalSummary } from './money-summaries'
import { ReasonedMoneyDialog } from './reasoned-money-dialog'

/** The reason alone: the version is the loan's, added when the reversal is asked. */
const reversalFormSchema = reversalRequestSchema.omit({ version: true })

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
  const { t, i18n } = useTranslation('loanServicing')
  const reverse = useReversePayment(props.origin, props.id)
  return (
    <ReasonedMoneyDialog
      schema={reversalFormSchema}
      idPrefix="reversal"
      title={t('loanServicing.reverse.title')}
      text={t('loanServicing.reverse.text', {
        amount: formatMoney(props.payment.amountCents, { language: i18n.language }),
        date: formatDate(props.payment.paidOn, i18n.language),
      })}
      reasonLabel={t('loanServicing.reverse.reason')}
      submitLabel={t('loanServicing.reverse.submit')}
      fourEyes={props.paidOff ? t('loanServicing.reverse.fourEyes') : null}
      summary={(reason) => reversalSummary(props.payment, reason, t, i18n.language)}
      onAsk={(reason) => reverse.mutateAsync({ paymentId: props.payment.id, reason, version: props.version })}
      busy={reverse.isPending}
      onClose={props.onClose}
    />
  )
}
