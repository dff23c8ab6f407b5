import type { FeaturePages } from '../../../lib/feature-texts'

/** The e-mail feature's door from the route table: one mailbox page serves every e-mail route of spec §2. */
export const pages = {
  mailbox: () => import('./mailbox'),
} satisfies FeaturePages
