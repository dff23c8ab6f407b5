import { and, inArray, isNull, sql } from 'drizzle-orm'
import type { EmailAddress } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { userDirectory } from '../users'

export interface Mailbox {
  userId: number
  email: string
  name: string
}

/** The staff accounts (not deleted) behind these addresses, by lower-cased address: their mailboxes. */
export async function mailboxesOf(db: Executor, addresses: string[]): Promise<Map<string, Mailbox>> {
  const unique = [...new Set(addresses.map((address) => address.toLowerCase()))]
  if (!unique.length) return new Map()
  const rows = await db
    .select({ userId: userDirectory.id, email: userDirectory.email, name: userDirectory.fullName })
    .from(userDirectory)
    .where(and(inArray(sql`lower(${userDirectory.email})`, unique), isNull(userDirectory.deletedAt)))
  return new Map(rows.map((row) => [row.email.toLowerCase(), row]))
}

/** Addresses as spec §3 lists them (email and name), named after the staff account where there is one. */
export const named = (addresses: string[], mailboxes: Map<string, Mailbox>): EmailAddress[] =>
  addresses.map((email) => ({ email, name: mailboxes.get(email.toLowerCase())?.name ?? '' }))

/** The domain of new Message-IDs: the MAIL_FROM address's, else mesa.local. */
export function messageIdDomain(mailFrom: string): string {
  return /@([A-Za-z0-9.-]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'mesa.local'
}
