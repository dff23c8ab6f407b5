import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  idParamsSchema,
  namedPermissionSchema,
  permissionListQuerySchema,
  permissionListResponseSchema,
  permissionPaths,
  permissionRequestSchema,
  roleCreator,
  roleDeleter,
  roleEditor,
  roleReader,
  updatePermissionRequestSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { findPermission, listPermissions, PermissionService } from './permissions.service'

export function registerPermissionRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const service = new PermissionService(db)
  const tags = ['permissions']

  routes.get(permissionPaths.collection, {
    config: { access: roleReader },
    schema: {
      tags,
      summary: 'Named permissions (q on name, created date, or role name by prefix)',
      querystring: permissionListQuerySchema,
      response: { 200: permissionListResponseSchema },
    },
    handler: (request) => listPermissions(db, request.query),
  })

  routes.post(permissionPaths.collection, {
    config: { access: roleCreator },
    schema: {
      tags,
      summary: 'Create a named permission',
      body: permissionRequestSchema,
      response: { 201: namedPermissionSchema },
    },
    handler: async (request, reply) => {
      const id = await service.create(principalOf(request), request.body)
      return reply.code(201).send((await findPermission(db, id))!)
    },
  })

  routes.put(permissionPaths.item, {
    config: { access: roleEditor },
    schema: {
      tags,
      summary: 'Update a named permission',
      params: idParamsSchema,
      body: updatePermissionRequestSchema,
      response: { 200: namedPermissionSchema },
    },
    handler: async (request) => {
      await service.update(principalOf(request), request.params.id, request.body)
      return (await findPermission(db, request.params.id))!
    },
  })

  routes.delete(permissionPaths.item, {
    config: { access: roleDeleter },
    schema: { tags, summary: 'Delete a named permission', params: idParamsSchema },
    handler: async (request, reply) => {
      await service.delete(principalOf(request), request.params.id)
      return reply.code(204).send()
    },
  })
}
