import type { FeaturePages } from '../../../lib/feature-texts'

/** The imports feature's door from the route table: its pages by name. */
export const pages = {
  home: () => import('./import-home'),
  detail: () => import('./import-detail'),
} satisfies FeaturePages
