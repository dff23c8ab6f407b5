import { and, asc, between, eq, inArray, lte, sql } from 'drizzle-orm'
import type { CreditProduct, DelinquencyPolicy } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { addDays, closeOfDay, loanStateOn, type DayFigures } from '../../lending'
import { applicationDirectory } from '../credit-applications'
import { delinquencyPolicyOf, type Replay } from './loan-delinquency'
import { closeLoanBooks, isMonthEnd, type LoanBooksDay } from './loan-books-close'
import { refreshDelinquencies } from './loan-day-delinquency'
import { registerDayCloser, type DayBatch } from '../business-date'
import { loanDayFigures } from './loan-day-figures.schema'
import type { LoanRow } from './loan-record'
import { ledgersOf, rowsOf } from './loan-ledgers'
import { loanSubledgerOn, subledgerFactsOf, type LoanSubledgerFigures } from './loan-subledger-figures'
import { loans } from './loan-servicing.schema'
import { settledFiguresOf, settlementsCloser, storeSettledFigures } from './loan-settled-figures'

/** Active loans already disbursed on `day`, cut into id ranges of `size` loans. */
async function loanBatches(tx: Transaction, day: string, size: number): Promise<DayBatch[]> {
  const result = await tx.execute(sql`
    select min(id)::int as "fromId", max(id)::int as "toId", count(*)::int as size
    from (select id, (row_number() over (order by id) - 1) / ${size} as batch
          from ${loans} where status = 'active' and disbursed_on <= ${day}) numbered
    group by batch order by batch`)
  return rowsOf<DayBatch>(result)
}

/** The batch's active loans, locked against a payment meanwhile, and their ledgers (three more reads). */
async function loadBatch(tx: Transaction, batch: DayBatch, day: string) {
  const rows = await tx
    .select()
    .from(loans)
    .where(
      and(
        between(loans.id, batch.fromId, batch.toId),
        eq(loans.status, 'active'),
        lte(loans.disbursedOn, day),
      ),
    )
    .orderBy(asc(loans.id))
    .for('update')
  return ledgersOf(tx, rows, batch)
}

const snapshotOf = (loanId: number, figures: DayFigures, subledger?: LoanSubledgerFigures) => ({
  loan_id: loanId,
  status: figures.paidOffOn ? 'paid_off' : 'active',
  balance_cents: figures.balanceCents,
  principal_outstanding_cents: figures.principalOutstandingCents,
  interest_accrued_cents: figures.interestAccruedCents,
  late_interest_cents: figures.lateInterestCents,
  overdue_cents: figures.overdueCents,
  days_past_due: figures.daysPastDue,
  bucket: figures.bucket,
  next_due_date: figures.nextDueDate,
  next_due_cents: figures.nextDueCents,
  paid_off_on: figures.paidOffOn,
  subledger_principal_cents: subledger?.principalCents ?? null,
  subledger_past_due: subledger?.pastDue ?? null,
  subledger_interest_cents: subledger?.interestReceivableCents ?? null,
  subledger_credit_cents: subledger?.creditBalanceCents ?? null,
  subledger_fee_cents: subledger?.openingFeeDeferredCents ?? null,
})

/**
 * Closes business date `day` for a batch of loans: one replay per loan (the pure ledger), then two writes for
 * the whole batch: the day's snapshot rows (rewritten the same when the day is closed again) with each loan's
 * part of the books' sub-ledger (issue 34: from the same replay and three reads of the batch's facts), and the
 * loans' figures for the next business day (their status, paid off when the ledger says so: then its settled
 * figures too, one more write only when a loan of the batch is paid off).
 */
