import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { ensureQuery } from '../../../lib/route-data'
import { readListParams } from '../../../lib/use-list-params'
import { dashboardFilterNames, portfolioDashboardQueryOptions } from '../api/get-portfolio-dashboard'

/** The portfolio feature's door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  dashboard: () => import('./portfolio-dashboard'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  dashboard: ({ searchParams }, queryClient) =>
    ensureQuery(
      queryClient,
      portfolioDashboardQueryOptions(readListParams(searchParams, dashboardFilterNames).filters),
    ),
}
