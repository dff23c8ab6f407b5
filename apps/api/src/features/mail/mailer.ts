import { setTimeout as sleep } from 'node:timers/promises'
import { and, eq, isNull, lt } from 'drizzle-orm'
import type { FastifyBaseLogger } from 'fastify'
import type { Database } from '../../db/client'
import { mailOutbox } from '../../db/schema'
import { REDACTED, type QueuedMail } from './mail-service'
import type { MailTransport } from './mail-transport'

/** Delivery attempts per mail, and the wait before each retry (a job queue replaces this later). */
const MAX_ATTEMPTS = 4
const retryDelayMs = (attempt: number, baseMs: number) => baseMs * 5 ** (attempt - 1)
/** Unsent mail older than this was left behind by a stopped process (retries end well before). */
const ABANDONED_AFTER_MS = 10 * 60 * 1000
export const LINK_LOST_ERROR = 'Not delivered before a restart; its link is not kept: ask for a new one'

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

  /**
   * Picks up mail a stopped process left undelivered: mail without secrets is delivered from its stored
   * text; mail whose link was redacted cannot be, and says so (the user asks for a new link).
   */
  async resumeAbandoned(now = Date.now()): Promise<void> {
    const abandoned = await this.db
      .select()
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lt(mailOutbox.attempts, MAX_ATTEMPTS),
          lt(mailOutbox.createdAt, new Date(now - ABANDONED_AFTER_MS)),
        ),
      )
    for (const mail of abandoned) {
      if (mail.text.includes(REDACTED))
        await this.record(mail.id, { attempts: MAX_ATTEMPTS, lastError: LINK_LOST_ERROR })
      else this.deliver({ id: mail.id, to: mail.to, subject: mail.subject, text: mail.text })
    }
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
