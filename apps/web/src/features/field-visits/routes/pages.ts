import type { FeaturePages } from '../../../lib/feature-texts'

/** The field visits' door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  scheduling: () => import('./scheduling'),
  agenda: () => import('./agenda'),
  visitForm: () => import('./visit-form'),
} satisfies FeaturePages
