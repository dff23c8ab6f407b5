import type { FeaturePages } from '../../../lib/feature-texts'

/** The verifications feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  customerVerification: () => import('./customer-verification'),
  sellerVerification: () => import('./seller-verification'),
} satisfies FeaturePages
