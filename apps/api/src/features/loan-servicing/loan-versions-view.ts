import { asc, desc, eq } from 'drizzle-orm'
import { type LoanVersions, type ScheduleVersion } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { conflict, notFound } from '../../lib/http-errors'
import { userDirectoryAs } from '../users'
import { rowOutstanding, type LedgerLoan, type LoanState } from '../../lending'
import type { LoanRead } from './loan-read'
import type { LoanRow } from './loan-record'
import type { InstallmentRow } from './loan-version-store'
import { loanInstallments, loanScheduleVersions } from './loan-servicing.schema'

const askers = userDirectoryAs('version_asker')
const approvers = userDirectoryAs('version_approver')

type NamedVersionRecord = {
  record: typeof loanScheduleVersions.$inferSelect
  askedBy: string | null
  approvedBy: string | null
}

/** The version records after the opening one with who asked and approved, oldest first. */
const namedVersionRecordsOf = (db: Executor, loan: LoanRow): Promise<NamedVersionRecord[]> =>
  db
    .select({ record: loanScheduleVersions, askedBy: askers.fullName, approvedBy: approvers.fullName })
    .from(loanScheduleVersions)
    .leftJoin(askers, eq(askers.id, loanScheduleVersions.requestedByUserId))
    .leftJoin(approvers, eq(approvers.id, loanScheduleVersions.approvedByUserId))
    .where(eq(loanScheduleVersions.loanId, loan.id))
    .orderBy(asc(loanScheduleVersions.version))

/** Every schedule version of the loan, the opening one (1) first, with its rows and who asked and approved. */
export async function scheduleVersionsOf(db: Executor, loan: LoanRow): Promise<ScheduleVersion[]> {
  const [records, rows] = await Promise.all([
    namedVersionRecordsOf(db, loan),
    db
      .select()
      .from(loanInstallments)
      .where(eq(loanInstallments.loanId, loan.id))
      .orderBy(asc(loanInstallments.version), asc(loanInstallments.n)),
  ])
  return versionsFrom(loan, records, rows)
}

/**
 * The same from the request's one read of the loan (issue 33): its installments are already there, and a
 * loan never restructured (most) has no version record to name, so the list costs no statement at all.
 */
async function versionsOfRead(db: Executor, read: VersionsRead): Promise<ScheduleVersion[]> {
  const records = read.versionRecords.length > 0 ? await namedVersionRecordsOf(db, read.loan) : []
  return versionsFrom(read.loan, records, read.schedule)
}

function versionsFrom(
  loan: LoanRow,
  records: NamedVersionRecord[],
  rows: InstallmentRow[],
): ScheduleVersion[] {
  const rowsOf = (version: number) =>
    rows
      .filter((row) => row.version === version)
      .map((row) => ({
        n: row.n,
        dueDate: row.dueDate,
        principalCents: row.principalCents,
        interestCents: row.interestCents,
        ivaCents: row.ivaCents,
        insuranceCents: row.insuranceCents,
        totalCents: row.principalCents + row.interestCents + row.ivaCents + row.insuranceCents,
      }))
  const opening: ScheduleVersion = {
    version: 1,
    kind: 'opening',
    effectiveOn: loan.disbursedOn,
    annualRateBps: loan.annualRateBps,
    principalCents: loan.principalCents,
    capitalisedCents: 0,
    capitalisesArrears: false,
    carriedInterestCents: 0,
    termPeriods: loan.termMonths,
    periods: null,
    dueDay: null,
    rows: rowsOf(1),
    reason: '',
    requestedBy: null,
    approvedBy: null,
    createdAt: loan.createdAt.toISOString(),
  }
  return [
    opening,
    ...records.map(({ record, askedBy, approvedBy }) => ({
      version: record.version,
      kind: record.kind,
      effectiveOn: record.effectiveOn,
      annualRateBps: record.annualRateBps,
      principalCents: record.terms.principalCents,
      capitalisedCents: record.capitalisedCents,
      capitalisesArrears: record.capitalisesArrears,
      carriedInterestCents: record.terms.carriedInterestCents,
      termPeriods: record.terms.termPeriods,
      periods: record.terms.periods,
      dueDay: record.terms.dueDay,
      rows: rowsOf(record.version),
      reason: record.reason,
      requestedBy: askedBy ?? null,
      approvedBy: approvedBy ?? null,
      createdAt: record.createdAt.toISOString(),
    })),
  ]
}

/** What the versions list needs of the request's loan read (loan-read.ts). */
export type VersionsRead = Pick<LoanRead, 'loan' | 'schedule' | 'versionRecords'>

/**
 * LoanDetail.versions: the versions and the loan's restructure and acceleration facts on the state's date.
 * `accelerationAfterMissed`: the contract's missed installments, from the policy the request read once.
 */
export async function loanVersionsOf(
  db: Executor,
  read: VersionsRead,
  state: LoanState,
  accelerationAfterMissed: number,
): Promise<LoanVersions> {
  const { loan } = read
  const list = await versionsOfRead(db, read)
  return {
    list,
    restructureCount: loan.restructureCount,
    lastRestructuredOn: loan.lastRestructuredOn,
    acceleratedOn: loan.acceleratedOn,
    missedInstallments: state.installments.filter(
      (row) => row.dueDate < state.asOf && rowOutstanding(row) > 0,
    ).length,
    accelerationAfterMissed,
    lockedBefore: list.length > 1 ? list[list.length - 1]!.effectiveOn : null,
  }
}

/** One version of the loan (its cover page), or 404. */
export async function scheduleVersionOf(db: Executor, loan: LoanRow, version: number) {
  const found = (await scheduleVersionsOf(db, loan)).find((item) => item.version === version)
  if (!found) throw notFound('No such schedule version')
  return found
}

/**
 * Payments and reversals dated before the latest version's date are refused (409): the version was
 * computed from the loan at its date, so nothing before it may change.
 */
export async function refuseBeforeLatestVersion(db: Executor, loan: LoanRow, valueDate: string) {
  const [latest] = await db
    .select({ effectiveOn: loanScheduleVersions.effectiveOn })
    .from(loanScheduleVersions)
    .where(eq(loanScheduleVersions.loanId, loan.id))
    .orderBy(desc(loanScheduleVersions.effectiveOn))
    .limit(1)
  refuseBefore(latest?.effectiveOn, valueDate)
}

/** The same rule on a ledger this request already read (the payment route reads the loan once). */
export function refuseBeforeVersionOf(ledger: LedgerLoan, valueDate: string) {
  const dates = (ledger.versions ?? []).map((version) => version.effectiveOn).sort()
  refuseBefore(dates.at(-1), valueDate)
}

function refuseBefore(latest: string | undefined, valueDate: string) {
  if (latest && valueDate < latest)
    throw conflict(
      'before_schedule_version',
      `The schedule changed on ${latest}: nothing dated before it may be added or reversed`,
    )
}
