import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { ensureQuery, listPrefetch } from '../../../lib/route-data'
import { alertFilterNames, alertsQueryOptions } from '../api/list-alerts'
import { listsQueryOptions } from '../api/get-lists'

/** Money-laundering prevention's door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  alerts: () => import('./alert-list'),
  alert: () => import('./alert-detail'),
  lists: () => import('./list-imports'),
  reports: () => import('./reports'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  alerts: listPrefetch(alertFilterNames, alertsQueryOptions),
  lists: (_, queryClient) => ensureQuery(queryClient, listsQueryOptions()),
}
