import type {
  ApplyCreditRequest,
  LoanDetail,
  LoanPayment,
  PaymentRequest,
  RefundRequest,
} from '@mesa/contracts'
import type { MoneySummaryRow } from '../../../components/confirm-money-dialog'
import { formatDate, formatFolio, formatMoney } from '../../../lib/format'

/** The feature's words (i18next's `t` in the loanServicing namespace). */
type Words = (key: string, values?: Record<string, string>) => string

/**
 * What each money move of a loan shows before its final click (issue 38's one confirmation pattern,
 * `ConfirmMoneyDialog`): the amount first, then the day, the accounts and what is left.
 */
export function paymentSummary(
  body: Omit<PaymentRequest, 'version'>,
  /** The loan's balance before the payment. */
  balanceCents: number,
  t: Words,
  language: string,
): MoneySummaryRow[] {
  return [
    { label: t('loanServicing.register.amount'), amountCents: body.amountCents, strong: true },
    { label: t('loanServicing.register.paidOn'), text: formatDate(body.paidOn, language) },
    { label: t('loanServicing.register.method'), text: t(`loanServicing.methods.${body.method}`) },
    { label: t('loanServicing.register.reference'), text: body.reference || '—' },
    {
      label: t('loanServicing.register.prepayment'),
      text: t(`loanServicing.prepaymentChoices.${body.prepaymentChoice}`),
    },
    { label: t('loanServicing.summary.balance'), amountCents: balanceCents },
  ]
}

/** A reversal names the payment it undoes and why. */
export function reversalSummary(
  payment: LoanPayment,
  reason: string,
  t: Words,
  language: string,
): MoneySummaryRow[] {
  return [
    { label: t('loanServicing.payments.amount'), amountCents: payment.amountCents, strong: true },
    { label: t('loanServicing.payments.paidOn'), text: formatDate(payment.paidOn, language) },
    { label: t('loanServicing.payments.method'), text: t(`loanServicing.methods.${payment.method}`) },
    { label: t('loanServicing.register.reference'), text: payment.reference || '—' },
    { label: t('loanServicing.reverse.reason'), text: reason },
  ]
}

/** A write-off names the balance that leaves the books and why (the customer still owes it). */
export function writeOffSummary(balanceCents: number, reason: string, t: Words): MoneySummaryRow[] {
  return [
    { label: t('loanServicing.delinquency.writeOff.amount'), amountCents: balanceCents, strong: true },
    { label: t('loanServicing.delinquency.writeOff.reason'), text: reason },
  ]
}

/** A refund: the outgoing transfer and the credit balance before and after it. */
export function refundSummary(
  body: Omit<RefundRequest, 'version'>,
  /** The credit balance before the refund. */
  creditBalanceCents: number,
  t: Words,
  language: string,
): MoneySummaryRow[] {
  return [
    { label: t('loanServicing.credit.amount'), amountCents: body.amountCents, strong: true },
    { label: t('loanServicing.credit.paidOn'), text: formatDate(body.paidOn, language) },
    { label: t('loanServicing.credit.reference'), text: body.reference },
    { label: t('loanServicing.credit.title'), amountCents: creditBalanceCents },
    { label: t('loanServicing.credit.balanceAfter'), amountCents: creditBalanceCents - body.amountCents },
  ]
}

/** Credit applied to another loan: which one (with its balance), and the credit left. */
export function applyCreditSummary(
  body: Omit<ApplyCreditRequest, 'version'>,
  loan: Pick<LoanDetail, 'creditBalanceCents' | 'creditTargets'>,
  t: Words,
  language: string,
): MoneySummaryRow[] {
  const target = loan.creditTargets.find((option) => option.applicationId === body.targetApplicationId)
  return [
    { label: t('loanServicing.credit.amount'), amountCents: body.amountCents, strong: true },
    {
      label: t('loanServicing.credit.target'),
      text: target
        ? t('loanServicing.credit.targetOption', {
            folio: formatFolio(target.folio, language),
            balance: formatMoney(target.balanceCents, { language }),
          })
        : String(body.targetApplicationId),
    },
    { label: t('loanServicing.credit.title'), amountCents: loan.creditBalanceCents },
    {
      label: t('loanServicing.credit.balanceAfter'),
      amountCents: loan.creditBalanceCents - body.amountCents,
    },
  ]
}
