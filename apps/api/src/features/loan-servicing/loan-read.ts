import { asc, eq, sql } from 'drizzle-orm'
import type { Allocation, LoanPayment } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { notFound } from '../../lib/http-errors'
import type { LedgerPayment } from '../../lending'
import { userDirectoryAs } from '../users'
import { paymentReferenceDirectory, type PaymentReference } from '../payment-references'
import type { currentPolicy } from '../credit-policy'
import type { ApplicationRow } from '../credit-applications'
import { ledgerOf, type LoadedLedger, type LoanRow } from './loan-record'
import type { InstallmentRow, LedgerVersionRecord } from './loan-version-store'
import { loanInstallments, loanPayments, loanScheduleVersions, loans } from './loan-servicing.schema'

/**
 * A payment as the loan's file lists it, before the ledger says how it was applied; with the allocation
 * stored when it was posted (issue 33), when there is one.
 */
export type PaymentRecord = Omit<LoanPayment, 'allocation'> & { storedAllocation: Allocation | null }

/**
 * The loan as one request reads it (issue 33, "the route reads a loan and its ledger once"): its row,
 * its ledger (terms, schedule, payments not reversed) and every payment with who registered and who
 * reversed it. A read route builds its answer from it; the payment route applies the new payment to it
 * and answers the loan from the same state, without reading the loan again.
 */
export interface LoanRead extends LoadedLedger {
  loan: LoanRow
  records: PaymentRecord[]
  /** Every version's installments as stored: the versions list is built from them, not read again. */
  schedule: InstallmentRow[]
  /** The version records after the opening one (none on most loans: then the list needs no statement). */
  versionRecords: LedgerVersionRecord[]
  /** The product's credit policy in force, when the request already read it (the payment route). */
  policy?: CreditPolicy
  /**
   * Issue 35: the loan's reference and CLABE, joined beside its row (no statement of their own); null only for
   * a loan opened before references existed, until its first read assigns them (payment-reference-backfill.ts).
   */
  paymentReference: PaymentReference | null
}

export type CreditPolicy = Awaited<ReturnType<typeof currentPolicy>>

const registrars = userDirectoryAs('registrar')
const reversers = userDirectoryAs('reverser')

/**
 * The schedule as one JSON array beside the loan's row, so the loan and its schedule are one statement.
 * Written with an alias and qualified names: inside a one-table select Drizzle leaves its columns unqualified,
 * and an unqualified "id" here would be the installment's.
 */
const scheduleOfLoan = sql<InstallmentRow[]>`coalesce((
  select json_agg(json_build_object(
    'n', li.n,
    'dueDate', li.due_date,
    'principalCents', li.principal_cents,
    'interestCents', li.interest_cents,
    'ivaCents', li.iva_cents,
    'insuranceCents', li.insurance_cents,
    'version', li.version,
    'periodStart', li.period_start
  ) order by li.version, li.n)
  from ${loanInstallments} li where li.loan_id = ${loans}.id
), '[]'::json)`

/** The schedule versions after the opening one (restructure, holiday, due-day change, acceleration), same way. */
const versionsOfLoan = sql<LedgerVersionRecord[]>`coalesce((
  select json_agg(json_build_object(
    'version', sv.version,
    'kind', sv.kind,
    'effectiveOn', sv.effective_on,
    'annualRateBps', sv.annual_rate_bps,
    'capitalisesArrears', sv.capitalises_arrears,
    'capitalisedCents', sv.capitalised_cents
  ) order by sv.version)
  from ${loanScheduleVersions} sv where sv.loan_id = ${loans}.id
), '[]'::json)`

/** Every payment of the loan, reversed ones too, oldest value date first (one statement). */
async function paymentRecordsOf(db: Executor, loanId: number): Promise<PaymentRecord[]> {
  const rows = await db
    .select({ payment: loanPayments, registeredBy: registrars.fullName, reversedBy: reversers.fullName })
    .from(loanPayments)
    .leftJoin(registrars, eq(registrars.id, loanPayments.registeredByUserId))
    .leftJoin(reversers, eq(reversers.id, loanPayments.reversedByUserId))
    .where(eq(loanPayments.loanId, loanId))
    .orderBy(asc(loanPayments.paidOn), asc(loanPayments.id))
  return rows.map(({ payment, registeredBy, reversedBy }) =>
    recordOf(
      payment,
      registeredBy ?? null,
      payment.reversedAt ? { reason: payment.reversalReason ?? '', by: reversedBy ?? null } : null,
    ),
  )
}

/** A stored payment row as a record (the payment route builds the new one's without reading it back). */
export function recordOf(
  payment: typeof loanPayments.$inferSelect,
  registeredBy: string | null,
  reversal: { reason: string; by: string | null } | null = null,
): PaymentRecord {
  return {
    id: payment.id,
    amountCents: payment.amountCents,
    paidOn: payment.paidOn,
    method: payment.method,
    reference: payment.reference,
    prepaymentChoice: payment.prepaymentChoice,
    registeredBy,
    storedAllocation: payment.allocation ?? null,
    reversed:
      payment.reversedAt && reversal
        ? { reason: reversal.reason, at: payment.reversedAt.toISOString(), by: reversal.by }
        : null,
  }
}

/** The allocation stored on each live payment (null: none yet), so a write knows what changed without a select. */
export const storedAllocationsOf = (records: PaymentRecord[]) =>
  new Map(
    records
      .filter((record) => record.reversed === null)
      .map((record) => [record.id, { paidOn: record.paidOn, allocation: record.storedAllocation }] as const),
  )

/** What the ledger replays: the payments not reversed. */
export const ledgerPaymentsOf = (records: PaymentRecord[]): LedgerPayment[] =>
  records
    .filter((record) => record.reversed === null)
    .map(({ id, paidOn, amountCents, prepaymentChoice }) => ({ id, paidOn, amountCents, prepaymentChoice }))

/** The loan of an application with its ledger, in two statements; null when the application has none. */
async function readLoanOfApplication(db: Executor, applicationId: number): Promise<LoanRead | null> {
  const [row] = await db
    .select({
      loan: loans,
      schedule: scheduleOfLoan,
      versions: versionsOfLoan,
      reference: paymentReferenceDirectory.reference,
      clabe: paymentReferenceDirectory.clabe,
    })
    .from(loans)
    .leftJoin(paymentReferenceDirectory, eq(paymentReferenceDirectory.loanId, loans.id))
    .where(eq(loans.applicationId, applicationId))
  if (!row) return null
  const records = await paymentRecordsOf(db, row.loan.id)
  return {
    loan: row.loan,
    ledger: ledgerOf(row.loan, row.schedule, row.versions),
    payments: ledgerPaymentsOf(records),
    records,
    schedule: row.schedule,
    versionRecords: row.versions,
    paymentReference: row.reference && row.clabe ? { reference: row.reference, clabe: row.clabe } : null,
  }
}

/** The loan of an application read once for the request, or 404 (an application that never reached activo). */
export async function requireLoanRead(db: Executor, application: ApplicationRow): Promise<LoanRead> {
  const read = await readLoanOfApplication(db, application.id)
  if (!read) throw notFound('This application has no loan')
  return read
}
