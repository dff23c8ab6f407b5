import type { FeaturePages } from '../../../lib/feature-texts'

/** The books' door from the route table (issue 34; lib/feature-texts `featurePages`). */
export const pages = {
  chart: () => import('./chart'),
  journal: () => import('./journal'),
  trialBalance: () => import('./trial-balance'),
  statements: () => import('./statements'),
  reconciliation: () => import('./reconciliation'),
  periods: () => import('./periods'),
} satisfies FeaturePages
