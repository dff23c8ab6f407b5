import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { portfolioReportPaths, portfolioReportSchema, type PortfolioReportQuery } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { portfolioReportKeys } from './keys'

/** The reports' filters as the URL holds them ('' = not set). */
export type ReportFilters = Partial<Record<keyof PortfolioReportQuery, string>>

/** The reports' filters in their address. */
export const reportFilterNames = ['asOf', 'product', 'allyId'] as const

export const setFilters = (filters: ReportFilters) =>
  Object.fromEntries(Object.entries(filters).filter(([, value]) => value))

/** GET /api/v1/portfolio-reports with the filters that are set. */
export const getPortfolioReport = async (filters: ReportFilters) =>
  portfolioReportSchema.parse(
    await api.get(portfolioReportPaths.report, { searchParams: setFilters(filters) }),
  )

export const portfolioReportQueryOptions = (filters: ReportFilters) =>
  queryOptions({
    queryKey: portfolioReportKeys.report(filters),
    queryFn: () => getPortfolioReport(filters),
    // A new date or filter keeps the previous figures on screen until the new ones arrive.
    placeholderData: keepPreviousData,
  })

export const usePortfolioReport = (filters: ReportFilters) => useQuery(portfolioReportQueryOptions(filters))
