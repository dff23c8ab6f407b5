import type { FastifyInstance, FastifyRequest } from 'fastify'
import fastifyMultipart from '@fastify/multipart'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  applicationParamsSchema,
  applicationTicketsSchema,
  complaintQuarterQuerySchema,
  complaintRecordSchema,
  mayRaiseTicket,
  ticketAssigneesSchema,
  ticketAttachmentParamsSchema,
  ticketCommentCreateSchema,
  ticketCreateSchema,
  ticketDetailSchema,
  ticketListQuerySchema,
  ticketListResponseSchema,
  ticketMoveSchema,
  ticketParamsSchema,
  ticketPaths,
  ticketReaderPermissions,
  ticketUpdateSchema,
  ticketWorker,
  type CreditProduct,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { emptyNotFound, forbidden } from '../../lib/http-errors'
import { UPLOAD_MAX_BYTES, receiveUpload, sendStoredFile } from '../../lib/uploads'
import { principalOf } from '../auth'
import { loadApplication } from '../credit-applications'
import { applicationTickets, listTickets } from './ticket-queries'
import { recordComplaint } from './complaint-register'
import { complaintRegisterCsv } from './complaint-export'
import { listAssignees, loadTicket, ticketDetail } from './ticket-record'
import {
  addTicketAttachment,
  addTicketComment,
  createTicket,
  findAttachment,
  moveTicket,
  updateTicket,
} from './ticket-writes'

const readers = { anyOf: ticketReaderPermissions }
const tags = ['tickets']

