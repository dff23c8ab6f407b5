import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { ensureQuery, listPrefetch } from '../../../lib/route-data'
import { dashboardOptions } from '../api/get-dashboard'
import { queueFilterNames, queueOptions } from '../api/queue'

/** The collections desk's door from the route table: its pages by name (the loan's page is composed in app/). */
export const pages = {
  queue: () => import('./collection-queue'),
  dashboard: () => import('./collection-dashboard'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  queue: listPrefetch(queueFilterNames, queueOptions),
  dashboard: (_, queryClient) => ensureQuery(queryClient, dashboardOptions()),
}
