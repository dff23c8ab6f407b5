import type { FeaturePages } from '../../../lib/feature-texts'

/** The bank statements feature's door from the route table: its pages by name. */
export const pages = {
  list: () => import('./statement-list'),
  detail: () => import('./statement-detail'),
  queue: () => import('./reconciliation-queue'),
  summary: () => import('./reconciliation-summary'),
} satisfies FeaturePages
