import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  businessCalendarEditor,
  businessCalendarPaths,
  businessCalendarReader,
  calendarAdjustmentCreateSchema,
  calendarAdjustmentParamsSchema,
  calendarYearParamsSchema,
  calendarYearSchema,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { principalOf } from '../auth'
import { adjustCalendar, calendarYear, undoAdjustment } from './business-calendar.service'

const tags = ['business-calendar']

/** The holiday calendar (issue 33): a year's holidays, and the administrator's added and removed days. */
export function registerBusinessCalendarRoutes(app: FastifyInstance, context: AppContext) {
  const { db } = context
  const routes = app.withTypeProvider<ZodTypeProvider>()

  routes.get(businessCalendarPaths.year, {
    config: { access: businessCalendarReader },
    schema: {
      tags,
      summary:
        "A year's non-business days: Mexico's official and bank holidays and the administrator's changes",
      params: calendarYearParamsSchema,
      response: { 200: calendarYearSchema },
    },
    handler: async (request) => calendarYear(db, request.params.year),
  })

  routes.post(businessCalendarPaths.adjustments, {
    config: { access: businessCalendarEditor },
    schema: {
      tags,
      summary:
        'Add a non-business day or remove an official holiday (answers the year; 400 when the day is not a holiday to remove or is one already; 409 when the date already has a change)',
      body: calendarAdjustmentCreateSchema,
      response: { 200: calendarYearSchema },
    },
    handler: async (request) => {
      const actor = principalOf(request).userId
      await db.transaction((tx) => adjustCalendar(tx, actor, request.body))
      return calendarYear(db, Number(request.body.date.slice(0, 4)))
    },
  })

  routes.delete(businessCalendarPaths.adjustment, {
    config: { access: businessCalendarEditor },
    schema: {
      tags,
      summary:
        "Undo a date's change: the day is again what the law says (answers the year; 404 when it has none)",
      params: calendarAdjustmentParamsSchema,
      response: { 200: calendarYearSchema },
    },
    handler: async (request) => {
      const actor = principalOf(request).userId
      await db.transaction((tx) => undoAdjustment(tx, actor, request.params.date))
      return calendarYear(db, Number(request.params.date.slice(0, 4)))
    },
  })
}
