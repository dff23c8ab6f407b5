import { and, between, inArray, sql } from 'drizzle-orm'
import type { Executor, Transaction } from '../../db/client'
import { deferredFeesOf } from '../accounting'
import type { DayBatch } from '../business-date'
import { loanSettledFigures } from './loan-day-figures.schema'
import { ledgersOf, rowsOf, type LoanLedger } from './loan-ledgers'
import type { LoanRow } from './loan-record'
import { closingOn, loanSubledgerOn } from './loan-subledger-figures'
import { loans } from './loan-servicing.schema'

/*
 * A settled loan's part of the books' sub-ledger, recorded once (issue 34, docs/accounting.md "Settled loans").
 * Once a loan is paid off or written off and its last payment (a recovery) is behind it, the replay of any later
 * day gives the same figures but for the credit balance, which only its credit movements move: principal,
 * interest and deferred fee are fixed (all zero: the payoff paid them and recognised the fee, the write-off took
 * them out of the books) and the ledger's unapplied credit too (each payment's excess is fixed when it is
 * allocated). So one row per loan (loan_settled_figures) answers every day from `from_day` on, the
 * reconciliation of a closed day subtracting the loan's credit movements dated by then; the loan is never
 * replayed again.
 *
 * Recorded by whoever holds the loan's row: the payment that pays it off (a back-dated payoff too) or a
 * recovery, a reversal that leaves it settled, the write-off, the end of day that finds it paid off; and the
 * end of day's `loan-settlements` closer for a settled loan without its row (settled before this record
 * existed, or cleared by an event that left it settled). Deleted by every event that changes the ledger
 * (loan-subledger-stale.ts): a payoff reversed brings the loan back to active without them.
 */

/** A loan settled by its ledger: its figures from the first day they hold; null while it is not settled. */
export function settledFiguresOf({ loan, ledger, payments }: LoanLedger, openingFeeCents: number) {
  if (loan.status === 'active') return null
  let fromDay = loan.disbursedOn
  for (const day of [loan.writtenOffOn, loan.paidOffOn]) if (day && day > fromDay) fromDay = day
  for (const payment of payments) if (payment.paidOn > fromDay) fromDay = payment.paidOn
  for (const version of ledger.versions ?? [])
    if (version.effectiveOn > fromDay) fromDay = version.effectiveOn
  const closing = closingOn(ledger, payments, fromDay)
  if (loan.writtenOffOn === null && closing.state.paidOffOn === null) return null
  // No credit paid out (the statement subtracts the movements by its day); no standing (it moves nothing here).
  const figures = loanSubledgerOn(loan, { ledger, payments }, fromDay, closing, {
    creditPaidOutCents: 0,
    openingFeeCents,
    nonAccrualSince: null,
  })
  return {
    loan_id: loan.id,
    from_day: fromDay,
    principal_cents: figures.principalCents,
    past_due: figures.pastDue,
    interest_cents: figures.interestReceivableCents,
    unapplied_cents: figures.creditBalanceCents,
    fee_cents: figures.openingFeeDeferredCents,
  }
}

type SettledRow = NonNullable<ReturnType<typeof settledFiguresOf>>

/** Stores the rows given (one statement; a loan's row written again replaces it). */
export async function storeSettledFigures(tx: Executor, rows: ReadonlyArray<SettledRow | null>) {
  const settled = rows.filter((row): row is SettledRow => row !== null)
  if (settled.length === 0) return
  await tx.execute(sql`
    insert into ${loanSettledFigures} (loan_id, from_day, principal_cents, past_due, interest_cents,
      unapplied_cents, fee_cents)
    select loan_id, from_day, principal_cents, past_due, interest_cents, unapplied_cents, fee_cents
    from jsonb_to_recordset(${JSON.stringify(settled)}::jsonb) as r(loan_id int, from_day date,
      principal_cents bigint, past_due boolean, interest_cents bigint, unapplied_cents bigint, fee_cents bigint)
    on conflict (loan_id) do update set from_day = excluded.from_day, principal_cents = excluded.principal_cents,
      past_due = excluded.past_due, interest_cents = excluded.interest_cents,
      unapplied_cents = excluded.unapplied_cents, fee_cents = excluded.fee_cents, recorded_at = now()`)
}

/** Settled loans' figures from their rows as they are now (already held): their ledgers and fees, one write. */
async function recordSettled(tx: Executor, rows: readonly LoanRow[]) {
  const settled = rows.filter((loan) => loan.status !== 'active')
  if (settled.length === 0) return
  const ledgers = await ledgersOf(tx, settled)
  const fees = await deferredFeesOf(
    tx,
    settled.map((loan) => loan.id),
  )
  await storeSettledFigures(
    tx,
    [...ledgers.values()].map((entry) => settledFiguresOf(entry, fees.get(entry.loan.id) ?? 0)),
  )
}

/**
 * After an event on a loan whose row the transaction holds (`loan` as the event left it, its status stored):
 * a settled loan's figures recorded (again: the event deleted them); nothing for an active loan.
 */
export const recordSettlementOf = (tx: Executor, loan: LoanRow) => recordSettled(tx, [loan])

const settledWithout = (range: { fromId: number; toId: number }) =>
  and(
    between(loans.id, range.fromId, range.toId),
    inArray(loans.status, ['paid_off', 'written_off']),
    sql`not exists (select 1 from ${loanSettledFigures} s where s.loan_id = ${loans.id})`,
  )

/** Settled loans without their figures, cut into id ranges of `size` loans (none most days). */
async function settlementBatches(tx: Transaction, _day: string, size: number): Promise<DayBatch[]> {
  const result = await tx.execute(sql`
    select min(id)::int as "fromId", max(id)::int as "toId", count(*)::int as size
    from (select l.id, (row_number() over (order by l.id) - 1) / ${size} as batch
          from ${loans} l where l.status in ('paid_off', 'written_off')
            and not exists (select 1 from ${loanSettledFigures} s where s.loan_id = l.id)) numbered
    group by batch order by batch`)
  return rowsOf<DayBatch>(result)
}

/** One batch: its settled loans still without figures, held against an event meanwhile, recorded. */
async function closeSettlementBatch(tx: Transaction, batch: DayBatch) {
  const rows = await tx.select().from(loans).where(settledWithout(batch)).for('update')
  await recordSettled(tx, rows)
}

/** The end of day's back-fill of settled loans' figures (registered after the loans' own closer). */
export const settlementsCloser = {
  name: 'loan-settlements',
  batches: settlementBatches,
  close: (tx: Transaction, batch: DayBatch) => closeSettlementBatch(tx, batch),
}
