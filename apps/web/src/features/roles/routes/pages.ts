import type { FeaturePages } from '../../../lib/feature-texts'

/** The roles feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  roles: () => import('./roles'),
  permissions: () => import('./permissions'),
} satisfies FeaturePages
