import { insurerNames, type Quote } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { ConfirmMoneyDialog } from '../../../components/confirm-money-dialog'
import { formatDate } from '../../../lib/format'

/**
 * Asks before a policy is bound (issue 38): the insurer, the premium the borrower pays and how, the insured
 * value and how long the quote holds; binding commits the lender to that insurer.
 */
export function BindConfirmation(props: {
  quote: Quote
  busy: boolean
  error: string | null
  onConfirm: () => void
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('insurance')
  const { quote } = props
  const name = insurerNames[quote.insurer]
  return (
    <ConfirmMoneyDialog
      open
      title={t('bindConfirm.title', { insurer: name })}
      rows={[
        { label: t('bindConfirm.insurer'), text: name },
        { label: t('bindConfirm.premium'), amountCents: quote.premium.totalCents, strong: true },
        {
          label: t('bindConfirm.plan'),
          text: `${t(`frequency.${quote.options.paymentFrequency}`)} · ${t(`package.${quote.options.package}`)} · ${t(`deductible.${quote.options.deductibleLevel}`)}`,
        },
        { label: t('bindConfirm.insuredValue'), amountCents: quote.vehicle.valueCents },
        { label: t('bindConfirm.validUntil'), text: formatDate(quote.validUntil, i18n.language) },
      ]}
      confirmLabel={t('quote.bind', { insurer: name })}
      busy={props.busy}
      error={props.error}
      onConfirm={props.onConfirm}
      onClose={props.onClose}
    />
  )
}
