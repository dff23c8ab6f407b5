import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { permissionMatrixPaths, permissionMatrixSchema, roleReader } from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { permissionMatrix } from './permission-matrix.service'

/** The auditors' read-only view of who may do what (issue 16): read Roles, like the roles screens. */
export function registerPermissionMatrixRoutes(app: FastifyInstance, { db }: AppContext) {
  app.withTypeProvider<ZodTypeProvider>().get(permissionMatrixPaths.matrix, {
    config: { access: roleReader },
    schema: {
      tags: ['permission-matrix'],
      summary: 'Roles × subjects × actions, with each role’s row scope and the source of each grant',
      response: { 200: permissionMatrixSchema },
    },
    handler: async () => permissionMatrix(db),
  })
}
