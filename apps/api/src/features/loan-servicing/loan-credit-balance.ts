import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { loanStateOn, unappliedOf } from '../../lending'
import { loadLedger, type LoanRow } from './loan-record'
import { loanCreditMovements } from './loan-servicing.schema'
import { businessDateOf } from '../business-date'

/** The credit balance that went out of a loan: refunds and amounts applied to other loans (not cancelled). */
export async function paidOutOf(db: Executor, loanId: number) {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${loanCreditMovements.amountCents}), 0)` })
    .from(loanCreditMovements)
    .where(and(eq(loanCreditMovements.loanId, loanId), isNull(loanCreditMovements.cancelledAt)))
  return Number(row!.total)
}

/**
 * The loan's credit balance today: what the replayed ledger left unapplied (money received beyond what
 * the loan owed when it arrived) less what was refunded or applied elsewhere. Negative only inside a
 * transaction about to be refused (a reversal that would take back money already out).
 */
export async function creditBalanceAfter(db: Executor, loan: LoanRow) {
  const { ledger, payments } = await loadLedger(db, loan)
  return unappliedOf(loanStateOn(ledger, payments, await businessDateOf(db))) - (await paidOutOf(db, loan.id))
}
