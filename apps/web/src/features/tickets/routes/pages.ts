import type { FeaturePages, FeaturePrefetch } from '../../../lib/feature-texts'
import { ensureQuery, listPrefetch } from '../../../lib/route-data'
import { ticketQueryOptions } from '../api/get-ticket'
import { ticketListFilters, ticketsQueryOptions } from '../api/list-tickets'

/** The tickets feature's door from the route table (lib/feature-texts `featurePages`): its pages by name. */
export const pages = {
  tickets: () => import('./ticket-list'),
  ticket: () => import('./ticket-detail'),
} satisfies FeaturePages

/** What the route loader fetches while a page downloads (lib/route-data). */
export const prefetch: FeaturePrefetch<typeof pages> = {
  tickets: listPrefetch(ticketListFilters, ticketsQueryOptions),
  ticket: async ({ params }, queryClient) => {
    const id = Number(params.id)
    if (Number.isInteger(id) && id > 0) await ensureQuery(queryClient, ticketQueryOptions(id))
  },
}
