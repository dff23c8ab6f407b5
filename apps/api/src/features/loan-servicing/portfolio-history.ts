import { and, between, eq, gte, isNotNull, isNull, sql, type SQL } from 'drizzle-orm'
import type { ArrearsBucket, CreditProduct } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { applicationDirectory as applications } from '../credit-applications'
import { listedAsOf } from './loans-list-as-of'
import { loanPayments, loans } from './loan-servicing.schema'

/** A loan as it stood on one date, for the portfolio reports (issue 36): written-off loans marked as such. */
export interface PortfolioLoanOn {
  applicationId: number
  product: CreditProduct
  allyId: number
  allyName: string
  principalCents: number
  disbursedOn: string
  status: 'active' | 'paid_off' | 'written_off'
  balanceCents: number
  daysPastDue: number
  bucket: ArrearsBucket
  writtenOffOn: string | null
}

/**
 * Every loan matching `where` (conditions on the application directory: row scope, product, ally) disbursed by
 * each of `dates`, with its figures that day as the as-of list reads them (a closed day's end-of-day
 * snapshots, else the replayed ledger). The replay does not know write-offs, so a loan written off on or before
 * the date is marked `written_off` here: it has left the portfolio that day.
 */
export async function portfolioLoansOn(
  db: Executor,
  where: SQL | undefined,
  dates: readonly string[],
  today: string,
): Promise<Map<string, PortfolioLoanOn[]>> {
  const writeOffs = new Map(
    (
      await db
        .select({ applicationId: loans.applicationId, writtenOffOn: loans.writtenOffOn })
        .from(loans)
        .innerJoin(applications, eq(applications.id, loans.applicationId))
        .where(and(where, isNotNull(loans.writtenOffOn)))
    ).map((row) => [row.applicationId, row.writtenOffOn]),
  )
  const byDate = new Map<string, PortfolioLoanOn[]>()
  // One after the other: PGlite has one connection, and each date is one statement when it was closed.
  for (const date of dates) {
    const listed = await listedAsOf(db, where, date, date < today)
    byDate.set(
      date,
      listed.map((row) => {
        const writtenOffOn = writeOffs.get(row.applicationId) ?? null
        const writtenOff = writtenOffOn !== null && writtenOffOn <= date && row.status === 'active'
        return {
          applicationId: row.applicationId,
          product: row.origin,
          allyId: row.allyId,
          allyName: row.allyName,
          principalCents: row.principalCents,
          disbursedOn: row.disbursedOn,
          status: writtenOff ? 'written_off' : row.status === 'active' ? 'active' : 'paid_off',
          balanceCents: row.balanceCents,
          daysPastDue: row.daysPastDue,
          bucket: row.bucket,
          writtenOffOn,
        }
      }),
    )
  }
  return byDate
}

/** One month's losses: loans written off in it and the amount, and what written-off loans paid back in it. */
export interface MonthLosses {
  month: string
  writtenOffLoans: number
  writtenOffCents: number
  recoveriesCents: number
}

/**
 * Write-offs by the month of their day, and recoveries (payments not reversed with a value date on or after
 * their loan's write-off, docs/domain.md "Recoveries") by the month of their value date, from `from` to `to`,
 * for the loans matching `where`.
 */
export async function lossesBetween(
  db: Executor,
  where: SQL | undefined,
  from: string,
  to: string,
): Promise<Map<string, MonthLosses>> {
  const month = (column: SQL | typeof loans.writtenOffOn) => sql<string>`to_char(${column}, 'YYYY-MM')`
  const writtenOff = await db
    .select({
      month: month(loans.writtenOffOn),
      loans: sql<number>`count(*)::int`,
      cents: sql<number>`coalesce(sum(${loans.writtenOffCents}), 0)::float8`,
    })
    .from(loans)
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .where(and(where, between(loans.writtenOffOn, from, to)))
    .groupBy(month(loans.writtenOffOn))
  const recovered = await db
    .select({
      month: month(sql`${loanPayments.paidOn}`),
      cents: sql<number>`coalesce(sum(${loanPayments.amountCents}), 0)::float8`,
    })
    .from(loanPayments)
    .innerJoin(loans, eq(loans.id, loanPayments.loanId))
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .where(
      and(
        where,
        isNotNull(loans.writtenOffOn),
        gte(loanPayments.paidOn, loans.writtenOffOn),
        between(loanPayments.paidOn, from, to),
        isNull(loanPayments.reversedAt),
      ),
    )
    .groupBy(month(sql`${loanPayments.paidOn}`))
  const losses = new Map<string, MonthLosses>()
  const entry = (key: string) => {
    const found = losses.get(key) ?? {
      month: key,
      writtenOffLoans: 0,
      writtenOffCents: 0,
      recoveriesCents: 0,
    }
    losses.set(key, found)
    return found
  }
  for (const row of writtenOff) {
    entry(row.month).writtenOffLoans = Number(row.loans)
    entry(row.month).writtenOffCents = Number(row.cents)
  }
  for (const row of recovered) entry(row.month).recoveriesCents = Number(row.cents)
  return losses
}
