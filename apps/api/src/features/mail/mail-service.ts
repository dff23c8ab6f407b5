import type { Executor } from '../../db/client'
import { mailOutbox } from '../../db/schema'

export interface OutgoingMail {
  to: string
  subject: string
  text: string
}

/**
 * Queues a mail. No SMTP transport is configured in this build, so mail stays in the outbox,
 * where administrators read it (GET /api/v1/auth/outbox); a transport would drain the same table.
 */
export async function queueMail(db: Executor, mail: OutgoingMail) {
  await db.insert(mailOutbox).values(mail)
}
