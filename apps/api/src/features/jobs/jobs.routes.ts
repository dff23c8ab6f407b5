import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import {
  jobIdParamsSchema,
  jobListQuerySchema,
  jobListResponseSchema,
  jobPaths,
  manageAll,
} from '@mesa/contracts'
import type { AppContext } from '../../app-context'
import { conflict, notFound } from '../../lib/http-errors'
import { retryJob } from './jobs.queue'
import { listJobs } from './jobs.service'

const tags = ['jobs']

/** The administrators' view of the background job queue. */
export function registerJobRoutes(app: FastifyInstance, { db }: AppContext) {
  const routes = app.withTypeProvider<ZodTypeProvider>()
  routes.get(jobPaths.list, {
    config: { access: manageAll },
    schema: {
      tags,
      summary: 'Background jobs by kind and state',
      querystring: jobListQuerySchema,
      response: { 200: jobListResponseSchema },
    },
    handler: (request) => listJobs(db, request.query),
  })

  routes.post(jobPaths.retry, {
    config: { access: manageAll },
    schema: { tags, summary: 'Run a failed or dead job again', params: jobIdParamsSchema },
    handler: async (request, reply) => {
      const outcome = await retryJob(db, request.params.id)
      if (outcome === 'not-found') throw notFound()
      if (outcome === 'not-retryable')
        throw conflict('job_not_retryable', 'Only a failed or dead job is retried')
      return reply.code(204).send()
    },
  })
}
