import type { FeaturePages } from '../../../lib/feature-texts'

/** The access-control feature's door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  accessControl: () => import('./access-control'),
} satisfies FeaturePages
