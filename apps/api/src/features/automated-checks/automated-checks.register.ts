import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app-context'
import { useCheckStorage } from './checks-jobs'
import { registerCheckRoutes } from './checks.routes'

/** The checks' routes and the file store their jobs read; their run and gates are stage rules (stage-rules.ts). */
export function registerAutomatedChecks(app: FastifyInstance, context: AppContext) {
  useCheckStorage(context.storage)
  registerCheckRoutes(app, context)
}
