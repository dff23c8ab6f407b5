import type { FeaturePages } from '../../../lib/feature-texts'

/** The seller allies feature's door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  sellerAllies: () => import('./seller-allies'),
} satisfies FeaturePages
