import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { listPrefetch } from '../../../lib/route-data'
import { cfdiFilters, cfdiQueryOptions } from '../api/get-cfdi-list'
import { journalFilters, journalQueryOptions } from '../api/get-journal'

/** The books' door from the route table (issue 34; lib/feature-texts `featurePages`). */
export const pages = {
  chart: () => import('./chart-of-accounts'),
  journal: () => import('./journal'),
  trialBalance: () => import('./trial-balance'),
  statements: () => import('./statements'),
  reconciliation: () => import('./reconciliation'),
  periods: () => import('./periods'),
  cfdi: () => import('./cfdi'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  journal: listPrefetch(journalFilters, journalQueryOptions),
  cfdi: listPrefetch(cfdiFilters, cfdiQueryOptions),
}
