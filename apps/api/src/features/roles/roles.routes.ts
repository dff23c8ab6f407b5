import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  idParamsSchema,
  roleCreator,
  roleDeleter,
  roleEditor,
  roleListResponseSchema,
  rolePaths,
  roleReader,
  roleRequestSchema,
  roleSchema,
  updateRoleRequestSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { listRoles, RoleService } from './roles.service'

export function registerRoleRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const service = new RoleService(db)
  const tags = ['roles']
  const roleById = async (id: number) => (await listRoles(db, id))[0]!

  routes.get(rolePaths.collection, {
    config: { access: roleReader },
    schema: {
      tags,
      summary: 'Roles with their rules, permissions and members',
      response: { 200: roleListResponseSchema },
    },
    handler: async () => {
      const roles = await listRoles(db)
      return { items: roles, total: roles.length }
    },
  })

  routes.post(rolePaths.collection, {
    config: { access: roleCreator },
    schema: { tags, summary: 'Create a role', body: roleRequestSchema, response: { 201: roleSchema } },
    handler: async (request, reply) => {
      const id = await service.create(principalOf(request), request.body)
      return reply.code(201).send(await roleById(id))
    },
  })

  routes.put(rolePaths.item, {
    config: { access: roleEditor },
    schema: {
      tags,
      summary: 'Update a role (takes effect on the next request of its users)',
      params: idParamsSchema,
      body: updateRoleRequestSchema,
      response: { 200: roleSchema },
    },
    handler: async (request) => {
      await service.update(principalOf(request), request.params.id, request.body)
      return roleById(request.params.id)
    },
  })

  routes.delete(rolePaths.item, {
    config: { access: roleDeleter },
    schema: { tags, summary: 'Delete a role without users', params: idParamsSchema },
    handler: async (request, reply) => {
      await service.delete(principalOf(request), request.params.id)
      return reply.code(204).send()
    },
  })
}
