import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { policyTabs } from '@mesa/contracts'
import { ensureQuery, listPrefetch } from '../../../lib/route-data'
import { savedViewsQueryOptions } from '../../../lib/saved-views'
import { listQueryAt } from '../../../lib/use-list-params'
import { policiesQueryOptions, policyListFilters } from '../api/get-policies'
import { polizaQueueQueryOptions } from '../api/get-poliza-queue'

/** The insurance feature's door from the route table: its pages by name. */
export const pages = {
  queue: () => import('./poliza-queue'),
  quote: () => import('./poliza-quote'),
  insurer: () => import('./insurer-page'),
  list: () => import('./insurance-list'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  queue: listPrefetch([], polizaQueueQueryOptions),
  // One tab of the policies (the path names it; in force by default), as the screen reads it, and its saved views.
  list: async ({ pathname, params, searchParams }, queryClient) => {
    const tab = params.tab ?? 'in_force'
    if (!(policyTabs as readonly string[]).includes(tab)) return
    return Promise.allSettled([
      ensureQuery(
        queryClient,
        policiesQueryOptions({ ...listQueryAt(searchParams, policyListFilters), tab }),
      ),
      ensureQuery(queryClient, savedViewsQueryOptions(pathname)),
    ])
  },
}
