import type { FeaturePages } from '../../../lib/feature-texts'

/** The four-eyes queue's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  list: () => import('./approval-list'),
} satisfies FeaturePages
