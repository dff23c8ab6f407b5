import { insurerNames, type Policy, type Quote } from '@mesa/contracts'
import { useTranslation } from 'react-i18next'
import { ConfirmMoneyDialog, type MoneySummaryRow } from '../../../components/confirm-money-dialog'
import { formatDate } from '../../../lib/format'

/**
 * Asks before a policy is bound (issue 38): the insurer, the premium the borrower pays and how, the insured
 * value and how long the quote holds; binding commits the lender to that insurer. A renewal says which policy
 * it renews and from which day the new one runs (the expiring one's end), since the insurer issues it at once.
 */
export function BindConfirmation(props: {
  quote: Quote
  /** The expiring policy, when the quote is its renewal. */
  renews?: Policy
  busy: boolean
  error: string | null
  onConfirm: () => void
  onClose: () => void
}) {
  const { t, i18n } = useTranslation('insurance')
  const { quote, renews } = props
  const name = insurerNames[quote.insurer]
  const renewalRows: MoneySummaryRow[] = renews
    ? [
        { label: t('bindConfirm.renews'), text: renews.policyNumber ?? String(renews.id) },
        ...(renews.termEnd
          ? [{ label: t('bindConfirm.startsOn'), text: formatDate(renews.termEnd, i18n.language) }]
          : []),
      ]
    : []
  return (
    <ConfirmMoneyDialog
      open
      title={
        renews
          ? t('bindConfirm.renewalTitle', { insurer: name, number: renews.policyNumber ?? renews.id })
          : t('bindConfirm.title', { insurer: name })
      }
      rows={[
        { label: t('bindConfirm.insurer'), text: name },
        ...renewalRows,
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
