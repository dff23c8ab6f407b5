import type { FeaturePages } from '../../../lib/feature-texts'

/** The insurance feature's door from the route table: its pages by name. */
export const pages = {
  queue: () => import('./poliza-queue'),
  quote: () => import('./poliza-quote'),
  insurer: () => import('./insurer-page'),
  list: () => import('./insurance-list'),
} satisfies FeaturePages
