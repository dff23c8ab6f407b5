import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { listPrefetch } from '../../../lib/route-data'
import { contractListFilters, contractsQueryOptions } from '../api/list-contracts'

/** The contracts feature's door from the route table: its pages by name. */
export const pages = {
  list: () => import('./contract-list'),
  support: () => import('./contract-support'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  list: listPrefetch(contractListFilters, contractsQueryOptions),
}
