import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { listPrefetch } from '../../../lib/route-data'
import { mandatesQuery } from '../api/mandates'
import { runsQuery } from '../api/runs'

/** Direct debit's door from the route table: the runs, one run's debits and the mandates. */
export const pages = {
  runs: () => import('./run-list'),
  run: () => import('./run-detail'),
  mandates: () => import('./mandate-list'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data); the lists have no filters. */
export const prefetch: FeaturePrefetch<typeof pages> = {
  runs: listPrefetch([], runsQuery),
  mandates: listPrefetch([], mandatesQuery),
}