/** Support tickets (issue 16): the desk's list, the ticket page and the application file's tab. */
export function registerTicketRoutes(app: FastifyInstance, { db, storage }: AppContext) {
  const detailOf = async (request: FastifyRequest, id: number) => {
    const principal = principalOf(request)
    return ticketDetail(db, await loadTicket(db, id, principal), principal.rules)
  }
  /** The application a ticket is raised on: its readers only (403), within their row scope (404). */
  const ticketApplication = async (
    request: FastifyRequest,
    { origin, id }: { origin: CreditProduct; id: number },
  ) => {
    const principal = principalOf(request)
    if (!mayRaiseTicket(principal.rules, origin)) throw forbidden()
    return loadApplication(db, origin, id, principal)
  }

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 2, parts: 3, fieldSize: 1024 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(ticketPaths.list, {
      config: { access: readers },
      schema: {
        tags,
        summary: 'Tickets of the applications the caller sees: q, filters, sort, paging',
        querystring: ticketListQuerySchema,
        response: { 200: ticketListResponseSchema },
      },
      handler: async (request) => listTickets(db, request.query, principalOf(request)),
    })

    routes.get(ticketPaths.assignees, {
      config: { access: readers },
      schema: { tags, summary: 'Who may be assigned a ticket', response: { 200: ticketAssigneesSchema } },
      handler: async () => listAssignees(db),
    })

    routes.get(ticketPaths.item, {
      config: { access: readers },
      schema: {
        tags,
        summary: 'A ticket with its comments, files and history',
        params: ticketParamsSchema,
        response: { 200: ticketDetailSchema },
      },
      handler: async (request) => detailOf(request, request.params.id),
    })

    routes.patch(ticketPaths.item, {
      config: { access: ticketWorker },
      schema: {
        tags,
        summary: 'Triage: subject, category, priority (the due date follows) and assignee; `version` guards',
        params: ticketParamsSchema,
        body: ticketUpdateSchema,
        response: { 200: ticketDetailSchema },
      },
      handler: async (request) => {
        const loaded = await loadTicket(db, request.params.id, principalOf(request))
        await updateTicket(db, loaded.ticket, principalOf(request).userId, request.body)
        return detailOf(request, request.params.id)
      },
    })

    routes.put(ticketPaths.complaint, {
      config: { access: ticketWorker },
      schema: {
        tags,
        summary:
          "A complaint's entry in CONDUSEF's register (409 ticket_not_a_complaint for another category); `version` guards",
        params: ticketParamsSchema,
        body: complaintRecordSchema,
        response: { 200: ticketDetailSchema },
      },
      handler: async (request) => {
        const loaded = await loadTicket(db, request.params.id, principalOf(request))
        await recordComplaint(db, loaded.ticket, principalOf(request).userId, request.body)
        return detailOf(request, request.params.id)
      },
    })

    routes.get(ticketPaths.complaintsExport, {
      config: { access: ticketWorker },
      schema: {
        tags,
        summary: "A quarter's complaints register (YYYY-Qn) in the columns of CONDUSEF's REUNE, as CSV",
        querystring: complaintQuarterQuerySchema,
      },
      handler: async (request, reply) => {
        const { quarter } = request.query
        const csv = await complaintRegisterCsv(db, quarter, principalOf(request))
        return reply
          .header('content-type', 'text/csv; charset=utf-8')
          .header('content-disposition', `attachment; filename="reclamaciones-${quarter}.csv"`)
          .send(csv)
      },
    })

    routes.post(ticketPaths.status, {
      config: { access: ticketWorker },
      schema: {
        tags,
        summary: 'Move the ticket along its life cycle (409 ticket_move_not_allowed for an illegal move)',
        params: ticketParamsSchema,
        body: ticketMoveSchema,
        response: { 200: ticketDetailSchema },
      },
      handler: async (request) => {
        const loaded = await loadTicket(db, request.params.id, principalOf(request))
        await moveTicket(db, loaded.ticket, principalOf(request).userId, request.body)
        return detailOf(request, request.params.id)
      },
    })

    routes.post(ticketPaths.comments, {
      config: { access: readers },
      schema: {
        tags,
        summary: 'Comment on a ticket',
        params: ticketParamsSchema,
        body: ticketCommentCreateSchema,
        response: { 201: ticketDetailSchema },
      },
      handler: async (request, reply) => {
        const loaded = await loadTicket(db, request.params.id, principalOf(request))
        await addTicketComment(db, loaded.ticket, principalOf(request).userId, request.body)
        return reply.code(201).send(await detailOf(request, request.params.id))
      },
    })

    routes.post(ticketPaths.attachments, {
      config: { access: readers },
      schema: {
        tags,
        summary: 'Attach a file (multipart field `file`): PDF, JPEG, PNG or WEBP up to 10 MB',
        params: ticketParamsSchema,
        response: { 201: ticketDetailSchema },
      },
      handler: async (request, reply) => {
        const loaded = await loadTicket(db, request.params.id, principalOf(request))
        const upload = await receiveUpload(request, storage, { prefix: 'tickets' })
        await addTicketAttachment(db, loaded.ticket, principalOf(request).userId, upload)
        return reply.code(201).send(await detailOf(request, request.params.id))
      },
    })

    routes.get(ticketPaths.attachment, {
      config: { access: readers },
      schema: { tags, summary: "Download a ticket's file", params: ticketAttachmentParamsSchema },
      handler: async (request, reply) => {
        const loaded = await loadTicket(db, request.params.id, principalOf(request))
        const file = await findAttachment(db, loaded.ticket.id, request.params.attachmentId)
        const object = file ? await storage.get(file.storageKey) : null
        if (!file || !object) throw emptyNotFound()
        return sendStoredFile(reply, object, file)
      },
    })

    routes.get(ticketPaths.ofApplication, {
      config: { access: readers },
      schema: {
        tags,
        summary: "The application's tickets, newest first",
        params: applicationParamsSchema,
        response: { 200: applicationTicketsSchema },
      },
      handler: async (request) => {
        const row = await ticketApplication(request, request.params)
        return { tickets: await applicationTickets(db, row.id), mayRaise: true }
      },
    })

    routes.post(ticketPaths.ofApplication, {
      config: { access: readers },
      schema: {
        tags,
        summary: 'Open a ticket on the application; its due date follows its priority',
        params: applicationParamsSchema,
        body: ticketCreateSchema,
        response: { 201: ticketDetailSchema },
      },
      handler: async (request, reply) => {
        const row = await ticketApplication(request, request.params)
        const ticketId = await createTicket(db, row, principalOf(request).userId, request.body)
        return reply.code(201).send(await detailOf(request, ticketId))
      },
    })
  })
}
