import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { demoCredentials, publicConfigSchema, systemPaths } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { pingDatabase } from './system.service'

/** Health for load balancers and the public client configuration (demo mode shows its sign-in accounts). */
export function registerSystemRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(systemPaths.health, {
    config: { access: 'public' },
    schema: { tags: ['system'], summary: 'Liveness and database reachability' },
    handler: async () => {
      await pingDatabase(db)
      return { status: 'ok' }
    },
  })
  routes.get(systemPaths.config, {
    config: { access: 'public' },
    schema: {
      tags: ['system'],
      summary: 'Public client configuration',
      response: { 200: publicConfigSchema },
    },
    handler: async () => ({
      demoMode: config.demoSeed,
      demoCredentials: config.demoSeed ? demoCredentials : [],
      demoPages: config.demoPages,
    }),
  })
}
