import { and, asc, between, eq, isNull, lte, sql } from 'drizzle-orm'
import type { Transaction } from '../../db/client'
import { addDays, closeOfDay, type DayFigures, type LedgerLoan, type LedgerPayment } from '../../lending'
import type { Replay } from './loan-delinquency'
import { refreshDelinquencies } from './loan-day-delinquency'
import { registerDayCloser, type DayBatch } from '../business-date'
import { loanDayFigures } from './loan-day-figures.schema'
import { ledgerOf, type LoanRow } from './loan-record'
import { loanInstallments, loanPayments, loanScheduleVersions, loans } from './loan-servicing.schema'

/** The rows of a raw statement (both drivers answer `{ rows }`). */
const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

/** Active loans already disbursed on `day`, cut into id ranges of `size` loans. */
async function loanBatches(tx: Transaction, day: string, size: number): Promise<DayBatch[]> {
  const result = await tx.execute(sql`
    select min(id)::int as "fromId", max(id)::int as "toId", count(*)::int as size
    from (select id, (row_number() over (order by id) - 1) / ${size} as batch
          from ${loans} where status = 'active' and disbursed_on <= ${day}) numbered
    group by batch order by batch`)
  return rowsOf<DayBatch>(result)
}

/** The batch's ledgers in three reads: its loans (locked against a payment meanwhile), installments, payments. */
async function loadBatch(tx: Transaction, batch: DayBatch, day: string) {
  const inRange = (
    column:
      | typeof loans.id
      | typeof loanInstallments.loanId
      | typeof loanPayments.loanId
      | typeof loanScheduleVersions.loanId,
  ) => between(column, batch.fromId, batch.toId)
  const rows = await tx
    .select()
    .from(loans)
    .where(and(inRange(loans.id), eq(loans.status, 'active'), lte(loans.disbursedOn, day)))
    .orderBy(asc(loans.id))
    .for('update')
  const [installments, payments, versions] = [
    await tx
      .select()
      .from(loanInstallments)
      .where(inRange(loanInstallments.loanId))
      .orderBy(asc(loanInstallments.loanId), asc(loanInstallments.version), asc(loanInstallments.n)),
    await tx
      .select({
        loanId: loanPayments.loanId,
        id: loanPayments.id,
        paidOn: loanPayments.paidOn,
        amountCents: loanPayments.amountCents,
        prepaymentChoice: loanPayments.prepaymentChoice,
      })
      .from(loanPayments)
      .where(and(inRange(loanPayments.loanId), isNull(loanPayments.reversedAt))),
    await tx
      .select()
      .from(loanScheduleVersions)
      .where(inRange(loanScheduleVersions.loanId))
      .orderBy(asc(loanScheduleVersions.loanId), asc(loanScheduleVersions.version)),
  ]
  const [installmentsOf, paymentsOf, versionsOf] = [
    groupByLoan(installments),
    groupByLoan(payments),
    groupByLoan(versions),
  ]
  // The same ledger as a single loan's read (ledgerOf): versions, periodicity, strategy and fees included.
  const ledgers = new Map<number, { loan: LoanRow; ledger: LedgerLoan; payments: LedgerPayment[] }>()
  for (const loan of rows)
    ledgers.set(loan.id, {
      loan,
      ledger: ledgerOf(loan, installmentsOf.get(loan.id) ?? [], versionsOf.get(loan.id) ?? []),
      payments: (paymentsOf.get(loan.id) ?? []).map(({ loanId: _loanId, ...payment }) => payment),
    })
  return ledgers
}

/** Rows by loan in one pass (the rows of a batch are tens of thousands). */
function groupByLoan<Row extends { loanId: number }>(rows: Row[]) {
  const grouped = new Map<number, Row[]>()
  for (const row of rows) {
    const group = grouped.get(row.loanId)
    if (group) group.push(row)
    else grouped.set(row.loanId, [row])
  }
  return grouped
}

const snapshotOf = (loanId: number, figures: DayFigures) => ({
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
})

