import { asc, between, inArray, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import type { LedgerLoan, LedgerPayment } from '../../lending'
import { ledgerOf, type LoanRow } from './loan-record'
import type { InstallmentRow } from './loan-version-store'
import { loanInstallments, loanPayments, loanScheduleVersions } from './loan-servicing.schema'

/*
 * The ledgers of many loans in three reads, whatever their number (issue 33's end of day, issue 34's
 * reconciliation): their installments and payments as one JSON array per loan (tens of thousands of rows
 * otherwise: their decoding was most of a batch's time), and the rare schedule versions. The same ledger as a
 * single loan's read (ledgerOf): versions, periodicity, strategy and fees included.
 */

/** The rows of a raw statement (both drivers answer `{ rows }`). */
export const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows

export interface LoanLedger {
  loan: LoanRow
  ledger: LedgerLoan
  payments: LedgerPayment[]
}

/**
 * The ledgers of `loanRows` (their payments not reversed). `range`: the loans are those of an id range (an
 * end-of-day batch), read by range; otherwise by their ids.
 */
export async function ledgersOf(
  db: Executor,
  loanRows: readonly LoanRow[],
  range?: { fromId: number; toId: number },
): Promise<Map<number, LoanLedger>> {
  const ledgers = new Map<number, LoanLedger>()
  if (loanRows.length === 0) return ledgers
  const ids = loanRows.map((loan) => loan.id)
  const of = (
    column: typeof loanInstallments.loanId | typeof loanPayments.loanId | typeof loanScheduleVersions.loanId,
  ): SQL => (range ? between(column, range.fromId, range.toId) : inArray(column, ids))
  const installments = rowsOf<{ loanId: number; rows: InstallmentTuple[] }>(
    await db.execute(sql`
      select loan_id as "loanId", json_agg(json_build_array(n, due_date, principal_cents, interest_cents,
        iva_cents, insurance_cents, version, period_start) order by version, n) as rows
      from ${loanInstallments} where ${of(loanInstallments.loanId)} group by loan_id`),
  )
  const payments = rowsOf<{ loanId: number; rows: PaymentTuple[] }>(
    await db.execute(sql`
      select loan_id as "loanId", json_agg(json_build_array(id, paid_on, amount_cents, prepayment_choice)) as rows
      from ${loanPayments} where ${of(loanPayments.loanId)} and reversed_at is null
      group by loan_id`),
  )
  const versions = await db
    .select()
    .from(loanScheduleVersions)
    .where(of(loanScheduleVersions.loanId))
    .orderBy(asc(loanScheduleVersions.loanId), asc(loanScheduleVersions.version))
  const installmentsOf = new Map(installments.map((row) => [row.loanId, row.rows.map(installmentOf)]))
  const paymentsOf = new Map(payments.map((row) => [row.loanId, row.rows.map(paymentOf)]))
  const versionsOf = groupByLoan(versions)
  for (const loan of loanRows)
    ledgers.set(loan.id, {
      loan,
      ledger: ledgerOf(loan, installmentsOf.get(loan.id) ?? [], versionsOf.get(loan.id) ?? []),
      payments: paymentsOf.get(loan.id) ?? [],
    })
  return ledgers
}

type InstallmentTuple = [number, string, number, number, number, number, number, string | null]
const installmentOf = ([
  n,
  dueDate,
  principalCents,
  interestCents,
  ivaCents,
  insuranceCents,
  version,
  periodStart,
]: InstallmentTuple): InstallmentRow => ({
  n,
  dueDate,
  principalCents,
  interestCents,
  ivaCents,
  insuranceCents,
  version,
  periodStart,
})
type PaymentTuple = [number, string, number, LedgerPayment['prepaymentChoice']]
const paymentOf = ([id, paidOn, amountCents, prepaymentChoice]: PaymentTuple): LedgerPayment => ({
  id,
  paidOn,
  amountCents,
  prepaymentChoice,
})

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
