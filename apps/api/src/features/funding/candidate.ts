import type { Executor } from '../../db/client'
import type { ApplicationRow } from '../credit-applications'
import { latestReport } from '../credit-bureau'
import { authorisedTermsOf } from '../credit-decision'
import type { FundingCandidate } from './eligibility'

/**
 * What the lines' rules look at: the authorised terms (credit-decision door), the BC Score of the latest
 * bureau report (credit-bureau door) and the vehicle's model year. Null before terms are authorised.
 */
export async function candidateOf(
  db: Executor,
  application: ApplicationRow,
): Promise<{
  candidate: FundingCandidate | null
  score: number | null
  downPaymentCents: number
  annualRateBps: number
  /** The authorisation in force (issue 30: assignment and disbursement follow it). */
  terms: Awaited<ReturnType<typeof authorisedTermsOf>>
}> {
  const [terms, report] = await Promise.all([
    authorisedTermsOf(db, application.id),
    latestReport(db, application.id),
  ])
  const score = report?.report?.general.score ?? null
  const { vehicle } = application.productData as { vehicle: { year: number } }
  if (!terms) return { candidate: null, score, downPaymentCents: 0, annualRateBps: 0, terms: null }
  return {
    candidate: {
      product: application.product,
      amountCents: terms.amountCents,
      termMonths: terms.termMonths,
      score,
      vehicleYear: vehicle.year,
    },
    score,
    downPaymentCents: terms.downPaymentCents,
    annualRateBps: terms.annualRateBps,
    terms,
  }
}

/**
 * What the disbursement of these terms pays out (issue 30): the amount, less the opening fee and its IVA
 * when the product's policy deducts them; with the fee kept back, so disbursed + fee = principal booked.
 */
export function disbursementFigures(terms: NonNullable<Awaited<ReturnType<typeof authorisedTermsOf>>>) {
  const deducted = terms.openingFeeTreatment === 'deducted'
  const openingFeeCents = deducted ? terms.openingFeeCents : 0
  const openingFeeIvaCents = deducted ? terms.openingFeeIvaCents : 0
  return {
    openingFeeCents,
    openingFeeIvaCents,
    disbursementCents: terms.amountCents - openingFeeCents - openingFeeIvaCents,
  }
}
