import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'
import { Cron } from 'croner'
import type { DatabaseHandle } from '../../db/client'
import {
  backoffMs,
  buryAbandonedJobs,
  claimJobs,
  completeJob,
  enqueue,
  failJob,
  renewLease,
  type ClaimedJob,
} from './jobs.queue'
import { handlerOf, registeredKinds, registeredSchedules } from './jobs.registry'
import { safeErrorMessage } from '../../lib/safe-error-log'

export interface JobWorkerOptions {
  /** Idle polling interval; a NOTIFY on `jobs` wakes the worker sooner. Default 500 ms. */
  pollMs?: number
  /** Jobs run at once by this worker; default 4. */
  concurrency?: number
  /** Lease length; renewed every third of it while a job runs. Default 30 s. */
  leaseMs?: number
  /** Enqueue the recurring schedules' ticks (every worker may: each tick is enqueued once). Default true. */
  schedules?: boolean
  /** Only these kinds (default: every registered one): a test drives one step of a chain at a time. */
  kinds?: string[]
  log?: { info: (object: object, message: string) => void; error: (object: object, message: string) => void }
}

/**
 * Takes due jobs and runs their handlers, inside the API process (WORKERS=true) or alone (`npm run worker`).
 * Any number of workers share one database; see jobs.queue.ts for the guarantees.
 */
export class JobWorker {
  readonly id = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`
  private readonly pollMs: number
  private readonly concurrency: number
  private readonly leaseMs: number
  private readonly running = new Map<number, { promise: Promise<void>; abort: AbortController }>()
  private timer: NodeJS.Timeout | undefined
  private unlisten: (() => Promise<void>) | undefined
  private stopped = true
  private ticking: Promise<void> | undefined
  private again = false
  private readonly ensuredTicks = new Map<string, string>()

  constructor(
    private readonly database: Pick<DatabaseHandle, 'db' | 'listen'>,
    private readonly options: JobWorkerOptions = {},
  ) {
    this.pollMs = options.pollMs ?? 500
    this.concurrency = options.concurrency ?? 4
    this.leaseMs = options.leaseMs ?? 30_000
  }

  async start() {
    if (!this.stopped) return
    this.stopped = false
    this.unlisten = await this.database.listen('jobs', () => this.wake())
    this.wake()
  }

  /** Runs now instead of at the next poll. */
  wake() {
    if (this.stopped) return
    if (this.ticking) {
      this.again = true
      return
    }
    if (this.timer) clearTimeout(this.timer)
    this.timer = undefined
    this.ticking = this.tick()
      .catch((error: unknown) => this.options.log?.error({ err: error }, 'job worker poll failed'))
      .finally(() => {
        this.ticking = undefined
        if (this.stopped) return
        if (this.again) {
          this.again = false
          this.wake()
        } else this.timer = setTimeout(() => this.wake(), this.pollMs)
      })
  }

  /** Stops taking jobs and waits for the running ones up to `graceMs`, then aborts them (they are retried). */
  async stop(graceMs = 10_000) {
    this.stopped = true
    if (this.timer) clearTimeout(this.timer)
    await this.unlisten?.().catch(() => undefined)
    await this.ticking
    const all = Promise.all([...this.running.values()].map((entry) => entry.promise))
    let timeout: NodeJS.Timeout | undefined
    const late = new Promise<'late'>((resolve) => (timeout = setTimeout(() => resolve('late'), graceMs)))
    if ((await Promise.race([all, late])) === 'late') {
      for (const entry of this.running.values()) entry.abort.abort(new Error('The worker stopped.'))
      await Promise.race([all, new Promise((resolve) => setTimeout(resolve, 1_000))])
    }
    clearTimeout(timeout)
  }

  /** Enqueues schedule ticks, takes due jobs and waits until every one taken has finished; answers how many. */
  async drain() {
    let total = 0
    for (;;) {
      const taken = await this.takeDueJobs()
      await Promise.all([...this.running.values()].map((entry) => entry.promise))
      total += taken
      if (taken === 0) return total
    }
  }

  private async tick() {
    await this.takeDueJobs()
  }

  private async takeDueJobs() {
    const { db } = this.database
    if (this.options.schedules !== false)
      await enqueueScheduleTicks(this.database, new Date(), this.ensuredTicks)
    await buryAbandonedJobs(db)
    const claimed = await claimJobs(db, {
      kinds: this.options.kinds ?? registeredKinds(),
      workerId: this.id,
      leaseMs: this.leaseMs,
      limit: this.concurrency - this.running.size,
    })
    for (const job of claimed) {
      const abort = new AbortController()
      const promise = this.run(job, abort).finally(() => {
        this.running.delete(job.id)
        this.wake()
      })
      this.running.set(job.id, { promise, abort })
    }
    return claimed.length
  }

  private async run(job: ClaimedJob, abort: AbortController) {
    const { db } = this.database
    const registered = handlerOf(job.kind)
    if (!registered) return
    const renew = setInterval(() => {
      renewLease(db, job, this.id, this.leaseMs)
        .then((held) => {
          if (!held) abort.abort(new Error('The lease was lost.'))
        })
        .catch(() => undefined)
    }, this.leaseMs / 3)
    let timeout: NodeJS.Timeout | undefined
    const timedOut = new Promise<never>((_resolve, reject) => {
      timeout = setTimeout(() => {
        const error = new Error(`Timed out after ${registered.timeoutMs} ms.`)
        abort.abort(error)
        reject(error)
      }, registered.timeoutMs)
    })
    try {
      await Promise.race([
        registered.handler(job.payload, { id: job.id, attempt: job.attempts, signal: abort.signal, db }),
        timedOut,
      ])
      clearInterval(renew)
      await completeJob(db, job, this.id)
    } catch (error) {
      clearInterval(renew)
      // Never a statement's values in the log or in last_error (administrators read it): lib/safe-error-log.
      const message = safeErrorMessage(error)
      this.options.log?.error({ err: error, jobId: job.id, kind: job.kind }, 'job failed')
      await failJob(db, job, this.id, message, backoffMs(job.attempts, registered.backoff)).catch(
        () => undefined,
      )
    } finally {
      clearInterval(renew)
      clearTimeout(timeout)
    }
  }
}

/**
 * Makes sure the job of each schedule's next tick exists. The job's singleton key is `schedule@tick`, so
 * however many schedulers run, each tick is enqueued once; once it has run, the following tick is enqueued.
 */
export async function enqueueScheduleTicks(
  { db }: Pick<DatabaseHandle, 'db'>,
  now = new Date(),
  /** The tick last ensured per schedule by this worker, to skip asking again until the next one. */
  ensured = new Map<string, string>(),
) {
  for (const schedule of registeredSchedules()) {
    const next = new Cron(schedule.cron, { timezone: 'UTC' }).nextRun(now)
    if (!next) continue
    const singletonKey = `${schedule.name}@${next.toISOString()}`
    if (ensured.get(schedule.name) === singletonKey) continue
    await enqueue(db, schedule.kind, schedule.payload, { runAt: next, singletonKey, schedule: schedule.name })
    ensured.set(schedule.name, singletonKey)
  }
}
