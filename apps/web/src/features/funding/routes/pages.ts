import type { FeaturePages } from '../../../lib/feature-texts'

/** The funding feature's door from the route table: its pages by name. */
export const pages = {
  list: () => import('./funding-applications'),
  detail: () => import('./funding-detail'),
  funders: () => import('./funders-list'),
  funder: () => import('./funder-detail'),
} satisfies FeaturePages
