import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  identifierPaths,
  identifierValidateRequestSchema,
  identifierValidateResponseSchema,
  validateIdentifier,
} from '@mesa/contracts'
import { forbidden } from '../../lib/http-errors'
import { principalOf } from '../auth'

/**
 * POST /identifiers/validate: the contracts' identifier module as a service, for other systems and for the
 * forms' server-side check. Any staff member may call it: a signed-in account with at least one permission
 * (a self-registered account still waiting for a role has none).
 */
export function registerIdentifierRoutes(app: FastifyInstance) {
  app.withTypeProvider<ZodTypeProvider>().post(identifierPaths.validate, {
    config: { access: 'signed-in' },
    schema: {
      tags: ['identifiers'],
      summary: 'Validate and decode a CURP, RFC, CLABE, NSS, VIN, INE number or postal code',
      body: identifierValidateRequestSchema,
      response: { 200: identifierValidateResponseSchema },
    },
    handler: async (request) => {
      if (principalOf(request).rules.length === 0) throw forbidden()
      const { kind, value, state } = request.body
      return validateIdentifier(kind, value, state)
    },
  })
}
