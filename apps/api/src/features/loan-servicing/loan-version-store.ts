import { asc, eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import type { LedgerVersion } from '../../lending'
import type { loanInstallments } from './loan-servicing.schema'
import { loanScheduleVersions } from './loan-servicing.schema'

/** A stored installment, as the table or the loan read's JSON answers it. */
export type InstallmentRow = Pick<
  typeof loanInstallments.$inferSelect,
  | 'n'
  | 'dueDate'
  | 'principalCents'
  | 'interestCents'
  | 'ivaCents'
  | 'insuranceCents'
  | 'version'
  | 'periodStart'
>
export type VersionRecord = typeof loanScheduleVersions.$inferSelect
/** What the ledger replays of a version record. */
export type LedgerVersionRecord = Pick<
  VersionRecord,
  'version' | 'kind' | 'effectiveOn' | 'annualRateBps' | 'capitalisesArrears' | 'capitalisedCents'
>

/** A stored installment as the ledger reads it. */
export const ledgerRowOf = (row: InstallmentRow) => ({
  n: row.n,
  dueDate: row.dueDate,
  principalCents: row.principalCents,
  interestCents: row.interestCents,
  ivaCents: row.ivaCents,
  insuranceCents: row.insuranceCents,
  ...(row.periodStart ? { periodStart: row.periodStart } : {}),
})

/** The loan's schedule versions after the opening one, oldest first. */
export const versionRecordsOf = (db: Executor, loanId: number) =>
  db
    .select()
    .from(loanScheduleVersions)
    .where(eq(loanScheduleVersions.loanId, loanId))
    .orderBy(asc(loanScheduleVersions.version))

/** The versions as the ledger replays them, each with its stored rows (`rows`: every installment of the loan). */
export function ledgerVersionsOf(records: LedgerVersionRecord[], rows: InstallmentRow[]): LedgerVersion[] {
  return records.map((record) => ({
    version: record.version,
    kind: record.kind,
    effectiveOn: record.effectiveOn,
    annualRateBps: record.annualRateBps,
    capitalisesArrears: record.capitalisesArrears,
    capitalisedCents: record.capitalisedCents,
    rows: rows.filter((row) => row.version === record.version).map(ledgerRowOf),
  }))
}
