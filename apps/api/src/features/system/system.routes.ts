import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { demoCredentials, publicConfigSchema, systemPaths } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { readiness } from './system.service'

/**
 * Liveness and readiness for load balancers and orchestrators, and the public client configuration (demo
 * mode only shows its sign-in accounts).
 */
export function registerSystemRoutes(app: FastifyInstance, { db, config, lifecycle }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  // Alive: the process answers. Restart it when this fails; a database outage is readiness's business.
  routes.get(systemPaths.health, {
    config: { access: 'public' },
    schema: { tags: ['system'], summary: 'Liveness: the process answers' },
    handler: async () => ({ status: 'ok' }),
  })
  // Ready: send it traffic. Not while draining, the database is unreachable or behind this build's
  // migrations, or a LISTEN connection is down (its live events and cache flushes would be missed).
  routes.get(systemPaths.ready, {
    config: { access: 'public' },
    schema: { tags: ['system'], summary: 'Readiness: database, migrations, listener, not draining' },
    handler: async (_request, reply) => {
      const checks = await readiness(db, lifecycle)
      const ready = Object.values(checks).every((check) => check === 'ok')
      return reply.code(ready ? 200 : 503).send({ status: ready ? 'ready' : 'not_ready', checks })
    },
  })
  routes.get(systemPaths.config, {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Public client configuration',
      response: { 200: publicConfigSchema },
    },
    // Outside demo mode no account or password is ever listed.
    handler: async () => ({
      demoMode: config.demoSeed,
      demoCredentials: config.demoSeed ? demoCredentials : [],
      demoPages: config.demoPages,
    }),
  })
}
