import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  createUserRequestSchema,
  mayBulkUsers,
  TRASH_ENTRY_HEADER,
  updateUserRequestSchema,
  USER_NOT_FOUND_MESSAGE,
  userBulkAccess,
  userBulkRequestSchema,
  userBulkResultSchema,
  userCreator,
  userDeleter,
  userDetailSchema,
  userEditor,
  userIdParamsSchema,
  userListQuerySchema,
  userListResponseSchema,
  userPaths,
  userReader,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { forbidden, notFound } from '../../lib/http-errors'
import { principalOf } from '../auth'
import { bulkUsers } from './users.bulk'
import { findUserDetail, listUsers } from './users.queries'
import { UserService } from './users.service'

/** Staff accounts, on the spec's paths (§7 users calls). */
export function registerUserRoutes(app: FastifyInstance, { db, config, mailer }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const service = new UserService(db, config, mailer)
  const tags = ['users']

  routes.get(userPaths.collection, {
    config: { access: userReader },
    schema: {
      tags,
      summary: 'List users',
      querystring: userListQuerySchema,
      response: { 200: userListResponseSchema },
    },
    handler: (request) => listUsers(db, request.query),
  })

  routes.get(userPaths.item, {
    config: { access: userReader },
    schema: { tags, summary: 'One user', params: userIdParamsSchema, response: { 200: userDetailSchema } },
    handler: async (request) => {
      const user = await findUserDetail(db, request.params.id)
      if (!user) throw notFound(USER_NOT_FOUND_MESSAGE)
      return user
    },
  })

  routes.post(userPaths.collection, {
    config: { access: userCreator, idempotent: true },
    schema: {
      tags,
      summary: 'Create a user; an invitation to choose a password is e-mailed',
      body: createUserRequestSchema,
      response: { 201: userDetailSchema },
    },
    handler: async (request, reply) =>
      reply.code(201).send(await service.create(principalOf(request), request.body)),
  })

  routes.patch(userPaths.item, {
    config: { access: userEditor },
    schema: {
      tags,
      summary: 'Update a user (status inactive disables the account and ends its sessions)',
      params: userIdParamsSchema,
      body: updateUserRequestSchema,
      response: { 200: userDetailSchema },
    },
    handler: (request) => service.update(principalOf(request), request.params.id, request.body),
  })

  routes.delete(userPaths.twoFactor, {
    config: { access: userEditor },
    schema: {
      tags,
      summary:
        'Reset two-step sign-in (lost authenticator): turns it off and ends the user’s sessions; audited',
      params: userIdParamsSchema,
      response: { 200: userDetailSchema },
    },
    handler: (request) => service.resetTwoFactor(principalOf(request), request.params.id),
  })

  routes.delete(userPaths.item, {
    config: { access: userDeleter },
    schema: { tags, summary: 'Delete a user', params: userIdParamsSchema },
    handler: async (request, reply) => {
      const trashEntry = await service.delete(principalOf(request), request.params.id)
      return reply.code(204).header(TRASH_ENTRY_HEADER, String(trashEntry)).send()
    },
  })

  routes.post(userPaths.bulk, {
    config: { access: userBulkAccess },
    schema: {
      tags,
      summary:
        'Activate, deactivate or delete (to the trash) the selected users: all or nothing; 404 when any id is not a live user, 403 beyond your rights, 409 for your own account or the last administrator',
      body: userBulkRequestSchema,
      response: { 200: userBulkResultSchema },
    },
    handler: async (request) => {
      const principal = principalOf(request)
      if (!mayBulkUsers(principal.rules, request.body.action)) throw forbidden()
      return bulkUsers(db, principal, request.body)
    },
  })
}
