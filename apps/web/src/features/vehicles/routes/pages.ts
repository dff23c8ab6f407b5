import type { FeaturePages } from '../../../lib/feature-texts'

/** The vehicles feature's door from the route table: VIN list, add and edit; commissions. */
export const pages = {
  list: () => import('./vin-list'),
  add: () => import('./vin-add'),
  edit: () => import('./vin-edit'),
  commissions: () => import('./commissions'),
} satisfies FeaturePages
