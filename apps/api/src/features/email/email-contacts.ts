import { and, eq, ilike, isNull, or, sql } from 'drizzle-orm'
import type { EmailContact } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { userDirectory } from '../users'
import { emailMessages } from './mailbox.schema'
import { containsPattern } from '../../lib/sql-text'

const SUGGESTIONS = 10

/**
 * Suggestions for to/cc/bcc: active staff accounts, then the addresses that wrote to this mailbox
 * (customers and other outside correspondents), matching the typed text in name or address.
 */
export async function loadContacts(
  db: Executor,
  ownerUserId: number,
  q: string | undefined,
): Promise<EmailContact[]> {
  const pattern = containsPattern(q ?? '')
  const staff = await db
    .select({ email: userDirectory.email, name: userDirectory.fullName })
    .from(userDirectory)
    .where(
      and(
        isNull(userDirectory.deletedAt),
        eq(userDirectory.status, 'active'),
        or(ilike(userDirectory.fullName, pattern), ilike(userDirectory.email, pattern)),
      ),
    )
    .orderBy(userDirectory.fullName)
    .limit(SUGGESTIONS)
  const correspondents = await db
    .selectDistinct({ email: sql<string>`lower(${emailMessages.fromEmail})`, name: emailMessages.fromName })
    .from(emailMessages)
    .where(
      and(
        eq(emailMessages.ownerUserId, ownerUserId),
        or(ilike(emailMessages.fromName, pattern), ilike(emailMessages.fromEmail, pattern)),
      ),
    )
    .limit(SUGGESTIONS)
  const known = new Set(staff.map((contact) => contact.email.toLowerCase()))
  return [
    ...staff.map((contact) => ({ ...contact, kind: 'staff' as const })),
    ...correspondents
      .filter((contact) => !known.has(contact.email))
      .map((contact) => ({ ...contact, kind: 'correspondent' as const })),
  ].slice(0, SUGGESTIONS)
}
