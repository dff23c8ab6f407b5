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
}> {
  const [terms, report] = await Promise.all([
    authorisedTermsOf(db, application.id),
    latestReport(db, application.id),
  ])
  const score = report?.report?.general.score ?? null
  const { vehicle } = application.productData as { vehicle: { year: number } }
  if (!terms) return { candidate: null, score, downPaymentCents: 0, annualRateBps: 0 }
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
  }
}
