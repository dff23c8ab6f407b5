import { and, desc, eq, inArray } from 'drizzle-orm'
import { insurerNames, livePolicyStatuses, type InsurerId } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { insurancePolicies, insuranceQuotes } from './insurance.schema'

/**
 * The policy a loan finances (issue 33), as the contract's cover and the loan's schedule need it: the insurer,
 * the number and term once issued, and the premium of one term (IVA included, what the customer owes).
 */
export interface FinancedPolicy {
  insurer: InsurerId
  insurerName: string
  policyNumber: string | null
  termStart: string | null
  termEnd: string | null
  /** The premium of the policy's term with its IVA and fees: what the loan finances. */
  premiumCents: number
}

/** The application's live policy (bound or in force), or null when it has none. */
export async function financedPolicyOf(db: Executor, applicationId: number): Promise<FinancedPolicy | null> {
  const [row] = await db
    .select({
      insurer: insurancePolicies.insurer,
      policyNumber: insurancePolicies.policyNumber,
      termStart: insurancePolicies.termStart,
      termEnd: insurancePolicies.termEnd,
      premium: insuranceQuotes.premium,
    })
    .from(insurancePolicies)
    .innerJoin(insuranceQuotes, eq(insuranceQuotes.id, insurancePolicies.quoteId))
    .where(
      and(
        eq(insurancePolicies.applicationId, applicationId),
        inArray(insurancePolicies.status, [...livePolicyStatuses]),
      ),
    )
    .orderBy(desc(insurancePolicies.id))
    .limit(1)
  if (!row) return null
  return {
    insurer: row.insurer,
    insurerName: insurerNames[row.insurer],
    policyNumber: row.policyNumber,
    termStart: row.termStart,
    termEnd: row.termEnd,
    premiumCents: row.premium.totalCents,
  }
}
