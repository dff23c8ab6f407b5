import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { listPrefetch } from '../../../lib/route-data'
import { alliesQueryOptions, allyListFilters } from '../api/get-allies'

/** The allies feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  list: () => import('./ally-list'),
  add: () => import('./ally-add'),
  edit: () => import('./ally-edit'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  list: listPrefetch(allyListFilters, alliesQueryOptions),
}
