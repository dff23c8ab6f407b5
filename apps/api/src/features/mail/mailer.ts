import { eq, sql } from 'drizzle-orm'
import type { Database, Executor, Transaction } from '../../db/client'
import { mailOutbox } from './mail.schema'
import { enqueue, registerJobHandler, type JobContext } from '../jobs'
import { Readable } from 'node:stream'
import { loadConfig } from '../../config'
import { storageFromConfig } from '../../lib/s3-storage'
import type { FileStorage } from '../../lib/storage'
import { queueMail, type OutgoingFile, type OutgoingMail } from './mail-service'
import { openMailContent, sealMailContent } from './mail-seal'
import type { MailLog, MailTransport } from './mail-transport'

export const MAIL_DELIVER_JOB = 'mail.deliver'
export const UNREADABLE_ERROR = 'The queued mail cannot be opened (JWT_SECRET changed?): ask for a new link'
export const MISSING_ATTACHMENT = 'An attachment is no longer in storage'

/**
 * What the sealed payload holds: the parts with secrets, and the attachments by storage key (read at send
 * time). `transient` files were stored for this mail alone (an invoice PDF) and are removed once it is
 * sent or given up; the others are uploads that the mailbox keeps.
 */
interface SealedContent {
  text: string
  html?: string
  attachments?: Array<{ fileName: string; contentType: string; storageKey: string; transient?: boolean }>
}

interface DeliverPayload {
  mailId: number
  /** Text and HTML, sealed (mail-seal.ts): the jobs table never holds a live link in the clear. */
  sealed: string
}

/** The mailers of this process by database (an API, a worker, or several test apps in one process). */
const mailersByDatabase = new Map<Database, Mailer[]>()

/** An SMTP reply 5xx is a permanent refusal (no such mailbox, rejected): retrying would not help. */
const isPermanentRefusal = (error: unknown) => {
  const code = (error as { responseCode?: unknown }).responseCode
  return typeof code === 'number' && code >= 500 && code < 600
}

/**
 * Outgoing mail as background jobs: `queue` writes the outbox row (secrets redacted) and a `mail.deliver`
 * job in the caller's transaction, so only committed mail goes out and a restart loses none. The job
 * queue retries a failed delivery with backoff and dead-letters it; a permanent SMTP refusal (5xx) is
 * recorded as `bounced` and not retried. Each attempt, the last error and the time sent are on the row.
 */
export class Mailer {
  constructor(
    private readonly db: Database,
    private readonly transport: MailTransport,
    private readonly logger: MailLog,
    private readonly secret: string,
    private readonly storage?: FileStorage,
  ) {
    mailersByDatabase.set(db, [...(mailersByDatabase.get(db) ?? []), this])
  }

  /** Files queue() stored for the mails of a transaction opened by `transaction()` and still running. */
  private readonly storedByTransaction = new WeakMap<Executor, string[]>()

  /**
   * Runs `work` in a transaction of `db`; when it fails, the files queue() stored for its mails (an
   * invoice PDF) are removed again: no committed job will ever send or forget them.
   */
  async transaction<T>(db: Database, work: (tx: Transaction) => Promise<T>): Promise<T> {
    const stored: string[] = []
    try {
      return await db.transaction((tx) => {
        this.storedByTransaction.set(tx, stored)
        return work(tx)
      })
    } catch (error) {
      for (const key of stored)
        await this.fileStorage()
          .delete(key)
          .catch(() => undefined)
      throw error
    }
  }

  /**
   * Queues a mail inside `tx` (pass the transaction); answers the outbox id. Files given as bytes are
   * stored now: open the transaction with `transaction()` so they are removed if it fails.
   */
  async queue(tx: Executor, mail: OutgoingMail): Promise<number> {
    const queued = await queueMail(tx, mail)
    const attachments: SealedContent['attachments'] = []
    for (const file of mail.attachments ?? []) {
      const { fileName, contentType } = file
      if ('storageKey' in file) attachments.push({ fileName, contentType, storageKey: file.storageKey })
      else {
        const stored = await this.fileStorage().put(Readable.from([file.content]), { prefix: 'mail' })
        this.storedByTransaction.get(tx)?.push(stored.key)
        attachments.push({ fileName, contentType, storageKey: stored.key, transient: true })
      }
    }
    const content: SealedContent = { text: mail.text, html: mail.html, attachments }
    const sealed = sealMailContent(JSON.stringify(content), this.secret)
    await enqueue(tx, MAIL_DELIVER_JOB, { mailId: queued.id, sealed } satisfies DeliverPayload)
    return queued.id
  }