/**
 * Closes business date `day` for a batch of loans: one replay per loan (the pure ledger), then two writes for
 * the whole batch: the day's snapshot rows (rewritten the same when the day is closed again) and the loans'
 * figures for the next business day (their status, paid off when the ledger says so).
 */
async function closeLoanBatch(tx: Transaction, batch: DayBatch, day: string) {
  const T0 = performance.now()
  const ledgers = await loadBatch(tx, batch, day)
  const T1 = performance.now()
  if (ledgers.size === 0) return
  const closings: ReturnType<typeof snapshotOf>[] = []
  const openings: ReturnType<typeof snapshotOf>[] = []
  const delinquent: Array<{ loan: LoanRow; replay: Replay }> = []
  for (const [loanId, { loan, ledger, payments }] of ledgers) {
    const { closing, opening, openingState } = closeOfDay(ledger, payments, day)
    closings.push(snapshotOf(loanId, closing))
    openings.push(snapshotOf(loanId, opening))
    if (mayChangeStanding(loan, opening.daysPastDue))
      delinquent.push({ loan, replay: { ledger, payments, state: openingState } })
  }
  const T2 = performance.now()
  const recordset = sql`as r(loan_id int, status text, balance_cents bigint, principal_outstanding_cents bigint,
    interest_accrued_cents bigint, late_interest_cents bigint, overdue_cents bigint, days_past_due int,
    bucket text, next_due_date date, next_due_cents bigint, paid_off_on date)`
  await tx.execute(sql`
    insert into ${loanDayFigures} (loan_id, "on", status, balance_cents, principal_outstanding_cents,
      interest_accrued_cents, late_interest_cents, overdue_cents, days_past_due, bucket, next_due_date,
      next_due_cents)
    select loan_id, ${day}::date, status, balance_cents, principal_outstanding_cents, interest_accrued_cents,
      late_interest_cents, overdue_cents, days_past_due, bucket, next_due_date, next_due_cents
    from jsonb_to_recordset(${JSON.stringify(closings)}::jsonb) ${recordset}
    on conflict (loan_id, "on") do update set status = excluded.status, balance_cents = excluded.balance_cents,
      principal_outstanding_cents = excluded.principal_outstanding_cents,
      interest_accrued_cents = excluded.interest_accrued_cents,
      late_interest_cents = excluded.late_interest_cents, overdue_cents = excluded.overdue_cents,
      days_past_due = excluded.days_past_due, bucket = excluded.bucket,
      next_due_date = excluded.next_due_date, next_due_cents = excluded.next_due_cents,
      recorded_at = now()`)
  await tx.execute(sql`
    update ${loans} set status = r.status, paid_off_on = r.paid_off_on, balance_cents = r.balance_cents,
      next_due_date = r.next_due_date, next_due_cents = r.next_due_cents, days_past_due = r.days_past_due,
      bucket = r.bucket, figures_on = ${addDays(day, 1)}::date, updated_at = now()
    from jsonb_to_recordset(${JSON.stringify(openings)}::jsonb) ${recordset}
    where loans.id = r.loan_id`)
  const T3 = performance.now()
  // The transitions a figure refresh makes (non-accrual and its cure), only for the loans past due or in
  // non-accrual (a product may set non-accrual from 1 day), judged on the next day's opening replay.
  await refreshDelinquencies(tx, delinquent)
  const T4 = performance.now()
  console.error(`TIMERS load ${(T1 - T0).toFixed(0)} replay ${(T2 - T1).toFixed(0)} write ${(T3 - T2).toFixed(0)} delinq ${(T4 - T3).toFixed(0)} n=${delinquent.length}`)
}

/** Loans whose accrual standing may move tonight: past due, or already in non-accrual. */
const mayChangeStanding = (loan: LoanRow, daysPastDue: number) =>
  daysPastDue > 0 || loan.accrualStatus !== 'accruing' || loan.suspendedInterestCents !== 0

/** Loan servicing's part of the end of day (registered in the API and the worker, src/job-kinds.ts). */
export function registerLoanDayClose() {
  registerDayCloser({ name: 'loans', batches: loanBatches, close: closeLoanBatch })
}
