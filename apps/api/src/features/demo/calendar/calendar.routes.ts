import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  calendarEventInputSchema,
  calendarEventListSchema,
  calendarEventParamsSchema,
  calendarEventQuerySchema,
  calendarEventSchema,
  calendarEventUpdateSchema,
  demoPaths,
} from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { demoCall } from '../demo-routes'
import { emptyNotFound } from '../../../lib/http-errors'
import { principalOf } from '../../auth'
import { createEvent, deleteEvent, listEvents, updateEvent } from './calendar.service'

/** The demo calendar: each signed-in user reads and changes only their own events. */
export function registerCalendarRoutes(app: FastifyInstance, db: Database) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(demoPaths.calendarEvents, {
    ...demoCall('My events in the chosen calendars (comma-separated) overlapping start..end', {
      querystring: calendarEventQuerySchema,
      response: { 200: calendarEventListSchema },
    }),
    handler: (request) => listEvents(db, principalOf(request).userId, request.query),
  })
  routes.post(demoPaths.calendarEvents, {
    ...demoCall(
      'Add an event to my calendar',
      { body: calendarEventInputSchema, response: { 201: calendarEventSchema } },
      { idempotent: true },
    ),
    handler: async (request, reply) =>
      reply.code(201).send(await createEvent(db, principalOf(request).userId, request.body)),
  })
  routes.put(demoPaths.calendarEvent, {
    ...demoCall('Move, resize or edit my event; a stale version answers 409', {
      params: calendarEventParamsSchema,
      body: calendarEventUpdateSchema,
      response: { 200: calendarEventSchema },
    }),
    handler: async (request) => {
      const event = await updateEvent(db, principalOf(request).userId, request.params.id, request.body)
      if (!event) throw emptyNotFound()
      return event
    },
  })
  routes.delete(demoPaths.calendarEvent, {
    ...demoCall('Delete my event', { params: calendarEventParamsSchema }),
    handler: async (request, reply) => {
      if (!(await deleteEvent(db, principalOf(request).userId, request.params.id))) throw emptyNotFound()
      return reply.code(204).send()
    },
  })
}
