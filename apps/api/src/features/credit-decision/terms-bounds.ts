import { fieldError, type SettledTerms } from '@mesa/contracts'
import { badRequest, conflict } from '../../lib/http-errors'
import { quoteLoan } from '../../lending'
import { loanTermsOf } from './loan-terms'
import type { ApplicationRow } from '../credit-applications'
import type { committeeDecisions } from './credit-decision.schema'
import type { PolicyVersion } from './policy-rules'
import { originationOf } from './score-rule'

/**
 * Issue 30: the authorised amount plus the down payment never exceeds the vehicle's price, plus the insurance
 * over the term and the opening fee with its IVA where the product's policy lets them be financed. 400
 * `exceeds_vehicle_price` on amountCents with the most that may be financed, each part of the bound named.
 */
export function vehicleBoundRefusal(row: ApplicationRow, policy: PolicyVersion, terms: SettledTerms) {
  const { vehicle } = row.productData as { vehicle: { priceCents: number } }
  const origination = originationOf(policy)
  const quote = quoteLoan({ ...loanTermsOf(terms), firstDueDate: undefined })
  // The insurance is added to every payment, whatever the periodicity.
  const insuranceCents = origination.financeInsurance ? terms.insuranceMonthlyCents * terms.termPeriods : 0
  const feesCents = origination.financeOpeningFee ? quote.openingFeeCents + quote.openingFeeIvaCents : 0
  const boundCents = vehicle.priceCents + insuranceCents + feesCents
  if (terms.amountCents + terms.downPaymentCents <= boundCents) return null
  const maxAmountCents = Math.max(0, boundCents - terms.downPaymentCents)
  return badRequest(
    {
      amountCents: [fieldError('exceeds_vehicle_price', maxAmountCents)],
      vehiclePriceCents: [fieldError('financed_part', vehicle.priceCents)],
      downPaymentCents: [fieldError('financed_part', terms.downPaymentCents)],
      ...(origination.financeInsurance
        ? { insuranceCents: [fieldError('financed_part', insuranceCents)] }
        : {}),
      ...(origination.financeOpeningFee ? { openingFeeCents: [fieldError('financed_part', feesCents)] } : {}),
    },
    `The amount plus the down payment exceeds the vehicle's price of ${vehicle.priceCents} centavos` +
      (insuranceCents + feesCents > 0
        ? ` plus the financed insurance (${insuranceCents}) and fees (${feesCents})`
        : '') +
      `: at most ${maxAmountCents} centavos may be authorised`,
    'exceeds_vehicle_price',
  )
}

/**
 * Issue 30: no more than the committee approved (the amount it decided on) unless it votes again: 409
 * `exceeds_committee_amount` naming that amount. Decisions taken before fingerprints carry no amount.
 */
export function committeeBoundRefusal(decision: typeof committeeDecisions.$inferSelect, terms: SettledTerms) {
  const approved = decision.basis?.amount
  if (typeof approved !== 'number' || terms.amountCents <= approved) return null
  return conflict(
    'exceeds_committee_amount',
    `The committee approved ${approved} centavos; a larger amount needs a new vote`,
    { amountCents: [fieldError('exceeds_committee_amount', approved)] },
  )
}
