import type { FeaturePages } from '../../../lib/feature-texts'

/** The support area's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  tickets: () => import('./ticket-list'),
  ticket: () => import('./ticket-detail'),
  permissions: () => import('./permission-matrix'),
  customers: () => import('./customer-list'),
  customer: () => import('./customer-edit'),
  customerVerification: () => import('./customer-verification'),
  sellerVerification: () => import('./seller-verification'),
  sellerAllies: () => import('./seller-allies'),
} satisfies FeaturePages
