import { and, eq, sql, type SQL } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import type { Viewer } from '../allies'
import { visibleInDirectory, applicationDirectory } from '../credit-applications'
import { messagingContacts as contacts } from './messaging.schema'

/**
 * Conversations are scoped like applications (docs/security.md): ally-side staff see the contacts whose
 * application they may read; contacts with no application belong to head office. Undefined for 'all'.
 */
export function visibleContacts(viewer: Viewer): SQL | undefined {
  if (viewer.scope === 'all') return undefined
  return sql`${contacts.applicationId} in (select ${applicationDirectory.id} from ${applicationDirectory} where ${visibleInDirectory(viewer)})`
}

/** The contact when it exists and lies in the viewer's scope, else undefined (the caller answers 404). */
export async function findVisibleContact(db: Executor, contactId: number, viewer: Viewer) {
  const [row] = await db
    .select()
    .from(contacts)
    .where(and(eq(contacts.id, contactId), visibleContacts(viewer)))
  return row
}

/** Owner and ally of a contact's application: who, besides head office, receives its live events. */
export async function contactAudience(db: Executor, applicationId: number | null) {
  if (applicationId === null) return { ownerId: null, allyId: null }
  const [row] = await db
    .select({ ownerId: applicationDirectory.ownerUserId, allyId: applicationDirectory.allyId })
    .from(applicationDirectory)
    .where(eq(applicationDirectory.id, applicationId))
  return { ownerId: row?.ownerId ?? null, allyId: row?.allyId ?? null }
}
