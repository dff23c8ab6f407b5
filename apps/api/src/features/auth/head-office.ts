import type { FastifyRequest } from 'fastify'
import { forbidden } from '../../lib/http-errors'
import { principalOf } from './access-hook'

/**
 * Head-office subjects (docs/security.md "Head-office subjects"): the books and the money-laundering reports
 * sum every dealership's loans and payments, so no row scope can cut them. A viewer whose role is scoped to its
 * allies (`own-allies`) is refused with 403 whatever permissions the role holds; only an unrestricted (`all`)
 * role reads them. Used as an onRequest hook, after the access hook has set the principal.
 */
export async function headOfficeOnly(request: FastifyRequest) {
  if (principalOf(request).scope !== 'all')
    throw forbidden('forbidden', 'A role scoped to its allies may not read head-office records')
}
