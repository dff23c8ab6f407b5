import type { FastifySchema } from 'fastify'
import { demoAccess } from '@mesa/contracts'
import type { RouteAccess } from '../../lib/route-access'

/**
 * One demo call's config and schema: tagged 'demo', described by `summary`, behind the staff's demo right
 * unless the store's own right is given (the `client` role reaches nothing but its demo page, issue 31).
 */
export function demoCall<Schema extends FastifySchema>(
  summary: string,
  schema: Schema,
  options: { access?: RouteAccess; idempotent?: boolean } = {},
) {
  const { access = demoAccess, idempotent } = options
  return {
    config: { access, ...(idempotent && { idempotent }) },
    schema: { tags: ['demo'], summary, ...schema },
  }
}
