import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationListQuerySchema,
  RECORD_SEARCH_LIMIT,
  recordSearchPaths,
  recordSearchQuerySchema,
  recordSearchResponseSchema,
  rulesAllow,
  userListQuerySchema,
  type Permission,
  type RecordSearchResponse,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { findAlliesByNameOrRfc } from '../allies'
import { principalOf } from '../auth'
import { listCreditApplications } from '../credit-applications'
import { listUsers } from '../users'

/**
 * The command palette's record search: each kind of record through its own feature's query (so its filters
 * and row scope apply), and only the kinds whose list the caller may open.
 */
export function registerRecordSearchRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(recordSearchPaths.search, {
    config: { access: 'signed-in' },
    schema: {
      tags: ['search'],
      summary: 'Find applications (folio, CURP, name), allies (name, RFC) and users within your scope',
      querystring: recordSearchQuerySchema,
      response: { 200: recordSearchResponseSchema },
    },
    handler: async (request): Promise<RecordSearchResponse> => {
      const principal = principalOf(request)
      const { q } = request.query
      const may = (subject: Permission['subject']) => rulesAllow(principal.rules, { action: 'read', subject })
      const firstPage = { q, page: 1, itemsPerPage: RECORD_SEARCH_LIMIT }
      const [applications, allies, users] = await Promise.all([
        may('Documentos')
          ? listCreditApplications(db, applicationListQuerySchema.parse(firstPage), principal)
          : null,
        may('Aliados') ? findAlliesByNameOrRfc(db, q, principal, RECORD_SEARCH_LIMIT) : [],
        may('Users') ? listUsers(db, userListQuerySchema.parse(firstPage)) : null,
      ])
      return {
        applications: (applications?.items ?? []).map((row) => ({
          id: row.id,
          origin: row.product,
          folio: row.folio,
          applicantName: row.applicantName,
          curp: row.curp,
          stage: row.stage,
        })),
        allies,
        users: (users?.users ?? []).map((user) => ({
          id: user.id,
          fullName: user.fullName,
          email: user.email,
        })),
      }
    },
  })
}
