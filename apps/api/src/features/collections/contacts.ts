import { desc, eq } from 'drizzle-orm'
import type { CollectionContact, ContactCreate } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { recordAudit } from '../audit'
import { userDirectory } from '../users'
import { capturedMoment } from './captured-time'
import { collectionContacts } from './collections.schema'

/**
 * A loan's contact history is merged from sources: the desk's own log, and whatever other features register
 * (dunning's reminders and letters, issue 35) without collections importing them. Each source answers the
 * loan's contacts in the common shape; the panel shows them all, newest first.
 */
export type ContactSource = (db: Executor, loanId: number) => Promise<CollectionContact[]>

const sources = new Map<string, ContactSource>()

/** Registers (or replaces, by name) a source of a loan's contact history. */
export function registerContactSource(name: string, source: ContactSource) {
  sources.set(name, source)
}

/** The desk's own log of the loan. */
async function deskContacts(db: Executor, loanId: number): Promise<CollectionContact[]> {
  const rows = await db
    .select({
      at: collectionContacts.at,
      channel: collectionContacts.channel,
      direction: collectionContacts.direction,
      outcome: collectionContacts.outcome,
      summary: collectionContacts.summary,
      actorName: userDirectory.fullName,
    })
    .from(collectionContacts)
    .leftJoin(userDirectory, eq(userDirectory.id, collectionContacts.actorUserId))
    .where(eq(collectionContacts.loanId, loanId))
    .orderBy(desc(collectionContacts.at), desc(collectionContacts.id))
  return rows.map((row) => ({ ...row, at: row.at.toISOString(), source: 'desk' }))
}

/** Every source's contacts of the loan, newest first (ties keep the desk's first). */
export async function contactHistory(db: Executor, loanId: number): Promise<CollectionContact[]> {
  const lists = await Promise.all([
    deskContacts(db, loanId),
    ...[...sources.values()].map((source) => source(db, loanId)),
  ])
  return lists.flat().sort((a, b) => Date.parse(b.at) - Date.parse(a.at))
}

/**
 * Logs a contact on a loan the caller may work, audited in the same transaction: at the time it was captured
 * (a phone without a signal sends it later, issue 39), on that moment's business day.
 */
export async function logContact(tx: Transaction, loanId: number, body: ContactCreate, actorUserId: number) {
  const { at, on } = await capturedMoment(tx, body.capturedAt)
  const outcome = body.channel === 'call' ? (body.outcome ?? null) : null
  const [created] = await tx
    .insert(collectionContacts)
    .values({
      loanId,
      at,
      on,
      channel: body.channel,
      direction: body.direction,
      outcome,
      summary: body.summary,
      actorUserId,
    })
    .returning({ id: collectionContacts.id })
  await recordAudit(tx, {
    actorUserId,
    action: 'collections.contact_logged',
    entityType: 'loan',
    entityId: loanId,
    data: { contactId: created!.id, channel: body.channel, outcome, capturedAt: body.capturedAt ?? null },
  })
  return created!.id
}
