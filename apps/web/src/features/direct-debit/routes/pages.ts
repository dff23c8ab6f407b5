import type { FeaturePages } from '../../../lib/feature-texts'

/** Direct debit's door from the route table: the runs, one run's debits and the mandates. */
export const pages = {
  runs: () => import('./run-list'),
  run: () => import('./run-detail'),
  mandates: () => import('./mandate-list'),
} satisfies FeaturePages
