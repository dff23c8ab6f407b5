import fastifyMultipart from '@fastify/multipart'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  bookingCancelSchema,
  bookingCreateSchema,
  bookingParamsSchema,
  bookingRescheduleSchema,
  bookingSchema,
  bookingsResponseSchema,
  calendarQuerySchema,
  collectionVisitListSchema,
  collectionVisitParamsSchema,
  collectionVisitReportSchema,
  collectionsReader,
  collectionsWorker,
  DEFAULT_VISIT_DISTANCE_METERS,
  fieldAgentPermission,
  fieldAgentsResponseSchema,
  fieldVisitPaths,
  mayCoordinateVisits,
  photoParamsSchema,
  visitAnalyst,
  visitDetailSchema,
  visitPhotoSchema,
  visitReaderPermissions,
  visitReportRequestSchema,
  visitRequestCreateSchema,
  visitRequestsResponseSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { conflict, emptyNotFound } from '../../lib/http-errors'
import { UPLOAD_MAX_BYTES, receiveUpload, sendStoredFile } from '../../lib/uploads'
import { recordSensitiveRead } from '../audit'
import { principalOf } from '../auth'
import { listAgents } from './agent-time'
import { bookVisit, calendarBookings, cancelVisit, myVisits, rescheduleVisit } from './bookings'
import { registerApplicationVisitRoutes } from './application-visit.routes'
import { pendingRequests } from './visit-requests'
import { collectionVisitsOfLoan, recordCollectionOutcome, requestCollectionVisit } from './collection-visits'
import { collectionDesk } from './collection-desk'
import {
  assertOwnAgent,
  assertVisitStarted,
  findPhoto,
  recordPhoto,
  recordReport,
  visitDetails,
} from './visit-report'
import { loadVisibleBooking } from './visit-records'

const tags = ['field-visits']
const coordinators = visitAnalyst
/** Agents, coordinators and the committee: each sees what the services' checks let them. */
const visitPeople = { anyOf: [fieldAgentPermission, ...visitReaderPermissions] }
const imageTypes = ['image/jpeg', 'image/png', 'image/webp'] as const

