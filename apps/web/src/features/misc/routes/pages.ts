import { pageFrom, type FeaturePages } from '../../../lib/feature-texts'

const misc = () => import('./misc-pages')

/** The misc feature's door from the route table (lib/feature-texts `featurePages`): one chunk, four pages. */
export const pages = {
  notFound: pageFrom(misc, (m) => m.NotFoundPage),
  notAuthorized: pageFrom(misc, (m) => m.NotAuthorizedPage),
  comingSoon: pageFrom(misc, (m) => m.ComingSoonPage),
  underMaintenance: pageFrom(misc, (m) => m.UnderMaintenancePage),
} satisfies FeaturePages
