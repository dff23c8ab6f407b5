import type { FeaturePages } from '../../../lib/feature-texts'

/** The credit-policy feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  policy: () => import('./credit-policy'),
} satisfies FeaturePages
