import { z } from 'zod'
import { idParams } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'
import { singleLineText } from '../common/text'
import { listEnvelope } from '../common/list-envelope'

/** The background jobs screen (administrators): the queue by kind and state, and retrying a failed job. */
export const jobPaths = {
  list: '/api/v1/jobs',
  retry: '/api/v1/jobs/:id/retry',
} as const

export const jobStates = ['queued', 'running', 'succeeded', 'failed', 'dead'] as const
export type JobState = (typeof jobStates)[number]
/** States an administrator may retry. */
export const retryableJobStates: readonly JobState[] = ['failed', 'dead']

export const jobSortKeys = ['id', 'kind', 'state', 'runAt', 'attempts'] as const

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const jobListQuerySchema = listQuerySchema(jobSortKeys).extend({
  kind: z.preprocess(emptyToUndefined, singleLineText().trim().max(200).optional()),
  state: z.preprocess(emptyToUndefined, z.enum(jobStates).optional()),
})
export type JobListQuery = z.infer<typeof jobListQuerySchema>

export const jobSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.enum(jobStates),
  /** What the job was given (payloads never hold secrets). */
  payload: z.unknown(),
  attempts: z.number().int(),
  maxAttempts: z.number().int(),
  runAt: z.string(),
  lastError: z.string().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type Job = z.infer<typeof jobSchema>

export const jobListResponseSchema = listEnvelope(jobSchema, {
  /** Every kind registered or present, for the kind filter. */
  kinds: z.array(z.string()),
})
export type JobListResponse = z.infer<typeof jobListResponseSchema>

export const jobIdParamsSchema = idParams
