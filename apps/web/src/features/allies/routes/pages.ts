import type { FeaturePages } from '../../../lib/feature-texts'

/** The allies feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  list: () => import('./ally-list'),
  add: () => import('./ally-add'),
  edit: () => import('./ally-edit'),
} satisfies FeaturePages
