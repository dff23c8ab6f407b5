import type { FeaturePages } from '../../../lib/feature-texts'

/** The contracts feature's door from the route table: its pages by name. */
export const pages = {
  list: () => import('./contract-list'),
  support: () => import('./contract-support'),
} satisfies FeaturePages
