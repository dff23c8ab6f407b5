import { Readable } from 'node:stream'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  auditCheckpointSchema,
  auditListQuerySchema,
  auditListResponseSchema,
  auditPaths,
  auditVerificationSchema,
  manageAll,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { CSV_BOM, csvLine } from '../../lib/csv'
import { notFound } from '../../lib/http-errors'
import { createCheckpoint, verifyChain } from './audit-chain'
import { checkpointKeysOf, checkpointSignerFor, useCheckpointKeys } from './audit-checkpoint-job'
import { auditEventsForExport, listAuditEvents } from './audit-trail.service'

const tags = ['audit']

const exportHeader = [
  'sequence',
  'eventId',
  'createdAt',
  'actorUserId',
  'actor',
  'action',
  'entityType',
  'entityId',
  'data',
  'prevHash',
  'hash',
]

/** The administrators' audit trail: list with filters, verification of the hash chain, checkpoints, export. */
export function registerAuditRoutes(app: FastifyInstance, { db, config }: AppContext) {
  useCheckpointKeys(db, checkpointKeysOf(config))
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const signer = () => checkpointSignerFor(db)

  routes.get(auditPaths.list, {
    config: { access: manageAll },
    schema: {
      tags,
      summary: 'The audit trail: who did what to which record, when',
      querystring: auditListQuerySchema,
      response: { 200: auditListResponseSchema },
    },
    handler: (request) => listAuditEvents(db, request.query),
  })

  routes.get(auditPaths.verify, {
    config: { access: manageAll },
    schema: {
      tags,
      summary: 'Recompute every hash of the chain and check its links and signed checkpoints',
      response: { 200: auditVerificationSchema },
    },
    handler: () => verifyChain(db, signer()),
  })

  routes.post(auditPaths.checkpoints, {
    config: { access: manageAll },
    schema: {
      tags,
      summary: "Pin the chain's head with a signed checkpoint now (an hourly job does it too)",
      response: { 201: auditCheckpointSchema },
    },
    handler: async (_request, reply) => {
      // The head's checkpoint (a new one, or the last one when no event came since); 404 while the trail is empty.
      const checkpoint = await createCheckpoint(db, signer())
      if (!checkpoint) throw notFound()
      return reply.code(201).send({
        id: checkpoint.id,
        sequence: checkpoint.chainSeq,
        hash: checkpoint.hash,
        createdAt: checkpoint.createdAt.toISOString(),
      })
    },
  })

  routes.get(auditPaths.export, {
    config: { access: manageAll },
    schema: {
      tags,
      summary: 'The filtered trail in chain order with every hash, as CSV for auditors (streamed)',
      querystring: auditListQuerySchema.omit({ page: true, itemsPerPage: true, sortBy: true, orderBy: true }),
    },
    handler: (request, reply) => {
      async function* lines() {
        yield CSV_BOM + csvLine(exportHeader)
        for await (const event of auditEventsForExport(db, request.query)) {
          yield csvLine([
            event.sequence,
            event.id,
            event.createdAt,
            event.actor?.id,
            event.actor?.fullName,
            event.action,
            event.entityType,
            event.entityId,
            JSON.stringify(event.data),
            event.prevHash,
            event.hash,
          ])
        }
      }
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-trail.csv"')
        .send(Readable.from(lines()))
    },
  })
}
