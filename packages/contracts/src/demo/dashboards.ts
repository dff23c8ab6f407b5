import { z } from 'zod'
import { listQuerySchema } from '../common/list-query'
import { orderStatuses } from './ecommerce'
import { vehicleWarnings } from './logistics'

// ---------------------------------------------------------------- analytics projects (spec §3, §7)

export const projectSortKeys = ['project', 'leader', 'progress'] as const
export const projectListQuerySchema = listQuerySchema(projectSortKeys)
export type ProjectListQuery = z.infer<typeof projectListQuerySchema>

export const analyticsProjectSchema = z.object({
  id: z.number().int(),
  logo: z.string(),
  name: z.string(),
  project: z.string(),
  leader: z.string(),
  progress: z.number().int().min(0).max(100),
  /** Text such as '18:42h'. */
  hours: z.string(),
  /** The team's avatars (initials where a member has no picture). */
  team: z.array(z.string()),
  extraMembers: z.number().int().optional(),
})
export type AnalyticsProject = z.infer<typeof analyticsProjectSchema>

/** The project list's answer (spec §7): the page is reset to 1 when asked beyond the page count. */
export const projectListResponseSchema = z.object({
  projects: z.array(analyticsProjectSchema),
  totalPages: z.number().int(),
  totalProjects: z.number().int(),
  page: z.number().int(),
})
export type ProjectListResponse = z.infer<typeof projectListResponseSchema>

// ---------------------------------------------------------------- the dashboards' figures (ours)

/** Aggregates the four demo dashboards chart, computed by the database over the demo tables. */
export const dashboardStatsSchema = z.object({
  ordersByStatus: z.array(z.object({ status: z.enum(orderStatuses), count: z.number().int() })),
  /** Sales per calendar month (YYYY-MM), integer cents, oldest first. */
  salesByMonth: z.array(z.object({ month: z.string(), orders: z.number().int(), spent: z.number().int() })),
  reviewsByRating: z.array(z.object({ rating: z.number().int(), count: z.number().int() })),
  vehiclesByWarning: z.array(z.object({ warning: z.enum(vehicleWarnings), count: z.number().int() })),
  referralsByStatus: z.array(
    z.object({ status: z.string(), count: z.number().int(), earning: z.number().int() }),
  ),
  totals: z.object({
    orders: z.number().int(),
    customers: z.number().int(),
    /** Integer cents. */
    sales: z.number().int(),
    reviews: z.number().int(),
    averageRating: z.number(),
    vehicles: z.number().int(),
    vehiclesOnRoute: z.number().int(),
  }),
})
export type DashboardStats = z.infer<typeof dashboardStatsSchema>
