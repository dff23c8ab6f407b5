import type { FeaturePages } from '../../../lib/feature-texts'

/** The trash feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  list: () => import('./trash-list'),
} satisfies FeaturePages
