import type { FeaturePages } from '../../../lib/feature-texts'

/** The permission matrix feature's door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  matrix: () => import('./permission-matrix'),
} satisfies FeaturePages
