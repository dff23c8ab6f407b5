import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { profilePaths, profileHeaderSchema, profileQuerySchema, profileTabDataSchema } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { profileHeader, profileTab } from './profile.service'

/** The signed-in user's profile page, built from their account, role, colleagues and allies. */
export function registerProfileRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const tags = ['profile']

  routes.get(profilePaths.header, {
    config: { access: 'signed-in' },
    schema: { tags, summary: 'Profile header', response: { 200: profileHeaderSchema } },
    handler: (request) => profileHeader(db, principalOf(request).userId),
  })

  routes.get(profilePaths.profile, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'One tab of the profile',
      querystring: profileQuerySchema,
      response: { 200: profileTabDataSchema },
    },
    handler: (request) => {
      const { userId, rules } = principalOf(request)
      return profileTab(db, userId, rules, request.query.tab)
    },
  })
}
