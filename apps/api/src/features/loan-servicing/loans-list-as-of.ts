import { and, asc, eq, inArray, isNull, lte, type SQL } from 'drizzle-orm'
import type { LoanListItem } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { applicationDirectory as applications } from '../credit-applications'
import { loanStateOn, loanSummary, type LedgerLoan, type LedgerPayment } from '../../lending'
import { ledgerOf } from './loan-record'
import { loanInstallments, loanPayments, loanScheduleVersions, loans } from './loan-servicing.schema'

/** A portfolio row as it stood (or will stand) on a date, before its funder is looked up. */
export type ListedAsOf = Omit<LoanListItem, 'funder'>

/** Rows of one column grouped by loan (the ledgers of many loans read in one statement each). */
export function byLoan<Row extends { loanId: number }>(rows: Row[]) {
  const grouped = new Map<number, Row[]>()
  for (const row of rows) grouped.set(row.loanId, [...(grouped.get(row.loanId) ?? []), row])
  return grouped
}

/**
 * Every loan matching `where` that existed on `asOf` (disbursed by then), with its status, balance, next
 * installment, days past due and bucket on that date, from its ledger replayed with the payments made by
 * then (issue 33). Four statements whatever the number of loans: the loans, their schedules, their
 * schedule versions, their payments. Demo scale: every filtered loan is replayed on each read; at scale the end-of-day run's daily
 * snapshot per loan answers a past date in SQL, and only a future date (or today's) needs the replay.
 */
export async function listedAsOf(db: Executor, where: SQL | undefined, asOf: string): Promise<ListedAsOf[]> {
  const rows = await db
    .select({
      loan: loans,
      origin: applications.product,
      folio: applications.folio,
      applicantName: applications.applicantName,
      allyId: applications.allyId,
      allyName: allyDirectory.allyName,
    })
    .from(loans)
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .innerJoin(allyDirectory, eq(allyDirectory.id, applications.allyId))
    .where(and(where, lte(loans.disbursedOn, asOf)))
  if (rows.length === 0) return []
  const ids = rows.map((row) => row.loan.id)
  const [schedules, versions, payments] = await Promise.all([
    db
      .select()
      .from(loanInstallments)
      .where(inArray(loanInstallments.loanId, ids))
      .orderBy(asc(loanInstallments.loanId), asc(loanInstallments.version), asc(loanInstallments.n))
      .then(byLoan),
    db
      .select()
      .from(loanScheduleVersions)
      .where(inArray(loanScheduleVersions.loanId, ids))
      .orderBy(asc(loanScheduleVersions.loanId), asc(loanScheduleVersions.version))
      .then(byLoan),
    db
      .select({
        loanId: loanPayments.loanId,
        id: loanPayments.id,
        paidOn: loanPayments.paidOn,
        amountCents: loanPayments.amountCents,
        prepaymentChoice: loanPayments.prepaymentChoice,
      })
      .from(loanPayments)
      .where(
        and(
          inArray(loanPayments.loanId, ids),
          isNull(loanPayments.reversedAt),
          lte(loanPayments.paidOn, asOf),
        ),
      )
      .then(byLoan),
  ])
  return rows.map(({ loan, ...application }) => {
    const ledger: LedgerLoan = ledgerOf(loan, schedules.get(loan.id) ?? [], versions.get(loan.id) ?? [])
    const paid: LedgerPayment[] = payments.get(loan.id) ?? []
    const state = loanStateOn(ledger, paid, asOf)
    const summary = loanSummary(state)
    return {
      applicationId: loan.applicationId,
      ...application,
      status: state.paidOffOn ? 'paid_off' : 'active',
      principalCents: loan.principalCents,
      balanceCents: state.paidOffOn ? 0 : summary.balanceCents,
      nextDueDate: summary.nextDueDate,
      nextDueCents: summary.nextDueCents,
      daysPastDue: summary.daysPastDue,
      bucket: summary.bucket,
      disbursedOn: loan.disbursedOn,
      paidOffOn: state.paidOffOn,
    }
  })
}
