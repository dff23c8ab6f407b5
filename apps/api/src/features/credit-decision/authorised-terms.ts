import { and, eq, isNull } from 'drizzle-orm'
import type { AuthorisedTerms } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { termAuthorisations } from './credit-decision.schema'

/** An authorisation row as the terms others read (servicing, the contract, the AnswerSheet). */
export const termsOfRow = (row: typeof termAuthorisations.$inferSelect): AuthorisedTerms => ({
  authorisationId: row.id,
  openingFeeTreatment: row.openingFeeTreatment,
  openingFeeCents: row.quote.openingFeeCents,
  openingFeeIvaCents: row.quote.openingFeeIvaCents,
  amountCents: row.amountCents,
  downPaymentCents: row.downPaymentCents,
  annualRateBps: row.annualRateBps,
  termMonths: row.termMonths,
  periodicity: row.periodicity,
  termPeriods: row.termPeriods ?? row.termMonths,
  openingFeeBps: row.openingFeeBps,
  insuranceMonthlyCents: row.insuranceMonthlyCents,
  firstDueDate: row.firstDueDate,
  policyVersionId: row.policyVersionId,
  authorisedBy: row.authorisedByUserId,
  authorisedAt: row.authorisedAt.toISOString(),
})

/** The terms in force for an application (its authorisation not superseded), or null before one. */
export async function authorisedTermsOf(
  db: Executor,
  applicationId: number,
): Promise<AuthorisedTerms | null> {
  const [row] = await db
    .select()
    .from(termAuthorisations)
    .where(and(eq(termAuthorisations.applicationId, applicationId), isNull(termAuthorisations.supersededAt)))
    .limit(1)
  return row ? termsOfRow(row) : null
}

/** One authorisation's terms by id, superseded or not (the loan opens with the one that was disbursed). */
export async function authorisationTermsById(db: Executor, authorisationId: number) {
  const [row] = await db.select().from(termAuthorisations).where(eq(termAuthorisations.id, authorisationId))
  return row ? termsOfRow(row) : null
}
