import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { listPrefetch } from '../../../lib/route-data'
import { loanListFilters, loanListQueryOptions } from '../api/get-loan-list'

/** The loan servicing feature's door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  loans: () => import('./loans'),
  provisions: () => import('./provisions'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  loans: listPrefetch(loanListFilters, loanListQueryOptions),
}
