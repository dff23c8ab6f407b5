import type { FeaturePages } from '../../../lib/feature-texts'

/**
 * The customers feature's door from the route table (lib/feature-texts `featurePages`). A customer's page is
 * composed in app/ (`app/customer-page.tsx`) with the verifications' card, from `./customer-edit`.
 */
export const pages = {
  customers: () => import('./customer-list'),
} satisfies FeaturePages
