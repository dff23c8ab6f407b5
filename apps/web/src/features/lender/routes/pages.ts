import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { ensureQuery } from '../../../lib/route-data'
import { lenderProfileQueryOptions } from '../api/get-lender-profile'

/** The lender feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  profile: () => import('./lender-profile'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  profile: (_address, queryClient) => ensureQuery(queryClient, lenderProfileQueryOptions()),
}
