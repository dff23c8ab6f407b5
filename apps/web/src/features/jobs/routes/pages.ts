import type { FeaturePages } from '../../../lib/feature-texts'

/** The jobs feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  list: () => import('./job-list'),
} satisfies FeaturePages
