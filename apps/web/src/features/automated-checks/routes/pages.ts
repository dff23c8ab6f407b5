import type { FeaturePages } from '../../../lib/feature-texts'

/** The automated checks' door from the route table (lib/feature-texts `featurePages`): the blacklist page. */
export const pages = {
  blacklist: () => import('./blacklist-list'),
} satisfies FeaturePages
