import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app-context'
import { registerCreditBureauRoutes } from './credit-bureau.routes'

/** The bureau's routes; its gate and pull are stage rules (apps/api/src/stage-rules.ts). */
export function registerCreditBureau(app: FastifyInstance, context: AppContext) {
  registerCreditBureauRoutes(app, context)
}
