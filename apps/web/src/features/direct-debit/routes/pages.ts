import type { FeaturePages } from '../../../lib/feature-texts'

/** Direct debit's door from the route table: the runs and one run's debits. */
export const pages = {
  runs: () => import('./run-list'),
  run: () => import('./run-detail'),
} satisfies FeaturePages
