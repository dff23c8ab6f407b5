import type { Database } from '../../db/client'
import { processRegistry } from '../../lib/process-registry'

/** What a handler is told about the job it runs. */
export interface JobContext {
  id: number
  /** 1 on the first run, 2 on the first retry, ... */
  attempt: number
  /** Aborted when the kind's timeout passes or the worker stops: stop work and throw. */
  signal: AbortSignal
  db: Database
}

export type JobHandler<Payload = unknown> = (payload: Payload, job: JobContext) => Promise<void>

export interface JobHandlerOptions {
  /** A run longer than this fails (and is retried); default 60 s. */
  timeoutMs?: number
  /** Runs before the job is dead; default 5. Stored on the job when it is enqueued. */
  maxAttempts?: number
  /** Retry n waits `baseMs * 2^(n-1)`, at most `maxMs`; default 5 s up to 1 h. */
  backoff?: { baseMs: number; maxMs: number }
}

export interface RegisteredHandler {
  handler: JobHandler
  timeoutMs: number
  maxAttempts: number
  backoff: { baseMs: number; maxMs: number }
}

export interface JobSchedule {
  /** Unique name; with the tick it forms the job's singleton key. */
  name: string
  /** A cron expression (five or six fields, UTC), e.g. every five minutes: `*\/5 * * * *`. */
  cron: string
  kind: string
  payload: unknown
}

const handlers = processRegistry<string, RegisteredHandler>()
const schedules = processRegistry<string, JobSchedule>()

export const DEFAULT_MAX_ATTEMPTS = 5

/**
 * Registers the handler of one kind of job, once per process (at module load or feature registration).
 * Handlers run at least once: after a crash or a lost lease a job runs again, so a handler must be
 * idempotent (check what it already did, or key its writes so a second run changes nothing).
 */
export function registerJobHandler<Payload>(
  kind: string,
  handler: JobHandler<Payload>,
  options: JobHandlerOptions = {},
) {
  handlers.set(kind, {
    handler: handler as JobHandler,
    timeoutMs: options.timeoutMs ?? 60_000,
    maxAttempts: options.maxAttempts ?? DEFAULT_MAX_ATTEMPTS,
    backoff: options.backoff ?? { baseMs: 5_000, maxMs: 3_600_000 },
  })
}

/** Registers a recurring job: every tick of `cron` one job of `kind` is enqueued, whatever the number of workers. */
export function registerJobSchedule(schedule: JobSchedule) {
  schedules.set(schedule.name, schedule)
}

export function handlerOf(kind: string) {
  return handlers.get(kind)
}

export function registeredKinds() {
  return [...handlers.keys()]
}

export function registeredSchedules() {
  return [...schedules.values()]
}
