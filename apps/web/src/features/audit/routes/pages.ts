import type { FeaturePages } from '../../../lib/feature-texts'

/** The audit feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  trail: () => import('./audit-trail'),
} satisfies FeaturePages
