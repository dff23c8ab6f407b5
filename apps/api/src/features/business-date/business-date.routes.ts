import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { desc } from 'drizzle-orm'
import {
  advanceBusinessDateSchema,
  businessDateAdvancer,
  businessDatePaths,
  businessDateReader,
  businessDateResponseSchema,
  fieldError,
  type BusinessDateResponse,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import type { Database } from '../../db/client'
import { badRequest, conflict, notFound } from '../../lib/http-errors'
import { principalOf } from '../auth'
import { recordAudit } from '../audit'
import { businessDateOf } from './business-date'
import { endOfDayRuns } from './business-date.schema'
import { runEndOfDayUntil, runningEndOfDay } from './end-of-day'

const tags = ['business-date']

async function businessDateAnswer(db: Database, settable: boolean): Promise<BusinessDateResponse> {
  const runs = await db.select().from(endOfDayRuns).orderBy(desc(endOfDayRuns.closedOn)).limit(10)
  return {
    date: await businessDateOf(db),
    settable,
    runs: runs.map((run) => ({
      id: run.id,
      closedOn: run.closedOn,
      status: run.status,
      loans: run.loanCount,
      batches: run.batchCount,
      batchesDone: run.batchesDone,
      startedAt: run.startedAt.toISOString(),
      finishedAt: run.finishedAt?.toISOString() ?? null,
      durationMs: run.finishedAt ? run.finishedAt.getTime() - run.startedAt.getTime() : null,
    })),
  }
}

/** The business date (any staff) and, in demo and test mode only, an administrator's advance. */
export function registerBusinessDateRoutes(app: FastifyInstance, { db, config }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  const settable = !config.production
  routes.get(businessDatePaths.current, {
    config: { access: businessDateReader },
    schema: {
      tags,
      summary: "The installation's business date and its latest end-of-day runs",
      response: { 200: businessDateResponseSchema },
    },
    handler: () => businessDateAnswer(db, settable),
  })

  routes.post(businessDatePaths.current, {
    config: { access: businessDateAdvancer },
    schema: {
      tags,
      summary: 'Demo and test mode: run the end of day of every day up to `to` (never back)',
      body: advanceBusinessDateSchema,
      response: { 200: businessDateResponseSchema },
    },
    handler: async (request) => {
      // Production moves the date only by the scheduled end of day: the action does not exist there.
      if (!settable) throw notFound()
      const from = await businessDateOf(db)
      const { to } = request.body
      if (to <= from) throw badRequest({ to: [fieldError('not_after_business_date')] })
      if (await runningEndOfDay(db))
        throw conflict('end_of_day_running', 'An end-of-day run is still going; try again when it ends')
      await runEndOfDayUntil(db, to)
      await recordAudit(db, {
        actorUserId: principalOf(request).userId,
        action: 'businessDate.advanced',
        entityType: 'business_date',
        entityId: 1,
        data: { from, to },
      })
      return businessDateAnswer(db, settable)
    },
  })
}
