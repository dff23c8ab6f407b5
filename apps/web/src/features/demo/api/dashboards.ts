import { keepPreviousData, useQuery } from '@tanstack/react-query'
import {
  dashboardStatsSchema,
  demoPaths,
  projectListResponseSchema,
  vehicleListResponseSchema,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import type { ListQuery } from './ecommerce'
import { demoKeys } from './keys'

/** GET /api/dashboard/stats: what the four dashboards chart. */
export const useDashboardStats = () =>
  useQuery({
    queryKey: demoKeys.stats,
    queryFn: async () => dashboardStatsSchema.parse(await api.get(demoPaths.dashboardStats)),
  })

/** GET /api/dashboard/analytics/projects (spec §7). */
export const useProjects = (query: ListQuery) =>
  useQuery({
    queryKey: demoKeys.list('projects', query),
    queryFn: async () =>
      projectListResponseSchema.parse(await api.get(demoPaths.analyticsProjects, { searchParams: query })),
    placeholderData: keepPreviousData,
  })

/** GET /api/apps/logistics/vehicles (spec §7). */
export const useVehicles = (query: ListQuery) =>
  useQuery({
    queryKey: demoKeys.list('vehicles', query),
    queryFn: async () =>
      vehicleListResponseSchema.parse(await api.get(demoPaths.vehicles, { searchParams: query })),
    placeholderData: keepPreviousData,
  })
