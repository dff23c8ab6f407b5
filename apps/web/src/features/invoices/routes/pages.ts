import type { FeaturePages } from '../../../lib/feature-texts'

/** The invoices feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  list: () => import('./invoice-list'),
  add: () => import('./invoice-add'),
  edit: () => import('./invoice-edit'),
  preview: () => import('./invoice-preview'),
} satisfies FeaturePages
