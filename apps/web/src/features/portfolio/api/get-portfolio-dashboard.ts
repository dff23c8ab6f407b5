import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { portfolioDashboardSchema, portfolioPaths, type PortfolioQuery } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { portfolioKeys } from './keys'

/** The dashboard's filters as the URL holds them ('' = not set). */
export type DashboardFilters = Partial<Record<keyof PortfolioQuery, string>>

/** The dashboard's filters in its address. */
export const dashboardFilterNames = ['from', 'to', 'product', 'allyId'] as const

/** GET /api/v1/portfolio/dashboard with the filters that are set. */
export const getPortfolioDashboard = async (filters: DashboardFilters) =>
  portfolioDashboardSchema.parse(
    await api.get(portfolioPaths.dashboard, {
      searchParams: Object.fromEntries(Object.entries(filters).filter(([, value]) => value)),
    }),
  )

export const portfolioDashboardQueryOptions = (filters: DashboardFilters) =>
  queryOptions({
    queryKey: portfolioKeys.dashboard(filters),
    queryFn: () => getPortfolioDashboard(filters),
    // Changing a filter keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })

export const usePortfolioDashboard = (filters: DashboardFilters) =>
  useQuery(portfolioDashboardQueryOptions(filters))
