import { and, eq, inArray, sql } from 'drizzle-orm'
import type { EmailUpdate } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { emailMessages } from './mailbox.schema'

/**
 * `POST /api/apps/email` (spec §7): merges `data` into each listed e-mail, or toggles `label` on each.
 * Only e-mails of the caller's own mailbox match; ids of other mailboxes change nothing.
 */
export async function updateEmails(db: Executor, ownerUserId: number, update: EmailUpdate): Promise<void> {
  const ids = Array.isArray(update.ids) ? update.ids : [update.ids]
  const mine = and(eq(emailMessages.ownerUserId, ownerUserId), inArray(emailMessages.id, ids))
  const version = sql`${emailMessages.version} + 1`
  if ('label' in update) {
    const label = JSON.stringify([update.label])
    await db
      .update(emailMessages)
      .set({
        labels: sql`case when ${emailMessages.labels} @> ${label}::jsonb
          then ${emailMessages.labels} - ${update.label}::text
          else ${emailMessages.labels} || ${label}::jsonb end`,
        version,
      })
      .where(mine)
    return
  }
  if (!Object.keys(update.data).length) return
  await db
    .update(emailMessages)
    .set({ ...update.data, version })
    .where(mine)
}
