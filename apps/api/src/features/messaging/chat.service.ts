import { randomUUID } from 'node:crypto'
import { and, asc, desc, eq, gt, ilike, inArray, isNull, sql } from 'drizzle-orm'
import {
  rulesAllow,
  SERVICE_WINDOW_MS,
  type ChatResponse,
  type GetMessagesResponse,
  type SendMessageResponse,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { roleDirectory } from '../roles'
import { userDirectory, userProfiles } from '../users'
import { badRequest, conflict, forbidden, notFound } from '../../lib/http-errors'
import { containsPattern } from '../../lib/sql-text'
import type { Principal } from './principal'
import { pickAgent } from './assignment'
import { publishChatChanged } from './chat-events'
import { toChatMessage, toContact } from './chat-shapes'
import { findVisibleContact, visibleContacts } from './contact-scope'
import { queueOutbound, recordInbound } from './delivery'
import {
  messagingChannels as channels,
  messagingChats as chats,
  messagingContacts as contacts,
  messagingMessages as messages,
  messagingTemplates as templates,
} from './messaging.schema'

/** The inbox lists at most this many chats and contacts (the most recent); search narrows them. */
const INBOX_LIMIT = 200
/** A chat answers its latest messages up to this many. */
const HISTORY_LIMIT = 500

const byName = (q: string | undefined) => (q ? ilike(contacts.fullName, containsPattern(q)) : undefined)

async function profileUser(db: Executor, userId: number): Promise<GetMessagesResponse['profileUser']> {
  const [row] = await db
    .select({
      id: userProfiles.id,
      avatar: userProfiles.avatar,
      fullName: userProfiles.fullName,
      role: roleDirectory.name,
      about: userProfiles.about,
      status: userProfiles.presence,
      twoFactor: userProfiles.twoFactorEnabledAt,
    })
    .from(userProfiles)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userProfiles.roleId))
    .where(eq(userProfiles.id, userId))
  const { twoFactor, ...user } = row!
  return {
    ...user,
    settings: { isTwoStepAuthVerificationEnabled: twoFactor !== null, isNotificationsOn: true },
  }
}

/** Spec §7 GET get_messages: chats (most recent first) and contacts, both filtered by name, and the agent. */
export async function getMessages(
  db: Database,
  q: string | undefined,
  principal: Principal,
): Promise<GetMessagesResponse> {
  const scope = and(byName(q), visibleContacts(principal))
  const chatRows = await db
    .select({ contact: contacts, chat: chats })
    .from(chats)
    .innerJoin(contacts, eq(contacts.id, chats.contactId))
    .where(scope)
    .orderBy(desc(chats.lastMessageAt), desc(chats.id))
    .limit(INBOX_LIMIT)
  const chatIds = chatRows.map((row) => row.chat.id)
  const lastMessages =
    chatIds.length === 0
      ? []
      : await db
          .selectDistinctOn([messages.chatId])
          .from(messages)
          .where(inArray(messages.chatId, chatIds))
          .orderBy(messages.chatId, desc(messages.createdAt), desc(messages.id))
  const lastOf = new Map(lastMessages.map((row) => [row.chatId, row]))
  const contactRows = await db
    .select()
    .from(contacts)
    .where(scope)
    .orderBy(asc(contacts.fullName), asc(contacts.id))
    .limit(INBOX_LIMIT)
  return {
    chatsContacts: chatRows.map(({ contact, chat }) => {
      const last = lastOf.get(chat.id)
      return {
        ...toContact(contact),
        chat: {
          id: chat.id,
          unseenMsgs: chat.unseenMsgs,
          lastMessage: last ? toChatMessage(last, contact.id) : null,
        },
      }
    }),
    contacts: contactRows.map(toContact),
    profileUser: await profileUser(db, principal.userId),
  }
}

async function chatOf(db: Executor, contactId: number) {
  const [row] = await db
    .select({ chat: chats, sandbox: sql<boolean>`${channels.provider} = 'sandbox'` })
    .from(chats)
    .innerJoin(channels, eq(channels.id, chats.channelId))
    .where(eq(chats.contactId, contactId))
  return row
}

async function chatAnswer(db: Executor, contactId: number): Promise<ChatResponse['chat'] | undefined> {
  const found = await chatOf(db, contactId)
  if (!found) return undefined
  const rows = await db
    .select({ message: messages, templateName: templates.name })
    .from(messages)
    .leftJoin(templates, eq(templates.id, messages.templateId))
    .where(eq(messages.chatId, found.chat.id))
    .orderBy(desc(messages.createdAt), desc(messages.id))
    .limit(HISTORY_LIMIT)
  return {
    id: found.chat.id,
    userId: contactId,
    unseenMsgs: found.chat.unseenMsgs,
    messages: rows.reverse().map((row) => toChatMessage(row.message, contactId, row.templateName)),
    channelId: found.chat.channelId,
    channelSandbox: found.sandbox,
    assignedUserId: found.chat.assignedUserId,
  }
}

/** Spec §7 GET chat: the chat and its contact; reading it resets its unseen count to 0 (spec §4). */
export async function getChat(db: Database, contactId: number, principal: Principal): Promise<ChatResponse> {
  return db.transaction(async (tx) => {
    const contact = await findVisibleContact(tx, contactId, principal)
    if (!contact) throw notFound()
    const [reset] = await tx
      .update(chats)
      .set({ unseenMsgs: 0 })
      .where(and(eq(chats.contactId, contactId), gt(chats.unseenMsgs, 0)))
      .returning({ id: chats.id })
    if (reset) await publishChatChanged(tx, reset.id)
    const chat = await chatAnswer(tx, contactId)
    if (!chat) throw notFound()
    return { chat, contact: toContact(contact) }
  })
}