/** The field visit (issue 14): scheduling, the agent's agenda and form, photos; and the file's visit tab. */
export function registerFieldVisitRoutes(app: FastifyInstance, context: AppContext) {
  const { db, storage } = context

  app.register(async (scope) => {
    await scope.register(fastifyMultipart, {
      limits: { fileSize: UPLOAD_MAX_BYTES, files: 1, fields: 6, parts: 7, fieldSize: 1024 },
    })
    const routes = scope.withTypeProvider<ZodTypeProvider>()

    routes.get(fieldVisitPaths.agents, {
      config: { access: visitPeople },
      schema: {
        tags,
        summary: 'Field agents with their weekly hours and blocked time',
        response: { 200: fieldAgentsResponseSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const only = mayCoordinateVisits(principal.rules) ? undefined : principal.userId
        return { agents: await listAgents(db, new Date(Date.now() - 7 * 86_400_000), only) }
      },
    })

    routes.get(fieldVisitPaths.calendar, {
      config: { access: coordinators },
      schema: {
        tags,
        summary: 'Bookings between two instants (at most 62 days), optionally of one agent',
        querystring: calendarQuerySchema,
        response: { 200: bookingsResponseSchema },
      },
      handler: async (request) => ({
        bookings: await calendarBookings(db, principalOf(request), request.query),
      }),
    })

    routes.get(fieldVisitPaths.pendingRequests, {
      config: { access: coordinators },
      schema: {
        tags,
        summary: 'Visit requests waiting for a booking, oldest first',
        response: { 200: visitRequestsResponseSchema },
      },
      handler: async (request) => ({ requests: await pendingRequests(db, principalOf(request)) }),
    })

    routes.get(fieldVisitPaths.mine, {
      config: { access: { anyOf: [fieldAgentPermission] } },
      schema: {
        tags,
        summary: "The signed-in agent's visits from today on",
        response: { 200: bookingsResponseSchema },
      },
      handler: async (request) => ({ bookings: await myVisits(db, principalOf(request)) }),
    })

    routes.post(fieldVisitPaths.bookings, {
      config: { access: coordinators },
      schema: {
        tags,
        summary: 'Book a pending request with an agent (409 agent_busy when the agent has a visit then)',
        body: bookingCreateSchema,
        response: { 201: bookingSchema },
      },
      handler: async (request, reply) =>
        reply.code(201).send(await bookVisit(db, principalOf(request), request.body)),
    })

    routes.get(fieldVisitPaths.booking, {
      config: { access: visitPeople },
      schema: {
        tags,
        summary: 'A visit with its report and photos',
        params: bookingParamsSchema,
        response: { 200: visitDetailSchema },
      },
      handler: async (request) => {
        const { booking } = await loadVisibleBooking(db, request.params.bookingId, principalOf(request))
        return (await visitDetails(db, [booking]))[0]!
      },
    })

    routes.post(fieldVisitPaths.reschedule, {
      config: { access: coordinators },
      schema: {
        tags,
        summary: 'Move a live visit to another slot or agent, with the reason',
        params: bookingParamsSchema,
        body: bookingRescheduleSchema,
        response: { 200: bookingSchema },
      },
      handler: async (request) =>
        rescheduleVisit(db, principalOf(request), request.params.bookingId, request.body),
    })

    routes.post(fieldVisitPaths.cancel, {
      config: { access: coordinators },
      schema: {
        tags,
        summary: 'Cancel a live visit with the reason',
        params: bookingParamsSchema,
        body: bookingCancelSchema,
        response: { 200: bookingSchema },
      },
      handler: async (request) =>
        cancelVisit(db, principalOf(request), request.params.bookingId, request.body),
    })

    // Idempotent (issue 39): the phone sends a report captured offline again until it hears the answer.
    routes.put(fieldVisitPaths.report, {
      config: { access: { anyOf: [fieldAgentPermission] }, idempotent: true },
      schema: {
        tags,
        summary:
          "The agent's report of the visit, once its slot started (409 visit_not_started before); closes it as done",
        params: bookingParamsSchema,
        body: visitReportRequestSchema,
        response: { 200: visitDetailSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const { booking } = await loadVisibleBooking(db, request.params.bookingId, principal)
        await recordReport(db, principal, booking, request.body)
        const [fresh] = await loadVisibleBooking(db, booking.id, principal).then(({ booking: row }) =>
          visitDetails(db, [row]),
        )
        return fresh!
      },
    })

    // Each photo captured offline carries its own key: a repeat after a lost answer records it once.
    routes.post(fieldVisitPaths.photos, {
      config: { access: { anyOf: [fieldAgentPermission] }, idempotent: true },
      schema: {
        tags,
        summary:
          'A photo of the visit (multipart: caption, capturedAt, latitude, longitude, accuracy, then file)',
        params: bookingParamsSchema,
        response: { 201: visitPhotoSchema },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const { booking } = await loadVisibleBooking(db, request.params.bookingId, principal)
        assertOwnAgent(principal, booking)
        if (booking.status === 'cancelled') throw conflict('visit_closed', 'The visit was cancelled')
        assertVisitStarted(booking)
        const upload = await receiveUpload(request, storage, {
          prefix: 'field-visits',
          allowedTypes: imageTypes,
        })
        const photoId = await recordPhoto(db, principal, booking, upload)
        const [detail] = await visitDetails(db, [booking])
        return reply.code(201).send(detail!.photos.find((photo) => photo.id === photoId)!)
      },
    })

    routes.get(fieldVisitPaths.photoFile, {
      config: { access: visitPeople },
      schema: {
        tags,
        summary: 'The image of a visit photo',
        params: photoParamsSchema,
        response: { 200: z.any() },
      },
      handler: async (request, reply) => {
        const principal = principalOf(request)
        const { booking } = await loadVisibleBooking(db, request.params.bookingId, principal)
        const photo = await findPhoto(db, booking.id, request.params.photoId)
        const object = photo ? await storage.get(photo.storageKey) : null
        if (!photo || !object) throw emptyNotFound()
        await recordSensitiveRead(db, {
          actorUserId: principal.userId,
          action: 'field_visit.photo.view',
          entityType: 'credit_application',
          entityId: booking.applicationId,
          data: { bookingId: booking.id, photoId: photo.id },
        })
        return sendStoredFile(reply, object, photo)
      },
    })

    // Issue 35: the collections desk's field collection visits (the desk's row scope), and the agent's outcome.
    routes.post(fieldVisitPaths.collectionVisits, {
      config: { access: collectionsWorker },
      schema: {
        tags,
        summary:
          'Ask for a collection visit of a loan the person works (reason, preferred window); one open per loan',
        params: collectionVisitParamsSchema,
        body: visitRequestCreateSchema,
        response: { 201: z.object({ id: z.number().int() }) },
      },
      handler: async (request, reply) => {
        const { userId, scope: rowScope, rules } = principalOf(request)
        const viewer = { userId, scope: rowScope, rules }
        const id = await requestCollectionVisit(db, viewer, request.params.loanId, request.body)
        return reply.code(201).send({ id })
      },
    })
    routes.get(fieldVisitPaths.collectionVisits, {
      config: { access: collectionsReader },
      schema: {
        tags,
        summary: 'The loan’s collection visits, newest first, with their booking and outcome',
        params: collectionVisitParamsSchema,
        response: { 200: collectionVisitListSchema },
      },
      handler: async (request) => {
        const { userId, scope: rowScope, rules } = principalOf(request)
        await collectionDesk().visibleLoan(db, request.params.loanId, { userId, scope: rowScope, rules })
        const items = await collectionVisitsOfLoan(db, request.params.loanId)
        return { items, total: items.length }
      },
    })
    routes.put(fieldVisitPaths.collectionReport, {
      config: { access: { anyOf: [fieldAgentPermission] } },
      schema: {
        tags,
        summary:
          "The agent's outcome of a collection visit, once its slot started; closes it as done (a promise goes to the desk)",
        params: bookingParamsSchema,
        body: collectionVisitReportSchema,
        response: { 200: visitDetailSchema },
      },
      handler: async (request) => {
        const principal = principalOf(request)
        const { booking } = await loadVisibleBooking(db, request.params.bookingId, principal)
        await recordCollectionOutcome(db, principal, booking, request.body)
        const { booking: fresh } = await loadVisibleBooking(db, booking.id, principal)
        return (await visitDetails(db, [fresh]))[0]!
      },
    })

    registerApplicationVisitRoutes(
      scope,
      db,
      context.config.visitDistanceThresholdMeters ?? DEFAULT_VISIT_DISTANCE_METERS,
    )
  })
}
