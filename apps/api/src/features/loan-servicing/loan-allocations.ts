import { and, eq, gt, isNull, or } from 'drizzle-orm'
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

/** Where a correction stands in the ledger's order (value date, then id: `lending/ledger.ts` replays so). */
export interface CorrectionPoint {
  action: 'payment' | 'reversal'
  paymentId: number
  paidOn: string
}

/**
 * After a correction replayed the ledger: rewrites the stored allocation of each live payment that comes
 * after the correction in the ledger's order and that the replay changed (the payments after a back-dated
 * one, or after a reversed one), in the correction's transaction, audited with each before and after
 * (`loan.allocations_rewritten`). The payments before it keep theirs, whatever the engine now says: a
 * statement never changes after the fact. An ordinary payment (nothing after it) rewrites nothing; it
 * stored its own allocation (storeNewAllocations).
 */
export async function rewriteReplayedAllocations(
  tx: Transaction,
  loan: LoanRow,
  state: LoanState,
  actorUserId: number,
  cause: CorrectionPoint,
) {
  const later = or(
    gt(loanPayments.paidOn, cause.paidOn),
    and(eq(loanPayments.paidOn, cause.paidOn), gt(loanPayments.id, cause.paymentId)),
  )
  const stored = await tx
    .select({ id: loanPayments.id, allocation: loanPayments.allocation })
    .from(loanPayments)
    .where(and(eq(loanPayments.loanId, loan.id), isNull(loanPayments.reversedAt), later))
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
      data: { action: cause.action, paymentId: cause.paymentId, engineVersion: ENGINE_VERSION, rewritten },
    })
}

/** The loan's own allocation rules and charges, and the fees it owes on the state's date (the loan page). */
export const allocationRulesOf = (loan: LoanRow, state: LoanState): LoanAllocationRules => ({
  allocationStrategy: loan.allocationStrategy,
  engineVersion: loan.engineVersion,
  latePaymentFeeCents: loan.latePaymentFeeCents,
  collectionFeeCents: loan.collectionFeeCents,
  defaultEventFee: loan.defaultEventFee,
  feesOwedCents: state.feesCents,
  feesOwedIvaCents: state.feesIvaCents,
})