async function closeLoanBatch(tx: Transaction, batch: DayBatch, day: string) {
  const ledgers = await loadBatch(tx, batch, day)
  if (ledgers.size === 0) return
  const factsOf = await subledgerFactsOf(tx, [...ledgers.keys()], day, { lockCredit: true })
  const closings: ReturnType<typeof snapshotOf>[] = []
  const openings: ReturnType<typeof snapshotOf>[] = []
  const delinquent: Array<{ loan: LoanRow; replay: Replay }> = []
  const books: Array<Omit<LoanBooksDay, 'product' | 'policy'>> = []
  const settled: Array<ReturnType<typeof settledFiguresOf>> = []
  const next = addDays(day, 1)
  for (const [loanId, { loan, ledger, payments }] of ledgers) {
    const { closing, closingState, opening, openingState } = closeOfDay(ledger, payments, day)
    const subledger = loanSubledgerOn(
      loan,
      { ledger, payments },
      day,
      { state: closingState, currentPeriodAccruedCents: closing.interestAccruedCents },
      factsOf(loanId),
    )
    closings.push(snapshotOf(loanId, closing, subledger))
    openings.push(snapshotOf(loanId, opening))
    // Paid off by tomorrow: its settled figures recorded once (loan-settled-figures.ts), the loan held.
    if (opening.paidOffOn)
      settled.push(
        settledFiguresOf(
          { loan: { ...loan, status: 'paid_off', paidOffOn: opening.paidOffOn }, ledger, payments },
          factsOf(loanId).openingFeeCents,
        ),
      )
    if (mayChangeStanding(loan, opening.daysPastDue))
      delinquent.push({ loan, replay: { ledger, payments, state: openingState } })
    // Issue 34: the day's books from the same replay (a payment dated tomorrow, demo mode only, replays the day).
    const movesTomorrow =
      payments.some((payment) => payment.paidOn === next) ||
      (ledger.versions ?? []).some((version) => version.effectiveOn === next)
    const state = movesTomorrow ? loanStateOn(ledger, payments, day) : openingState
    books.push({
      loan,
      day,
      ledger,
      payments,
      state,
      currentPeriodAccruedCents: closing.interestAccruedCents,
    })
  }
  const recordset = sql`as r(loan_id int, status text, balance_cents bigint, principal_outstanding_cents bigint,
    interest_accrued_cents bigint, late_interest_cents bigint, overdue_cents bigint, days_past_due int,
    bucket text, next_due_date date, next_due_cents bigint, paid_off_on date, subledger_principal_cents bigint,
    subledger_past_due boolean, subledger_interest_cents bigint, subledger_credit_cents bigint,
    subledger_fee_cents bigint)`
  await tx.execute(sql`
    insert into ${loanDayFigures} (loan_id, "on", status, balance_cents, principal_outstanding_cents,
      interest_accrued_cents, late_interest_cents, overdue_cents, days_past_due, bucket, next_due_date,
      next_due_cents, subledger_principal_cents, subledger_past_due, subledger_interest_cents,
      subledger_credit_cents, subledger_fee_cents)
    select loan_id, ${day}::date, status, balance_cents, principal_outstanding_cents, interest_accrued_cents,
      late_interest_cents, overdue_cents, days_past_due, bucket, next_due_date, next_due_cents,
      subledger_principal_cents, subledger_past_due, subledger_interest_cents, subledger_credit_cents,
      subledger_fee_cents
    from jsonb_to_recordset(${JSON.stringify(closings)}::jsonb) ${recordset}
    on conflict (loan_id, "on") do update set status = excluded.status, balance_cents = excluded.balance_cents,
      principal_outstanding_cents = excluded.principal_outstanding_cents,
      interest_accrued_cents = excluded.interest_accrued_cents,
      late_interest_cents = excluded.late_interest_cents, overdue_cents = excluded.overdue_cents,
      days_past_due = excluded.days_past_due, bucket = excluded.bucket,
      next_due_date = excluded.next_due_date, next_due_cents = excluded.next_due_cents,
      subledger_principal_cents = excluded.subledger_principal_cents,
      subledger_past_due = excluded.subledger_past_due,
      subledger_interest_cents = excluded.subledger_interest_cents,
      subledger_credit_cents = excluded.subledger_credit_cents, subledger_fee_cents = excluded.subledger_fee_cents,
      recorded_at = now()`)
  await tx.execute(sql`
    update ${loans} set status = r.status, paid_off_on = r.paid_off_on, balance_cents = r.balance_cents,
      next_due_date = r.next_due_date, next_due_cents = r.next_due_cents, days_past_due = r.days_past_due,
      bucket = r.bucket, figures_on = ${addDays(day, 1)}::date, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(openings)}::jsonb) ${recordset}
    where loans.id = r.loan_id`)
  await storeSettledFigures(tx, settled)
  // Issue 34: the day's accruals, fee recognition and (month end) provisions, before the standing changes
  // tonight (a loan entering non-accrual accrues its last accruing day).
  await closeLoanBooks(tx, await withProducts(tx, books, day))
  // The transitions a figure refresh makes (non-accrual and its cure), only for the loans past due or in
  // non-accrual (a product may set non-accrual from 1 day), judged on the next day's opening replay.
  await refreshDelinquencies(tx, delinquent)
}

/** The batch's products in one read, and at month end each product's delinquency policy (its provision table). */
async function withProducts(
  tx: Transaction,
  books: Array<Omit<LoanBooksDay, 'product' | 'policy'>>,
  day: string,
): Promise<LoanBooksDay[]> {
  if (books.length === 0) return []
  const products = await tx
    .select({ id: applicationDirectory.id, product: applicationDirectory.product })
    .from(applicationDirectory)
    .where(
      inArray(
        applicationDirectory.id,
        books.map(({ loan }) => loan.applicationId),
      ),
    )
  const productOf = new Map(products.map((row) => [row.id, row.product as CreditProduct]))
  const policies = new Map<CreditProduct, DelinquencyPolicy>()
  if (isMonthEnd(day))
    for (const product of new Set(productOf.values()))
      policies.set(product, await delinquencyPolicyOf(tx, product))
  return books.map((entry) => {
    const product = productOf.get(entry.loan.applicationId)!
    return { ...entry, product, policy: policies.get(product) ?? null }
  })
}

/** Loans whose accrual standing may move tonight: past due, or already in non-accrual. */
const mayChangeStanding = (loan: LoanRow, daysPastDue: number) =>
  daysPastDue > 0 || loan.accrualStatus !== 'accruing' || loan.suspendedInterestCents !== 0

/** Loan servicing's part of the end of day (registered in the API and the worker, src/job-kinds.ts). */
export function registerLoanDayClose() {
  registerDayCloser({ name: 'loans', batches: loanBatches, close: closeLoanBatch })
  registerDayCloser(settlementsCloser)
}
