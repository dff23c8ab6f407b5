import { setTimeout as sleep } from 'node:timers/promises'
import { eq } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { mailOutbox } from '../../db/schema'
import type { QueuedMail } from './mail-service'
import type { MailTransport } from './mail-transport'

/** Delivery attempts per mail, and the wait before each retry (a job queue replaces this later). */
const MAX_ATTEMPTS = 4
const retryDelayMs = (attempt: number, baseMs: number) => baseMs * 5 ** (attempt - 1)

/**
 * Delivers committed outbox mail through the transport, in the background: records each attempt, the
 * last error and the time it was sent, and retries a failure with growing waits.
 */
export class Mailer {
  private readonly inFlight = new Set<Promise<void>>()
  private readonly stopping = new AbortController()

  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly logger: FastifyBaseLogger,
    private readonly retryBaseMs = 2_000,
  ) {}

  /** Starts delivering; call it after the transaction that queued the mail has committed. */
  deliver(mail: QueuedMail | undefined): void {
    if (!mail) return
    const job: Promise<void> = this.attempt(mail, 1).finally(() => this.inFlight.delete(job))
    this.inFlight.add(job)
  }

  /** Waits for deliveries under way (no new retries start), then closes the transport. */
  async close(): Promise<void> {
    this.stopping.abort()
    await Promise.allSettled([...this.inFlight])
    this.transport.close()
  }

  private async attempt(mail: QueuedMail, attempt: number): Promise<void> {
    try {
      await this.transport.send(mail)
      await this.record(mail.id, { attempts: attempt, sentAt: new Date(), lastError: null })
    } catch (error) {
      const lastError = error instanceof Error ? error.message : String(error)
      await this.record(mail.id, { attempts: attempt, lastError })
      if (attempt >= MAX_ATTEMPTS || this.stopping.signal.aborted) {
        this.logger.error({ mailId: mail.id, attempts: attempt, err: error }, 'mail delivery failed')
        return
      }
      try {
        await sleep(retryDelayMs(attempt, this.retryBaseMs), undefined, { signal: this.stopping.signal })
      } catch {
        return // closing: the row keeps its error and attempts
      }
      await this.attempt(mail, attempt + 1)
    }
  }

  private async record(id: number, values: Partial<typeof mailOutbox.$inferInsert>) {
    try {
      await this.db.update(mailOutbox).set(values).where(eq(mailOutbox.id, id))
    } catch (error) {
      this.logger.warn({ mailId: id, err: error }, 'could not record mail delivery')
    }
  }
}
