import {
  fieldError,
  PERIODS_PER_YEAR,
  periodicitiesOf,
  type DecisionCondition,
  type SettledTerms,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { quoteLoan } from '../../lending'
import { loanTermsOf } from './loan-terms'
import type { ApplicationRow } from '../credit-applications'
import { capacityOf, minDownPaymentBps, type PolicyVersion } from './policy-rules'

type Errors = Record<string, string[]>

/** The share `bps` of an amount, rounded up: a minimum down payment never rounds in the customer's favour. */
const shareUp = (cents: number, bps: number) => Math.ceil((cents * bps) / 10_000)

/**
 * Every way the terms break the policy in force, by field (empty when they fit): the ranges of amount, term
 * and rate, the opening fee, the minimum down payment for the vehicle's age, the committee's conditions on
 * down payment and term, and the debt-to-income once the payment capacity is known.
 */
export async function termsOutsidePolicy(
  db: Executor,
  application: ApplicationRow,
  policy: PolicyVersion,
  terms: SettledTerms,
  /** The conditions that bind (those of a decision approved with conditions). */
  conditions: DecisionCondition[],
): Promise<Errors> {
  const errors: Errors = {}
  const add = (field: string, entry: string) => (errors[field] ??= []).push(entry)
  const within = (field: string, value: number, min: number, max: number) => {
    if (value < min) add(field, fieldError('too_small', min))
    else if (value > max) add(field, fieldError('too_big', max))
  }
  const rules = policy.terms
  within('amountCents', terms.amountCents, rules.minAmountCents, rules.maxAmountCents)
  // Issue 33: the product offers the periodicity; its term range in months becomes one in payments of it
  // (24 months at most: 52 biweekly payments), named on the field the authoriser filled.
  if (!periodicitiesOf(rules).includes(terms.periodicity)) add('periodicity', fieldError('invalid_choice'))
  const perYear = PERIODS_PER_YEAR[terms.periodicity]
  const termField = terms.periodicity === 'monthly' ? 'termMonths' : 'termPeriods'
  within(
    termField,
    terms.termPeriods,
    Math.ceil((rules.minTermMonths * perYear) / 12),
    Math.floor((rules.maxTermMonths * perYear) / 12),
  )
  within('annualRateBps', terms.annualRateBps, rules.minRateBps, rules.maxRateBps)
  within('openingFeeBps', terms.openingFeeBps, 0, rules.openingFeeBps)

  const { vehicle } = application.productData as { vehicle: { year: number; priceCents: number } }
  const minDown = shareUp(vehicle.priceCents, minDownPaymentBps(policy, vehicle.year, new Date()))
  let neededDown = minDown
  for (const condition of conditions) {
    if (condition.value === null) continue
    if (condition.kind === 'larger_down_payment') neededDown = Math.max(neededDown, condition.value)
    if (condition.kind === 'shorter_term' && terms.termMonths > condition.value)
      add(termField, fieldError('too_big', Math.floor((condition.value * perYear) / 12)))
  }
  if (terms.downPaymentCents < neededDown) add('downPaymentCents', fieldError('too_small', neededDown))

  const capacity = await capacityOf(db, application.id)
  if (capacity && capacity.verifiedIncomeCents > 0 && !errors.amountCents) {
    // The debt-to-income is monthly: a payment of another periodicity counts as its periods a year / 12.
    const perPeriod = quoteLoan({ ...loanTermsOf(terms), firstDueDate: undefined }).paymentWithIvaCents
    const payment = Math.round((perPeriod * perYear) / 12)
    const dtiBps = Math.round(
      ((capacity.existingDebtCents + payment) * 10_000) / capacity.verifiedIncomeCents,
    )
    if (dtiBps > rules.maxDebtToIncomeBps) add('amountCents', fieldError('too_big', capacity.maxAmountCents))
  }
  return errors
}
