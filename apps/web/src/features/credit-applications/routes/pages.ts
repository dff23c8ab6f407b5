import { creditProducts, mayOpenCreditApplication, type CreditProduct } from '@mesa/contracts'
import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { ensureQuery, listPrefetch, type RoutePrefetch } from '../../../lib/route-data'
import { session } from '../../../lib/session'
import { assignmentsQueryAt, assignmentsQueryOptions } from '../api/get-assignments'
import { pipelineQueryOptions } from '../api/get-pipeline'
import { applicationQueryOptions } from '../api/get-credit-application'
import { applicationListFilters, applicationsQueryOptions } from '../api/list-credit-applications'

/** The credit applications feature's door from the route table (lib/feature-texts `featurePages`). */
export const pages = {
  list: () => import('./list'),
  assignments: () => import('./assignments'),
  board: () => import('./board'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  list: listPrefetch(applicationListFilters, applicationsQueryOptions),
  board: (_address, queryClient) => ensureQuery(queryClient, pipelineQueryOptions()),
  assignments: ({ searchParams }, queryClient) =>
    ensureQuery(queryClient, assignmentsQueryOptions(assignmentsQueryAt(searchParams))),
}

/**
 * The application file's data (its page is app/credit-application-file, composing the features' tabs), where
 * its address is one and the user may open it (as the screen checks before reading it).
 */
export const filePrefetch: RoutePrefetch = async ({ params }, queryClient) => {
  const origin = params.origin as CreditProduct
  const id = Number(params.id)
  if (!creditProducts.includes(origin) || !Number.isInteger(id) || id < 1) return
  if (!mayOpenCreditApplication(session.getSnapshot().rules, origin)) return
  return ensureQuery(queryClient, applicationQueryOptions(origin, id))
}
