import { sql } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { loanDayFigures, loanSettledFigures } from './loan-day-figures.schema'

/*
 * When a day's stored sub-ledger figures stop telling the truth (issue 34, docs/accounting.md "The loans'
 * sub-ledger"). The end of day stores each active loan's part of the books' sub-ledger at the close of the day
 * (loan_day_figures.subledger_*); the reconciliation of a closed day sums them instead of replaying the loan.
 * The replay is the ledger as known now, so a row holds only while nothing the replay reads for that day has
 * changed since it was written. Every event that changes it forgets the loan's figures of each recorded day
 * from the first day it changes (the columns go null: the reconciliation replays the loan for those days):
 *
 * - a payment, from its value date (a back-dated one, and a payoff, included; its journal entry is dated the
 *   business date, so the journal's dates cannot tell);
 * - a reversal, from the reversed payment's value date; the credit applied from another loan that it cancels,
 *   on that loan, from the movement's day;
 * - a refund or credit applied to another loan, from its day (a refund may be dated back);
 * - a schedule version, from its effective date (it posts no entry);
 * - a write-off, from its day;
 * - a reclassification into or out of non-accrual, from the day it is booked (the replay reads the books'
 *   standing on the day from the reclassifications dated by then);
 * - the journal back-fill of a loan booked before the journal (its disbursement's deferred fee), from its
 *   disbursement.
 *
 * Each does it in its own transaction after it holds the loan's row (its update of the loan, or a lock): the
 * close holds its batch's loan rows from its first read to its commit, so an event either committed before the
 * close read the loan (the row includes it) or forgets the row once the close committed. A reversal cancels
 * another loan's movement without holding that loan: the close reads movements FOR SHARE, so the cancellation
 * waits for the close and then forgets its row (loan-subledger-figures.ts).
 *
 * A settled loan's figures (loan_settled_figures, loan-settled-figures.ts) answer every day from the one it
 * settled on, so any event above deletes them, in the same statement, whatever its day: but a credit movement
 * (refund, credit applied elsewhere, a cancellation: the reconciliation subtracts the movements by the day) and
 * a reclassification (the standing moves no figure of a loan paid off or written off). A settled loan's figures
 * are written by whoever holds its row (the event that settles it, the end of day), so the same rule holds.
 */

/** Bumped when this process forgets figures: a sum it keeps (loan-subledger.ts) is computed again. */
let generation = 0
export const subledgerGeneration = () => generation

/**
 * Forgets the loan's stored sub-ledger figures of `fromDay` and every later day (one statement on the table's
 * key; none recorded, nothing written), and its settled figures (loan-settled-figures.ts) in the same statement.
 * `keepSettled`: the event moves nothing a settled loan's figures hold (its credit movements, which the
 * reconciliation subtracts by the day; its books' standing, which moves no figure of a loan paid off or
 * written off). Called in the event's transaction, once it holds the loan's row.
 */
export async function forgetSubledgerFrom(
  tx: Executor,
  loanId: number,
  fromDay: string,
  { keepSettled = false } = {},
) {
  generation += 1
  const settled = keepSettled
    ? sql``
    : sql`with settled as (delete from ${loanSettledFigures} where loan_id = ${loanId}) `
  await tx.execute(sql`${settled}update ${loanDayFigures} set subledger_principal_cents = null,
      subledger_past_due = null, subledger_interest_cents = null, subledger_credit_cents = null,
      subledger_fee_cents = null
    where loan_id = ${loanId} and "on" >= ${fromDay}::date and subledger_principal_cents is not null`)
}
