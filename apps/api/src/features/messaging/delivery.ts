import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../db/client'
import { enqueue, registerJobHandler } from '../jobs'
import type { RecipientStatus } from '@mesa/contracts'
import { publishChatChanged } from './chat-events'
import {
  messagingCampaignRecipients as recipients,
  messagingChannels as channels,
  messagingChats as chats,
  messagingContacts as contacts,
  messagingMessages as messages,
  messagingTemplates as templates,
  type MessageStatus,
} from './messaging.schema'
import { ProviderRefusal, providerOf } from './providers'
import { SANDBOX_RECEIPT } from './providers/sandbox'
import { readStored } from './chat-storage'

export const SEND_MESSAGE = 'messaging.send'

/** Delivery only moves forward: a late or replayed "delivered" never undoes "read". */
const rank: Record<MessageStatus, number> = { queued: 0, sent: 1, delivered: 2, read: 3, failed: 4 }
const rankOf = (column: typeof messages.status) =>
  sql<number>`case ${column} when 'queued' then 0 when 'sent' then 1 when 'delivered' then 2 when 'read' then 3 else 4 end`

export interface OutboundDraft {
  chatId: number
  body: string
  senderUserId: number | null
  templateId?: number | null
  /** Template variables, kept for the provider call (the body holds them filled in). */
  variables?: string[]
  campaignRecipientId?: number | null
  /** A stored image or PDF going with the message (`body` is its caption). */
  attachment?: StoredAttachment | null
}

/** Records an outgoing message as queued and queues its sending (in the caller's transaction). */
export async function queueOutbound(db: Executor, draft: OutboundDraft) {
  const [row] = await db
    .insert(messages)
    .values({
      chatId: draft.chatId,
      direction: 'out',
      senderUserId: draft.senderUserId,
      body: draft.body,
      templateId: draft.templateId ?? null,
      status: 'queued',
      campaignRecipientId: draft.campaignRecipientId ?? null,
      ...attachmentColumns(draft.attachment),
    })
    .returning()
  await db.update(chats).set({ lastMessageAt: row!.createdAt }).where(eq(chats.id, draft.chatId))
  await enqueue(db, SEND_MESSAGE, { messageId: row!.id, variables: draft.variables ?? [] })
  await publishChatChanged(db, draft.chatId)
  return row!
}

/** Recipient statuses a delivery report may move forward from (read and replied are kept once reached). */
const movesFrom: Record<Exclude<MessageStatus, 'queued'>, RecipientStatus[]> = {
  sent: ['queued'],
  delivered: ['queued', 'sent'],
  read: ['queued', 'sent', 'delivered'],
  failed: ['queued', 'sent', 'delivered', 'read'],
}

/** Mirrors a message's delivery onto its campaign recipient. */
async function mirrorOnRecipient(
  db: Executor,
  recipientId: number | null,
  status: MessageStatus,
  reason?: string,
) {
  if (recipientId === null || status === 'queued') return
  await db
    .update(recipients)
    .set({ status, failedReason: reason ?? null, updatedAt: new Date() })
    .where(and(eq(recipients.id, recipientId), inArray(recipients.status, movesFrom[status])))
}

/** Sends one queued message through its channel's provider; a second run of the job changes nothing. */
async function sendQueued(
  db: Database,
  { messageId, variables }: { messageId: number; variables: string[] },
) {
  const [row] = await db
    .select({ message: messages, phone: contacts.phone, channel: channels, optedOut: contacts.optedOutAt })
    .from(messages)
    .innerJoin(chats, eq(chats.id, messages.chatId))
    .innerJoin(contacts, eq(contacts.id, chats.contactId))
    .innerJoin(channels, eq(channels.id, chats.channelId))
    .where(eq(messages.id, messageId))
  if (!row || row.message.status !== 'queued') return
  const fail = (reason: string) =>
    db.transaction(async (tx) => {
      await tx
        .update(messages)
        .set({ status: 'failed', failedReason: reason })
        .where(eq(messages.id, messageId))
      await mirrorOnRecipient(tx, row.message.campaignRecipientId, 'failed', reason)
      await publishChatChanged(tx, row.message.chatId)
    })
  if (row.optedOut) return fail('The customer opted out of messages.')
  const [template] = row.message.templateId
    ? await db.select().from(templates).where(eq(templates.id, row.message.templateId))
    : []
  const { attachmentKey, attachmentName, attachmentType } = row.message
  try {
    const { providerMessageId } = await providerOf(row.channel).send(
      row.channel,
      template
        ? { kind: 'template', to: row.phone, template, variables }
        : attachmentKey
          ? {
              kind: 'media',
              to: row.phone,
              caption: row.message.body,
              file: {
                fileName: attachmentName ?? 'archivo',
                contentType: attachmentType ?? 'application/pdf',
                read: () => readStored(db, attachmentKey),
              },
            }
          : { kind: 'text', to: row.phone, body: row.message.body },
      db,
    )
    await db.transaction(async (tx) => {
      await tx
        .update(messages)
        .set({ status: 'sent', providerMessageId })
        .where(and(eq(messages.id, messageId), eq(messages.status, 'queued')))
      await mirrorOnRecipient(tx, row.message.campaignRecipientId, 'sent')
      await publishChatChanged(tx, row.message.chatId)
    })
  } catch (error) {
    if (error instanceof ProviderRefusal) return fail(error.message)
    throw error
  }
}

