import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  dashboardStatsSchema,
  demoPaths,
  projectListQuerySchema,
  projectListResponseSchema,
  vehicleListQuerySchema,
  vehicleListResponseSchema,
  demoAccess,
} from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { listVehicles } from '../logistics/logistics.service'
import { dashboardStats, listProjects } from './dashboards.service'

// Staff only: the `client` role reaches nothing but its demo page (issue 31).
const access = demoAccess
const tags = ['demo']

/** The dashboards' and the fleet's calls (spec §7 vehicles and analytics projects; the figures are ours). */
export function registerDashboardRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(demoPaths.vehicles, {
    config: { access },
    schema: {
      tags,
      summary: 'Demo fleet: sort and paging',
      querystring: vehicleListQuerySchema,
      response: { 200: vehicleListResponseSchema },
    },
    handler: (request) => listVehicles(db, request.query),
  })
  routes.get(demoPaths.analyticsProjects, {
    config: { access },
    schema: {
      tags,
      summary: 'Demo analytics projects: q over name, leader, project; page reset to 1 beyond the count',
      querystring: projectListQuerySchema,
      response: { 200: projectListResponseSchema },
    },
    handler: (request) => listProjects(db, request.query),
  })
  routes.get(demoPaths.dashboardStats, {
    config: { access },
    schema: {
      tags,
      summary: 'The demo dashboards figures: orders, sales per month, ratings, fleet warnings, referrals',
      response: { 200: dashboardStatsSchema },
    },
    handler: () => dashboardStats(db),
  })
}
