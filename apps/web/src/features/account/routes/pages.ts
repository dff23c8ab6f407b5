import type { FeaturePages } from '../../../lib/feature-texts'

/** The account feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  settings: () => import('./account-settings'),
  agentStatus: () => import('./agent-status'),
} satisfies FeaturePages
