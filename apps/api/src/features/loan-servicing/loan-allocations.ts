import { and, eq, isNull, sql } from 'drizzle-orm'
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

/** Each live payment's value date and stored allocation (null: none yet), by payment id. */
export type StoredAllocations = Map<number, { paidOn: string; allocation: Allocation | null }>

/** The live payments' stored allocations, read (one statement) when the caller has not read them already. */
async function liveAllocationsOf(db: Executor, loan: LoanRow, known?: StoredAllocations) {
  if (known) return known
  const rows = await db
    .select({ id: loanPayments.id, paidOn: loanPayments.paidOn, allocation: loanPayments.allocation })
    .from(loanPayments)
    .where(and(eq(loanPayments.loanId, loan.id), isNull(loanPayments.reversedAt)))
  return new Map(rows.map(({ id, ...stored }) => [id, stored] as const))
}

/**
 * Writes the allocations of several payments of one loan in one statement (an update from a list of
 * values), whatever their number; none, no statement.
 */
async function writeAllocations(db: Executor, writes: Array<{ id: number; allocation: Allocation }>) {
  if (writes.length === 0) return
  const values = writes.map(({ id, allocation }) => sql`(${id}::int, ${JSON.stringify(allocation)}::jsonb)`)
  await db.execute(sql`update ${loanPayments} set allocation = v.allocation, engine_version = ${ENGINE_VERSION}
    from (values ${sql.join(values, sql`, `)}) as v(id, allocation) where ${loanPayments}.id = v.id`)
}

/**
 * Stores the allocation of each live payment that has none yet (a payment just posted, a seeded one).
 * `known`: the stored allocations the request already read (no select then); updated with what is stored here.
 */
export async function storeNewAllocations(
  db: Executor,
  loan: LoanRow,
  state: LoanState,
  known?: StoredAllocations,
) {
  const stored = await liveAllocationsOf(db, loan, known)
  const writes = [...stored]
    .filter(([, entry]) => entry.allocation === null)
    .flatMap(([id]) => {
      const allocation = state.allocations.get(id)
      return allocation ? [{ id, allocation }] : []
    })
  await writeAllocations(db, writes)
  for (const { id, allocation } of writes) stored.set(id, { paidOn: stored.get(id)!.paidOn, allocation })
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
 * `known`: the stored allocations the request already read (the payment route), else read here.
 * Answers the rewritten allocations that had one stored (each before and after), for the journal.
 */
export async function rewriteReplayedAllocations(
  tx: Transaction,
  loan: LoanRow,
  state: LoanState,
  actorUserId: number,
  cause: CorrectionPoint,
  known?: StoredAllocations,
) {
  const stored = await liveAllocationsOf(tx, loan, known)
  // Only the payments after the correction in the ledger's order: the ones before it keep what was stored.
  const later = ({ paidOn }: { paidOn: string }, id: number) =>
    paidOn > cause.paidOn || (paidOn === cause.paidOn && id > cause.paymentId)
  const writes: Array<{ id: number; allocation: Allocation }> = []
  const rewritten: Array<{ paymentId: number; paidOn: string; before: Allocation; after: Allocation }> = []
  for (const [id, entry] of stored) {
    const before = entry.allocation
    const after = state.allocations.get(id)
    if (!later(entry, id) || !after || (before && sameAllocation(before, after))) continue
    writes.push({ id, allocation: after })
    if (before) rewritten.push({ paymentId: id, paidOn: entry.paidOn, before, after })
  }
  await writeAllocations(tx, writes)
  rewritten.sort((a, b) => a.paymentId - b.paymentId)
  if (rewritten.length > 0)
    await recordAudit(tx, {
      actorUserId,
      action: 'loan.allocations_rewritten',
      entityType: 'loan',
      entityId: loan.id,
      data: {
        action: cause.action,
        paymentId: cause.paymentId,
        engineVersion: ENGINE_VERSION,
        rewritten: rewritten.map(({ paymentId, before, after }) => ({ paymentId, before, after })),
      },
    })
  // Issue 34: the journal posts the difference of each rewritten allocation (loan-journal.ts postReallocation).
  return rewritten
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
