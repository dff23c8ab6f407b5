import type { FeaturePages } from '../../../lib/feature-texts'

/** The users feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  list: () => import('./user-list'),
  view: () => import('./user-view'),
} satisfies FeaturePages