/** The channel a new conversation starts on: the first channel (by id). */
async function defaultChannelId(db: Executor) {
  const [row] = await db.select({ id: channels.id }).from(channels).orderBy(asc(channels.id)).limit(1)
  if (!row) throw conflict('conflict', 'No messaging channel is configured')
  return row.id
}

/** True while the customer's last message is less than 24 h old (WhatsApp's customer-service window). */
export const windowIsOpen = (lastInboundAt: Date | null, now = Date.now()) =>
  lastInboundAt !== null && now - lastInboundAt.getTime() < SERVICE_WINDOW_MS

/**
 * Where an agent's free message goes: the contact's chat, created (the next sequential id, assigned to the
 * writer) when missing. Refused for a customer who opted out or outside the 24-hour window.
 */
export async function chatForAgentMessage(tx: Executor, contactId: number, principal: Principal) {
  await assertFreeMessageAllowed(tx, contactId, principal)
  const found = await chatOf(tx, contactId)
  if (found) return { chatId: found.chat.id, created: false }
  const [chat] = await tx
    .insert(chats)
    .values({ contactId, channelId: await defaultChannelId(tx), assignedUserId: principal.userId })
    .returning({ id: chats.id })
  return { chatId: chat!.id, created: true }
}

/** 404 out of scope, 409 for an opted-out customer or a closed 24-hour window. */
export async function assertFreeMessageAllowed(db: Executor, contactId: number, principal: Principal) {
  const contact = await findVisibleContact(db, contactId, principal)
  if (!contact) throw notFound()
  if (contact.optedOutAt) throw conflict('opted_out', 'The customer opted out of messages')
  if (!windowIsOpen(contact.lastInboundAt))
    throw conflict('service_window_closed', 'More than 24 hours since the customer wrote: send a template')
}

/** Spec §7's answer to a message: msg, plus the whole chat when the message created it. */
export async function messageAnswer(
  tx: Executor,
  contactId: number,
  row: Parameters<typeof toChatMessage>[0],
  created: boolean,
): Promise<SendMessageResponse> {
  const msg = toChatMessage(row, contactId)
  return created ? { msg, chat: (await chatAnswer(tx, contactId))! } : { msg }
}

/** Spec §7 POST chat: an agent's free-text message (within the window, never to an opted-out customer). */
export async function postMessage(
  db: Database,
  contactId: number,
  body: { message: string; senderId: number },
  principal: Principal,
): Promise<SendMessageResponse> {
  if (body.senderId !== principal.userId) throw badRequest({ senderId: ['invalid_value'] })
  return db.transaction(async (tx) => {
    const { chatId, created } = await chatForAgentMessage(tx, contactId, principal)
    const row = await queueOutbound(tx, { chatId, body: body.message, senderUserId: principal.userId })
    return messageAnswer(tx, contactId, row, created)
  })
}

/** Assigns a conversation: to oneself with read channels, to someone else (or nobody) with update channels. */
export async function assignChat(
  db: Database,
  contactId: number,
  assignedUserId: number | null,
  principal: Principal,
) {
  const others = assignedUserId !== principal.userId
  if (others && !rulesAllow(principal.rules, { action: 'update', subject: 'channels' })) throw forbidden()
  return db.transaction(async (tx) => {
    const contact = await findVisibleContact(tx, contactId, principal)
    const found = contact && (await chatOf(tx, contactId))
    if (!found) throw notFound()
    if (assignedUserId !== null) {
      const [user] = await tx
        .select({ id: userDirectory.id })
        .from(userDirectory)
        .where(
          and(
            eq(userDirectory.id, assignedUserId),
            eq(userDirectory.status, 'active'),
            isNull(userDirectory.deletedAt),
          ),
        )
      if (!user) throw badRequest({ assignedUserId: ['unknown_reference'] })
    }
    await tx.update(chats).set({ assignedUserId }).where(eq(chats.id, found.chat.id))
    await publishChatChanged(tx, found.chat.id)
    return (await chatAnswer(tx, contactId))!
  })
}

/** Sandbox only: the customer the simulator plays and the sandbox channel they write to (404, 409). */
export async function simulatorTarget(db: Database, contactId: number, principal: Principal) {
  // Head-office staff only (the route needs update channels): a scoped role never plays the customer.
  if (principal.scope !== 'all') throw forbidden()
  const contact = await findVisibleContact(db, contactId, principal)
  if (!contact) throw notFound()
  const found = await chatOf(db, contactId)
  const [channel] = found
    ? await db.select().from(channels).where(eq(channels.id, found.chat.channelId))
    : await db
        .select()
        .from(channels)
        .where(eq(channels.provider, 'sandbox'))
        .orderBy(asc(channels.id))
        .limit(1)
  if (channel?.provider !== 'sandbox') throw conflict('not_sandbox', 'Only sandbox channels have a simulator')
  return { contact, channel }
}

/** The simulator's answer: the conversation as the agent now sees it. */
export async function simulatorAnswer(db: Database, contactId: number, principal: Principal) {
  const chat = (await chatAnswer(db, contactId))!
  return { chat, contact: toContact((await findVisibleContact(db, contactId, principal))!) }
}

/** Sandbox only: a staff member plays the customer and writes to the business. */
export async function simulateInbound(
  db: Database,
  contactId: number,
  message: string,
  principal: Principal,
) {
  const { contact, channel } = await simulatorTarget(db, contactId, principal)
  await recordInbound(
    db,
    {
      channelId: channel.id,
      from: contact.phone,
      name: contact.fullName,
      body: message,
      providerMessageId: `sandbox-in.${randomUUID()}`,
      at: new Date(),
    },
    pickAgent,
  )
  return simulatorAnswer(db, contactId, principal)
}