  /** One delivery attempt (the job handler); throws to have the queue retry it. Idempotent once sent. */
  async deliver({ mailId, sealed }: DeliverPayload): Promise<void> {
    const [row] = await this.db.select().from(mailOutbox).where(eq(mailOutbox.id, mailId))
    if (!row || row.sentAt || row.status === 'bounced') return
    const opened = openMailContent(sealed, this.secret)
    if (opened === null) {
      await this.record(mailId, { status: 'failed', lastError: UNREADABLE_ERROR })
      return
    }
    const { text, html, attachments = [] } = JSON.parse(opened) as SealedContent
    const files: OutgoingFile[] = []
    for (const { fileName, contentType, storageKey } of attachments) {
      const object = await this.fileStorage().get(storageKey)
      if (!object) {
        await this.record(mailId, { status: 'failed', lastError: `${MISSING_ATTACHMENT}: ${fileName}` })
        return this.forget(attachments)
      }
      files.push({ fileName, contentType, content: object.stream })
    }
    try {
      await this.transport.send({
        id: mailId,
        to: row.to,
        subject: row.subject,
        text,
        html,
        attachments: files,
      })
      await this.record(mailId, { status: 'sent', sentAt: new Date(), lastError: null })
      await this.forget(attachments)
    } catch (error) {
      for (const file of files) if (file.content instanceof Readable) file.content.destroy()
      const lastError = error instanceof Error ? error.message : String(error)
      const bounced = isPermanentRefusal(error)
      await this.record(mailId, { status: bounced ? 'bounced' : 'failed', lastError })
      if (bounced) {
        this.logger.error({ mailId, err: error }, 'mail bounced')
        await this.forget(attachments)
      } else throw error
    }
  }

  /** The store attachments are read from: the app's (local disk or S3), else the configured one. */
  private fileStorage(): FileStorage {
    return this.storage ?? storageFromConfig(loadConfig())
  }

  /** Removes the files stored for this mail alone once it no longer needs them (uploads stay). */
  private async forget(attachments: NonNullable<SealedContent['attachments']>) {
    for (const file of attachments)
      if (file.transient)
        await this.fileStorage()
          .delete(file.storageKey)
          .catch(() => undefined)
  }

  /** Closes the transport; this process's deliveries for the database go to the mailer before it, if any. */
  close(): void {
    const rest = (mailersByDatabase.get(this.db) ?? []).filter((mailer) => mailer !== this)
    if (rest.length) mailersByDatabase.set(this.db, rest)
    else mailersByDatabase.delete(this.db)
    this.transport.close()
  }

  private async record(id: number, values: Partial<typeof mailOutbox.$inferInsert>) {
    await this.db
      .update(mailOutbox)
      .set({ ...values, attempts: sql`${mailOutbox.attempts} + 1` })
      .where(eq(mailOutbox.id, id))
  }
}

/**
 * The mailer of this process for a write that has none at hand: an approval's execution (a second person
 * approving an acceleration) runs inside the approvals feature's transaction, with no request or app
 * behind it. The API and the worker each create theirs at start; the latest one created is this process's.
 */
export function processMailer(): Mailer {
  const mailer = [...mailersByDatabase.values()].flat().at(-1)
  if (!mailer) throw new Error('No mailer in this process')
  return mailer
}

async function deliverMailJob(payload: DeliverPayload, job: JobContext) {
  const mailer = mailersByDatabase.get(job.db)?.at(-1)
  if (!mailer) throw new Error('No mailer in this process')
  await mailer.deliver(payload)
}

/** Registers the `mail.deliver` job: 4 attempts, waiting 10 s, 20 s, 40 s between them. */
export function registerMailJobs() {
  registerJobHandler(MAIL_DELIVER_JOB, deliverMailJob, {
    maxAttempts: 4,
    timeoutMs: 60_000,
    backoff: { baseMs: 10_000, maxMs: 10 * 60_000 },
  })
}