/**
 * Records a delivery report (webhook or sandbox) by the provider's message id. Idempotent: a replayed or
 * late report that would not move the message forward changes nothing. Answers whether it changed.
 */
export async function recordStatus(
  db: Database,
  providerMessageId: string,
  status: Exclude<MessageStatus, 'queued'>,
  reason?: string,
) {
  return db.transaction(async (tx) => {
    const now = new Date()
    const [row] = await tx
      .update(messages)
      .set({
        status,
        failedReason: status === 'failed' ? (reason ?? 'Failed') : null,
        ...(status === 'delivered' && { deliveredAt: now }),
        ...(status === 'read' && { readAt: now, deliveredAt: sql`coalesce(${messages.deliveredAt}, now())` }),
      })
      .where(
        and(
          eq(messages.providerMessageId, providerMessageId),
          sql`${rankOf(messages.status)} < ${rank[status]}`,
        ),
      )
      .returning({ chatId: messages.chatId, recipientId: messages.campaignRecipientId })
    if (!row) return false
    await mirrorOnRecipient(tx, row.recipientId, status, reason)
    await publishChatChanged(tx, row.chatId)
    return true
  })
}

/** Words that opt a customer out of messages (WhatsApp policy asks businesses to honour them). */
const OPT_OUT = /^\s*(stop|baja|alto|cancelar|unsubscribe)\s*$/i

export interface Inbound {
  channelId: number
  /** Sender's number, digits only. */
  from: string
  name: string
  body: string
  providerMessageId: string
  at: Date
  /** The file the customer sent, already checked and stored (inbound-media.ts). */
  attachment?: StoredAttachment
  /** Why the file they sent was not kept (wrong type, too large, gone); the caption is still recorded. */
  refusedFile?: string
}

/** A stored file on a message. */
export interface StoredAttachment {
  key: string
  fileName: string
  contentType: string
  size: number
}

/** A message row's columns for its file (none without one). */
const attachmentColumns = (attachment: StoredAttachment | null | undefined) =>
  attachment
    ? {
        attachmentKey: attachment.key,
        attachmentName: attachment.fileName,
        attachmentType: attachment.contentType,
        attachmentSize: attachment.size,
      }
    : {}

/** Whether a customer's message is already recorded (a replayed webhook: nothing to download again). */
export async function inboundRecorded(db: Executor, providerMessageId: string) {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(eq(messages.providerMessageId, providerMessageId))
  return row !== undefined
}

/**
 * Records a customer's message once (by its provider id): finds or creates the contact and the chat
 * (assigning it round robin), counts it unseen, opens the 24-hour window, honours opt-out words and marks
 * a campaign recipient who answers as replied. Answers the chat id, or null for a replay.
 */
export async function recordInbound(
  db: Database,
  inbound: Inbound,
  pickAgent: (tx: Executor, channelId: number) => Promise<number | null>,
) {
  return db.transaction(async (tx) => {
    if (await inboundRecorded(tx, inbound.providerMessageId)) return null
    const optOut = !inbound.attachment && OPT_OUT.test(inbound.body)
    const [contact] = await tx
      .insert(contacts)
      .values({
        fullName: inbound.name || `+${inbound.from}`,
        phone: inbound.from,
        lastInboundAt: inbound.at,
      })
      .onConflictDoUpdate({
        target: contacts.phone,
        set: {
          lastInboundAt: sql`greatest(${contacts.lastInboundAt}, excluded.last_inbound_at)`,
          ...(optOut && { optedOutAt: inbound.at }),
        },
      })
      .returning({ id: contacts.id })
    let [chat] = await tx.select().from(chats).where(eq(chats.contactId, contact!.id))
    if (!chat) {
      const assignedUserId = await pickAgent(tx, inbound.channelId)
      ;[chat] = await tx
        .insert(chats)
        .values({
          contactId: contact!.id,
          channelId: inbound.channelId,
          assignedUserId,
          lastMessageAt: inbound.at,
        })
        .returning()
    }
    await tx.insert(messages).values({
      chatId: chat!.id,
      direction: 'in',
      body: inbound.body,
      status: 'read',
      providerMessageId: inbound.providerMessageId,
      createdAt: inbound.at,
      failedReason: inbound.refusedFile ?? null,
      ...attachmentColumns(inbound.attachment),
    })
    await tx
      .update(chats)
      .set({
        unseenMsgs: sql`${chats.unseenMsgs} + 1`,
        lastMessageAt: sql`greatest(${chats.lastMessageAt}, ${inbound.at})`,
      })
      .where(eq(chats.id, chat!.id))
    await tx
      .update(recipients)
      .set({ status: optOut ? 'opted_out' : 'replied', updatedAt: new Date() })
      .where(
        and(eq(recipients.contactId, contact!.id), inArray(recipients.status, ['sent', 'delivered', 'read'])),
      )
    await publishChatChanged(tx, chat!.id)
    return chat!.id
  })
}

export function registerDeliveryJobs() {
  registerJobHandler(
    SEND_MESSAGE,
    (payload: { messageId: number; variables: string[] }, { db }) => sendQueued(db, payload),
    {
      maxAttempts: 5,
      backoff: { baseMs: 2_000, maxMs: 300_000 },
    },
  )
  registerJobHandler(
    SANDBOX_RECEIPT,
    async (
      { providerMessageId, status }: { providerMessageId: string; status: 'delivered' | 'read' },
      { db },
    ) => {
      await recordStatus(db, providerMessageId, status)
    },
  )
}
