import type { FeaturePages } from '../../../lib/feature-texts'

/** The profile feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  profile: () => import('./user-profile'),
} satisfies FeaturePages
