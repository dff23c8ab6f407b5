import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  dashboardStatsSchema,
  demoPaths,
  projectListQuerySchema,
  projectListResponseSchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
} from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { listVehicles } from '../logistics/logistics.service'
import { demoCall } from '../demo-routes'
import { dashboardStats, listProjects } from './dashboards.service'

/** The dashboards' and the fleet's calls (spec §7 vehicles and analytics projects; the figures are ours). */
export function registerDashboardRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(demoPaths.vehicles, {
    ...demoCall('Demo fleet: sort and paging', {
      querystring: vehicleListQuerySchema,
      response: { 200: vehicleListResponseSchema },
    }),
    handler: (request) => listVehicles(db, request.query),
  })
  routes.get(demoPaths.analyticsProjects, {
    ...demoCall('Demo analytics projects: q over name, leader, project; page reset to 1 beyond the count', {
      querystring: projectListQuerySchema,
      response: { 200: projectListResponseSchema },
    }),
    handler: (request) => listProjects(db, request.query),
  })
  routes.get(demoPaths.dashboardStats, {
    ...demoCall('The demo dashboards figures: orders, sales per month, ratings, fleet warnings, referrals', {
      response: { 200: dashboardStatsSchema },
    }),
    handler: () => dashboardStats(db),
  })
}
