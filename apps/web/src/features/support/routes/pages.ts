import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { ensureQuery, listPrefetch } from '../../../lib/route-data'
import { ticketQueryOptions } from '../api/get-ticket'
import { ticketListFilters, ticketsQueryOptions } from '../api/list-tickets'

/** The support area's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  tickets: () => import('./ticket-list'),
  ticket: () => import('./ticket-detail'),
  permissions: () => import('./permission-matrix'),
  customers: () => import('./customer-list'),
  customer: () => import('./customer-edit'),
  customerVerification: () => import('./customer-verification'),
  sellerVerification: () => import('./seller-verification'),
  sellerAllies: () => import('./seller-allies'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  tickets: listPrefetch(ticketListFilters, ticketsQueryOptions),
  ticket: async ({ params }, queryClient) => {
    const id = Number(params.id)
    if (Number.isInteger(id) && id > 0) await ensureQuery(queryClient, ticketQueryOptions(id))
  },
}
