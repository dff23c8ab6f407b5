import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app-context'
import { registerAccountRoutes } from './account.routes'
import { registerAvatarRoutes } from './avatar.routes'
import { registerPresenceRoutes } from './presence.routes'
import { registerTwoFactorRoutes } from './two-factor.routes'

/** Account settings (profile, password, sessions, two-step sign-in) and presence. */
export function registerAccountFeature(app: FastifyInstance, context: AppContext) {
  registerAccountRoutes(app, context)
  registerAvatarRoutes(app, context)
  registerTwoFactorRoutes(app, context)
  registerPresenceRoutes(app, context)
}
