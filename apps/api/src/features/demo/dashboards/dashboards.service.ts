import { count, sql, sum, avg } from 'drizzle-orm'
import {
  orderStatuses,
  vehicleWarnings,
  type AnalyticsProject,
  type DashboardStats,
  type ProjectListQuery,
  type ProjectListResponse,
} from '@mesa/contracts'
import type { Executor } from '../../../db/client'
import { demoCustomers, demoOrders, demoReferrals, demoReviews } from '../ecommerce/ecommerce.schema'
import { demoVehicles } from '../logistics/logistics.schema'
import { demoAnalyticsProjects } from './dashboards.schema'
import { readPageOrFirst } from '../../../lib/paging'
import { demoOrder, demoSearch } from '../demo-list'

type ProjectRow = typeof demoAnalyticsProjects.$inferSelect
const hoursText = (minutes: number) => `${Math.floor(minutes / 60)}:${String(minutes % 60).padStart(2, '0')}h`

const toProject = ({ minutes, extraMembers, ...row }: ProjectRow): AnalyticsProject => ({
  ...row,
  hours: hoursText(minutes),
  ...(extraMembers !== null && { extraMembers }),
})

/** Spec §7 analytics projects: q over name, leader, project; the page resets to 1 beyond the page count. */
export async function listProjects(db: Executor, query: ProjectListQuery): Promise<ProjectListResponse> {
  const where = demoSearch(query.q, [
    demoAnalyticsProjects.name,
    demoAnalyticsProjects.leader,
    demoAnalyticsProjects.project,
  ])
  const order = demoOrder(
    {
      // The template's "project" column shows the project's name above its kind.
      project: { text: demoAnalyticsProjects.name },
      leader: { text: demoAnalyticsProjects.leader },
      progress: { value: demoAnalyticsProjects.progress },
    },
    demoAnalyticsProjects.id,
    query,
  )
  const { rows, total, page, totalPages } = await readPageOrFirst(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(demoAnalyticsProjects)
        .where(where)
        .orderBy(...order)
        .limit(limit)
        .offset(offset),
    () => db.$count(demoAnalyticsProjects, where),
  )
  return { projects: rows.map(toProject), totalPages, totalProjects: total, page }
}

const asInt = (value: unknown) => Number(value ?? 0)

/** What the four demo dashboards chart, aggregated by the database. */
export async function dashboardStats(db: Executor): Promise<DashboardStats> {
  const month = sql<string>`to_char(${demoOrders.placedAt} at time zone 'UTC', 'YYYY-MM')`
  const [byStatus, byMonth, byRating, byWarning, referrals, [orderTotals], [reviewTotals], customers] =
    await Promise.all([
      db.select({ status: demoOrders.status, count: count() }).from(demoOrders).groupBy(demoOrders.status),
      db
        .select({ month, orders: count(), spent: sum(demoOrders.spentCents) })
        .from(demoOrders)
        .groupBy(month)
        .orderBy(month),
      db.select({ rating: demoReviews.rating, count: count() }).from(demoReviews).groupBy(demoReviews.rating),
      db
        .select({ warning: demoVehicles.warnings, count: count() })
        .from(demoVehicles)
        .groupBy(demoVehicles.warnings),
      db
        .select({ status: demoReferrals.status, count: count(), earning: sum(demoReferrals.earningCents) })
        .from(demoReferrals)
        .groupBy(demoReferrals.status)
        .orderBy(demoReferrals.status),
      db.select({ orders: count(), sales: sum(demoOrders.spentCents) }).from(demoOrders),
      db.select({ reviews: count(), average: avg(demoReviews.rating) }).from(demoReviews),
      db.$count(demoCustomers),
    ])
  const onRoute = await db.$count(demoVehicles, sql`${demoVehicles.progress} < 100`)
  const countOf = <K extends string>(rows: { key: K; count: number }[], key: K) =>
    rows.find((row) => row.key === key)?.count ?? 0
  return {
    ordersByStatus: orderStatuses.map((status) => ({
      status,
      count: countOf(
        byStatus.map((row) => ({ key: row.status, count: row.count })),
        status,
      ),
    })),
    salesByMonth: byMonth.map((row) => ({ month: row.month, orders: row.orders, spent: asInt(row.spent) })),
    reviewsByRating: [1, 2, 3, 4, 5].map((rating) => ({
      rating,
      count: byRating.find((row) => row.rating === rating)?.count ?? 0,
    })),
    vehiclesByWarning: vehicleWarnings.map((warning) => ({
      warning,
      count: countOf(
        byWarning.map((row) => ({ key: row.warning, count: row.count })),
        warning,
      ),
    })),
    referralsByStatus: referrals.map((row) => ({
      status: row.status,
      count: row.count,
      earning: asInt(row.earning),
    })),
    totals: {
      orders: orderTotals?.orders ?? 0,
      customers,
      sales: asInt(orderTotals?.sales),
      reviews: reviewTotals?.reviews ?? 0,
      averageRating: Math.round(Number(reviewTotals?.average ?? 0) * 100) / 100,
      vehicles: byWarning.reduce((total, row) => total + row.count, 0),
      vehiclesOnRoute: onRoute,
    },
  }
}
