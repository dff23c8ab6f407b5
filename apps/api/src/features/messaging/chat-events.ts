import { eq } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import { publishEvent } from '../events'
import { contactAudience } from './contact-scope'
import { messagingChats as chats, messagingContacts as contacts } from './messaging.schema'

/** Tells every open inbox that may see this chat that it changed (in the caller's transaction). */
export async function publishChatChanged(db: Executor, chatId: number) {
  const [row] = await db
    .select({ contactId: chats.contactId, applicationId: contacts.applicationId })
    .from(chats)
    .innerJoin(contacts, eq(contacts.id, chats.contactId))
    .where(eq(chats.id, chatId))
  if (!row) return
  const audience = await contactAudience(db, row.applicationId)
  await publishEvent(db, { type: 'messaging.chat', chatId, contactId: row.contactId, ...audience })
}
