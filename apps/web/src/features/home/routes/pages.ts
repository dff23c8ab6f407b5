import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { ensureQuery } from '../../../lib/route-data'
import { homeQueryOptions } from '../api/get-home'

/** The home feature's door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  home: () => import('./home-page'),
} satisfies FeaturePages

/** What the route loader fetches while the page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  home: (_, queryClient) => ensureQuery(queryClient, homeQueryOptions()),
}
