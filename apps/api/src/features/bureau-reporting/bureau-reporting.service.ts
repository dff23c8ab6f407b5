import { desc, eq, inArray, lt } from 'drizzle-orm'
import {
  fieldError,
  type BureauDifferences,
  type BureauPeriodListItem,
  type BureauPeriodSummary,
  type BureauRecordFailure,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { badRequest, notFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { businessDateOf } from '../business-date'
import { applicationRecords } from '../credit-applications'
import { loanBureauFigures } from '../loan-servicing'
import { userDirectory } from '../users'
import { bureauReportAccounts as accounts, bureauReportPeriods as periods } from './bureau-reporting.schema'
import { BUREAU_MEMBER, BUREAU_MEMBER_IS_SANDBOX } from './member'
import { lastBusinessDayOf } from './period-day'
import { buildFile, type BureauSource } from './records'
import { differencesOf, type ReportedAccount } from './differences'

type PeriodRow = typeof periods.$inferSelect

const str = (value: unknown) => (typeof value === 'string' ? value : '')

/** The month's accounts: each loan's as-of figures (loan servicing's door) with its applicant's file. */
async function sourcesOf(db: Executor, period: string, asOf: string): Promise<BureauSource[]> {
  const figures = await loanBureauFigures(db, `${period}-01`, asOf)
  if (figures.length === 0) return []
  const records = await db
    .select()
    .from(applicationRecords)
    .where(
      inArray(
        applicationRecords.id,
        figures.map((loan) => loan.applicationId),
      ),
    )
  const byId = new Map(records.map((record) => [record.id, record]))
  return figures.flatMap((loan) => {
    const record = byId.get(loan.applicationId)
    if (!record) return []
    const address = (record.address ?? {}) as Record<string, unknown>
    const work = (record.work ?? {}) as Record<string, unknown>
    const { applicant } = record
    return [
      {
        applicationId: record.id,
        folio: record.folio,
        person: {
          lastName1: applicant.lastName1,
          lastName2: applicant.lastName2 ?? '',
          firstNames: applicant.firstNames,
          birthDate: applicant.birthDate,
          rfc: applicant.rfc,
          curp: applicant.curp,
          address: {
            street: str(address.street),
            exteriorNumber: str(address.exteriorNumber),
            interiorNumber: str(address.interiorNumber),
            neighborhood: str(address.neighborhood),
            municipality: str(address.municipality),
            state: str(address.state),
            postalCode: str(address.postalCode),
          },
          employer: str(work.employer) || null,
        },
        figures: loan,
      },
    ]
  })
}

const nameOf = (source: BureauSource) =>
  [source.person.firstNames, source.person.lastName1, source.person.lastName2].filter(Boolean).join(' ')

/**
 * Produces (or produces again) a month's file as of its last business day: every account validated, the file
 * written with those that pass, the failures listed, the differences from the latest stored month before it.
 * A month whose last business day is after the business date is refused (400); regenerating names the version
 * read (409 when another generation came first). Audited in the same transaction.
 */
export async function generatePeriod(
  db: Database,
  period: string,
  actorUserId: number,
  version: number | undefined,
) {
  const asOf = await lastBusinessDayOf(db, period)
  if (asOf > (await businessDateOf(db))) throw badRequest({ period: [fieldError('date_out_of_range')] })
  const built = buildFile(BUREAU_MEMBER, asOf, await sourcesOf(db, period, asOf))
  const reported: ReportedAccount[] = built.accepted.map(({ source, account }) => ({
    applicationId: source.applicationId,
    folio: source.folio,
    name: nameOf(source),
    mop: account.mop,
    balanceCents: account.balanceCents,
    pastDueCents: account.pastDueCents,
    closedOn: account.closedOn,
  }))
  const failures: BureauRecordFailure[] = built.rejected.map(({ source, problems }) => ({
    applicationId: source.applicationId,
    folio: source.folio,
    name: nameOf(source),
    problems,
  }))
  const mopCounts: Record<string, number> = {}
  for (const account of reported) mopCounts[account.mop] = (mopCounts[account.mop] ?? 0) + 1
  return db.transaction(async (tx) => {
    const [previous] = await tx
      .select({ id: periods.id, period: periods.period })
      .from(periods)
      .where(lt(periods.period, period))
      .orderBy(desc(periods.period))
      .limit(1)
    const before = previous
      ? await tx.select().from(accounts).where(eq(accounts.periodId, previous.id))
      : null
    const differences: BureauDifferences = differencesOf(previous?.period ?? null, before, reported)
    const values = {
      period,
      asOf,
      generatedAt: new Date(),
      generatedByUserId: actorUserId,
      accounts: reported.length,
      failed: failures.length,
      closedAccounts: reported.filter((account) => account.closedOn).length,
      totalBalanceCents: reported.reduce((sum, account) => sum + Math.max(0, account.balanceCents), 0),
      totalPastDueCents: reported.reduce((sum, account) => sum + Math.max(0, account.pastDueCents), 0),
      mopCounts,
      failures,
      differences,
      file: built.text,
    }
    const [existing] = await tx.select().from(periods).where(eq(periods.period, period)).for('update')
    let periodId: number
    if (existing) {
      if (version !== existing.version) throw staleVersion()
      await tx
        .update(periods)
        .set({ ...values, version: existing.version + 1 })
        .where(eq(periods.id, existing.id))
      await tx.delete(accounts).where(eq(accounts.periodId, existing.id))
      periodId = existing.id
    } else {
      if (version !== undefined) throw staleVersion()
      const [created] = await tx
        .insert(periods)
        .values(values)
        .onConflictDoNothing()
        .returning({ id: periods.id })
      if (!created) throw staleVersion()
      periodId = created.id
    }
    if (reported.length > 0)
      await tx.insert(accounts).values(reported.map((account) => ({ ...account, periodId })))
    await recordAudit(tx, {
      actorUserId,
      action: existing ? 'bureau_reporting.regenerated' : 'bureau_reporting.generated',
      entityType: 'bureau_report_period',
      entityId: periodId,
      data: { period, asOf, accounts: values.accounts, failed: values.failed },
    })
    return readPeriod(tx, period)
  })
}

const listItemOf = (row: PeriodRow): BureauPeriodListItem => ({
  period: row.period,
  asOf: row.asOf,
  accounts: row.accounts,
  failed: row.failed,
  totalBalanceCents: row.totalBalanceCents,
  totalPastDueCents: row.totalPastDueCents,
  generatedAt: row.generatedAt.toISOString(),
})

/** Every stored month, newest first. */
export async function listPeriods(db: Executor) {
  const rows = await db.select().from(periods).orderBy(desc(periods.period))
  return { items: rows.map(listItemOf), total: rows.length }
}

async function periodRow(db: Executor, period: string) {
  const [row] = await db.select().from(periods).where(eq(periods.period, period))
  if (!row) throw notFound('No file was produced for this period')
  return row
}

/** A stored month's summary: counts, totals, the MOP counts, the failures and the differences. */
export async function readPeriod(db: Executor, period: string): Promise<BureauPeriodSummary> {
  const row = await periodRow(db, period)
  const [generatedBy] = row.generatedByUserId
    ? await db
        .select({ id: userDirectory.id, fullName: userDirectory.fullName })
        .from(userDirectory)
        .where(eq(userDirectory.id, row.generatedByUserId))
    : []
  return {
    ...listItemOf(row),
    version: row.version,
    generatedBy: generatedBy ?? null,
    closedAccounts: row.closedAccounts,
    mopCounts: row.mopCounts,
    sandbox: BUREAU_MEMBER_IS_SANDBOX,
    failures: row.failures,
    differences: row.differences,
  }
}

/** The stored file of a month, as produced. */
export async function periodFile(db: Executor, period: string) {
  return (await periodRow(db, period)).file
}
