import type { FastifyInstance } from 'fastify'
import { findUnstorableText } from '@mesa/contracts'
import { badRequest } from './http-errors'

/**
 * The last line of defence behind the schemas' text rules: a NUL byte or a lone surrogate anywhere in
 * the path, query string or JSON body is a 400 naming the field, before any route runs, so a field a
 * schema forgot can never make PostgreSQL fail (a 500). Runs before validation, so it sees raw input.
 */
export function registerTextGuard(app: FastifyInstance) {
  app.addHook('preValidation', async (request) => {
    for (const part of [request.params, request.query, request.body]) {
      const found = findUnstorableText(part)
      if (found) throw badRequest({ [found.field || '_root']: [found.code] })
    }
  })
}
