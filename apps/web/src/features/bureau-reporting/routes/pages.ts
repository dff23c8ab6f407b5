import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { ensureQuery } from '../../../lib/route-data'
import { periodsQueryOptions } from '../api/list-bureau-periods'

/** The monthly credit-bureau file's door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  periods: () => import('./period-list'),
  period: () => import('./period-detail'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  periods: (_, queryClient) => ensureQuery(queryClient, periodsQueryOptions()),
}
