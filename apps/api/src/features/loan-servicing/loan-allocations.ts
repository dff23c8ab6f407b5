import { and, eq, isNull } from 'drizzle-orm'
import type { Allocation, LoanAllocationRules } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { ENGINE_VERSION, type LoanState } from '../../lending'
import { recordAudit } from '../audit'
import { loanPayments, type loans } from './loan-servicing.schema'

/*
 * Stored allocations (issue 33, docs/domain.md "Stored allocations"): each payment's allocation is written
 * in the transaction that posts it, with the engine version that computed it. Statements and the loan page
 * read the stored ones, so a later engine or strategy never rewrites a past statement. Only a correction
 * (a reversal, a back-dated payment) rewrites the allocations its replay changed, explicitly and audited.
 */

type LoanRow = typeof loans.$inferSelect

/** Part by part (a jsonb column gives its keys back in its own order, so not as JSON text). */
const sameAllocation = (a: Allocation, b: Allocation) =>
  Object.keys(a).length === Object.keys(b).length &&
  (Object.keys(a) as Array<keyof Allocation>).every((key) => a[key] === b[key])

/** Stores the allocation of each live payment that has none yet (a payment just posted, a seeded one). */
export async function storeNewAllocations(db: Executor, loan: LoanRow, state: LoanState) {
  const unstored = await db
    .select({ id: loanPayments.id })
    .from(loanPayments)
    .where(
      and(eq(loanPayments.loanId, loan.id), isNull(loanPayments.reversedAt), isNull(loanPayments.allocation)),
    )
  for (const { id } of unstored) {
    const allocation = state.allocations.get(id)
    if (allocation)
      await db
        .update(loanPayments)
        .set({ allocation, engineVersion: ENGINE_VERSION })
        .where(eq(loanPayments.id, id))
  }
}

/**
 * After a correction replayed the ledger: rewrites every live payment's stored allocation the replay
 * changed (the payments after a back-dated one, or after a reversed one), in the correction's
 * transaction, and audits each change with its before and after (`loan.allocations_rewritten`).
 */
export async function rewriteReplayedAllocations(
  tx: Transaction,
  loan: LoanRow,
  state: LoanState,
  actorUserId: number,
  cause: { action: 'payment' | 'reversal'; paymentId: number },
) {
  const stored = await tx
    .select({ id: loanPayments.id, allocation: loanPayments.allocation })
    .from(loanPayments)
    .where(and(eq(loanPayments.loanId, loan.id), isNull(loanPayments.reversedAt)))
  const rewritten: Array<{ paymentId: number; before: Allocation | null; after: Allocation }> = []
  for (const { id, allocation: before } of stored) {
    const after = state.allocations.get(id)
    if (!after || (before && sameAllocation(before, after))) continue
    await tx
      .update(loanPayments)
      .set({ allocation: after, engineVersion: ENGINE_VERSION })
      .where(eq(loanPayments.id, id))
    if (before) rewritten.push({ paymentId: id, before, after })
  }
  if (rewritten.length > 0)
    await recordAudit(tx, {
      actorUserId,
      action: 'loan.allocations_rewritten',
      entityType: 'loan',
      entityId: loan.id,
      data: { ...cause, engineVersion: ENGINE_VERSION, rewritten },
    })
}

/** The loan's own allocation rules and charges, and the fees it owes on the state's date (the loan page). */
export const allocationRulesOf = (loan: LoanRow, state: LoanState): LoanAllocationRules => ({
  allocationStrategy: loan.allocationStrategy,
  engineVersion: loan.engineVersion,
  latePaymentFeeCents: loan.latePaymentFeeCents,
  collectionFeeCents: loan.collectionFeeCents,
  feesOwedCents: state.feesCents,
  feesOwedIvaCents: state.feesIvaCents,
})
