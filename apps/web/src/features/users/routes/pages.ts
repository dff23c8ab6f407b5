import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { listPrefetch } from '../../../lib/route-data'
import { userListFilters, usersQueryOptions } from '../api/list-users'

/** The users feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  list: () => import('./user-list'),
  view: () => import('./user-view'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  list: listPrefetch(userListFilters, usersQueryOptions),
}
