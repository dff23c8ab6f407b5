import { and, eq, inArray, sql, type SQL } from 'drizzle-orm'
import {
  arrearsBuckets,
  type ArrearsBucket,
  type PortfolioDashboard,
  type PortfolioQuery,
  businessToday,
} from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { applicationDirectory as applications } from '../credit-applications'
import type { Viewer } from '../allies'
import { refreshStaleFigures, loanDirectory } from '../loan-servicing'
import { monthEnd, monthEndsBetween, previousMonthEnds } from './month-ends'
import { portfolioArrearsSnapshots as snapshots } from './portfolio.schema'
import { snapshotAllyScope } from './portfolio-filters'

type Point = PortfolioDashboard['arrears']['history'][number]
interface BucketRow {
  bucket: ArrearsBucket
  loans: number
  balanceCents: number
}

/** One day's figures: the balance by bucket, each bucket's share and the past-due share (every bucket but current). */
function pointOf(date: string, rows: BucketRow[]): Point & { loans: number } {
  const balanceCents = rows.reduce((total, row) => total + Number(row.balanceCents), 0)
  const share = (value: number) =>
    balanceCents > 0 ? Math.round((value / balanceCents) * 10_000) / 10_000 : 0
  const byBucket = arrearsBuckets.map((bucket) => {
    const row = rows.find((candidate) => candidate.bucket === bucket)
    const balance = Number(row?.balanceCents ?? 0)
    return { bucket, loans: Number(row?.loans ?? 0), balanceCents: balance, ratio: share(balance) }
  })
  const pastDue = byBucket
    .filter((row) => row.bucket !== 'current')
    .reduce((t, row) => t + row.balanceCents, 0)
  return {
    date,
    loans: byBucket.reduce((total, row) => total + row.loans, 0),
    balanceCents,
    pastDueRatio: share(pastDue),
    byBucket,
  }
}

/**
 * Today's arrears of the active loans within `scope` (row scope, product, ally), counted as the loans list
 * totals them, after the same refresh of figures the daily job has not made yet; then the month-end
 * snapshots of the period (the last twelve months without one) and today as the last point.
 */
export async function arrearsOf(
  db: Executor,
  query: PortfolioQuery,
  scope: SQL | undefined,
  viewer: Viewer,
): Promise<PortfolioDashboard['arrears']> {
  const today = businessToday()
  await refreshStaleFigures(db, today)
  const nowRows = await db
    .select({
      bucket: loanDirectory.bucket,
      loans: sql<number>`count(*)::int`,
      balanceCents: sql<number>`coalesce(sum(${loanDirectory.balanceCents}), 0)::float8`,
    })
    .from(loanDirectory)
    .innerJoin(applications, eq(applications.id, loanDirectory.applicationId))
    .where(and(scope, eq(loanDirectory.status, 'active')))
    .groupBy(loanDirectory.bucket)
  const now = pointOf(today, nowRows)
  const dates =
    query.from || query.to
      ? monthEndsBetween(query.from ?? monthEnd(query.to ?? today, -12), query.to ?? today).filter(
          (date) => date < today,
        )
      : previousMonthEnds(today, 12)
  if (dates.length === 0) return { now, history: [now] }
  const rows = await db
    .select({
      onDate: snapshots.onDate,
      bucket: snapshots.bucket,
      loans: sql<number>`sum(${snapshots.loans})::int`,
      balanceCents: sql<number>`sum(${snapshots.balanceCents})::float8`,
    })
    .from(snapshots)
    .where(
      and(
        inArray(snapshots.onDate, dates),
        query.product ? eq(snapshots.product, query.product) : undefined,
        query.allyId ? eq(snapshots.allyId, query.allyId) : undefined,
        snapshotAllyScope(viewer, sql`${snapshots.allyId}`),
      ),
    )
    .groupBy(snapshots.onDate, snapshots.bucket)
  const history = dates
    .filter((date) => rows.some((row) => row.onDate === date))
    .map((date) => {
      const { loans: _count, ...point } = pointOf(
        date,
        rows.filter((row) => row.onDate === date),
      )
      return point
    })
  const { loans: _loans, ...last } = now
  return { now, history: [...history, last] }
}
