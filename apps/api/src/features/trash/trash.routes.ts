import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  manageAll,
  restoredRecordSchema,
  rulesAllow,
  trashEntryIdParams,
  trashListQuerySchema,
  trashListResponseSchema,
  trashPaths,
  undoDeleteSchema,
  undoManySchema,
  restoredRecordsSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import {
  listTrash,
  restoreFromTrash,
  restoreManyFromTrash,
  useTrashRetention,
  type RestoreCaller,
} from './trash.service'

const tags = ['trash']

const callerOf = (principal: ReturnType<typeof principalOf>): RestoreCaller => ({
  userId: principal.userId,
  scope: principal.scope,
  rules: principal.rules,
  administrator: rulesAllow(principal.rules, manageAll),
})

/**
 * The trash: administrators list deleted records and restore them; the deleter undoes their own delete
 * within the undo window (the server keeps the window, not the toast).
 */
export function registerTrashRoutes(app: FastifyInstance, { db, config }: AppContext) {
  if (config.trashRetentionDays) useTrashRetention(db, config.trashRetentionDays)
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(trashPaths.list, {
    config: { access: manageAll },
    schema: {
      tags,
      summary: 'Deleted records awaiting purge: filter by type, who deleted them and when',
      querystring: trashListQuerySchema,
      response: { 200: trashListResponseSchema },
    },
    handler: (request) => listTrash(db, request.query),
  })

  routes.post(trashPaths.restore, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary:
        'Restore a deleted record: administrators any time; the deleter within the undo window. 409 live_twin when a live record holds its key',
      params: trashEntryIdParams,
      response: { 200: restoredRecordSchema },
    },
    handler: (request) =>
      restoreFromTrash(db, { entryId: request.params.id }, callerOf(principalOf(request))),
  })

  routes.post(trashPaths.undo, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary: 'Undo your own delete of a record within the undo window (403 undo_expired after it)',
      body: undoDeleteSchema,
      response: { 200: restoredRecordSchema },
    },
    handler: (request) => restoreFromTrash(db, request.body, callerOf(principalOf(request))),
  })

  routes.post(trashPaths.undoMany, {
    config: { access: 'signed-in' },
    schema: {
      tags,
      summary:
        'Undo your own bulk delete within the undo window: every record comes back in one transaction, or none (404/403 names the first refused)',
      body: undoManySchema,
      response: { 200: restoredRecordsSchema },
    },
    handler: (request) => restoreManyFromTrash(db, request.body, callerOf(principalOf(request))),
  })
}
