import type { Executor } from '../../../db/client'
import { processRegistry } from '../../../lib/process-registry'

type LoanClabeLookup = (db: Executor, applicationId: number) => Promise<string | null>

/**
 * The referenced CLABE of a loan, for the sandbox's test notification (a transfer to that loan). The CLABEs
 * belong to the payment-references feature; like the matchers, the lookup is registered from the app root
 * (apps/api/src/bank-line-matchers.ts) so that neither feature imports the other.
 */
const lookups = processRegistry<'clabe', LoanClabeLookup>()

export function registerLoanClabeLookup(lookup: LoanClabeLookup) {
  lookups.set('clabe', lookup)
}

export async function loanClabe(db: Executor, applicationId: number) {
  const lookup = lookups.get('clabe')
  return lookup ? lookup(db, applicationId) : null
}
