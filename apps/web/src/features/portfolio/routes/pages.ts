import type { FeaturePages } from '../../../lib/feature-texts'

/** The portfolio feature's door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  dashboard: () => import('./portfolio-dashboard'),
} satisfies FeaturePages
