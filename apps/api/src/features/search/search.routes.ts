import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  searchPaths,
  demoAccess,
  needMet,
  rulesAllow,
  searchDestinations,
  searchQuerySchema,
  searchResponseSchema,
  searchSections,
  type AbilityRule,
  type SearchResultSection,
} from '@mesa/contracts'
import { principalOf } from '../auth'

const MAX_CHILDREN_PER_SECTION = 5

/** The global search of spec §7: destinations whose title contains q, grouped by section, only those the user may open. */
export function searchDestinationsFor(
  rules: AbilityRule[],
  query: string,
  demoPages = true,
): SearchResultSection[] {
  const needle = query.trim().toLowerCase()
  return searchSections
    .map((section) => ({
      title: section,
      zoneName: section,
      children: searchDestinations
        .filter((destination) => destination.section === section)
        // The demo area only for those given it (issue 38), and never while DEMO_PAGES is off.
        .filter((destination) => !destination.demo || (demoPages && rulesAllow(rules, demoAccess)))
        .filter((destination) => destination.title.toLowerCase().includes(needle))
        .filter(
          (destination) =>
            !destination.permission ||
            needMet(destination.permission, (permission) => rulesAllow(rules, permission)),
        )
        .slice(0, MAX_CHILDREN_PER_SECTION)
        .map(({ title, icon, url }) => ({ title, icon, url })),
    }))
    .filter((section) => section.children.length > 0)
}

/** `demoPages`: DEMO_PAGES, without which the demo area's destinations are never offered. */
export function registerSearchRoutes(app: FastifyInstance, demoPages = true) {
  app.withTypeProvider<ZodTypeProvider>().get(searchPaths.search, {
    config: { access: 'signed-in' },
    schema: {
      tags: ['search'],
      summary: 'Global search over the destinations the user may open',
      querystring: searchQuerySchema,
      response: { 200: searchResponseSchema },
    },
    handler: async (request) => searchDestinationsFor(principalOf(request).rules, request.query.q, demoPages),
  })
}
