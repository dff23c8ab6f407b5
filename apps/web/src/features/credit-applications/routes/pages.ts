import type { FeaturePages } from '../../../lib/feature-texts'

/** The credit applications feature's door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  list: () => import('./list'),
  assignments: () => import('./assignments'),
  loans: () => import('./loans'),
  board: () => import('./board'),
  detail: () => import('./detail'),
} satisfies FeaturePages
