import type { FeaturePages } from '../../../lib/feature-texts'

/** The dunning feature's door from the route table: the reminder rules and their sends. */
export const pages = {
  rules: () => import('./dunning-rules'),
} satisfies FeaturePages
