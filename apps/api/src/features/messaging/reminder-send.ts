import { and, asc, eq, inArray } from 'drizzle-orm'
import { fillVariables, variableNumbers } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { queueOutbound } from './delivery'
import { reviewingChannel } from './templates.service'
import { windowIsOpen } from './chat.service'
import {
  messagingChats as chats,
  messagingContacts as contacts,
  messagingMessages as messages,
  messagingTemplates as templates,
  type MessageStatus,
} from './messaging.schema'

/*
 * Issue 35: the dunning feature's reminders go out through messaging, as a campaign's messages do: an approved
 * template only (WhatsApp lets a business write first, or after the customer's 24-hour window closed, with an
 * approved template alone; free text is for agents inside the window), never to an opted-out customer.
 */

/** The approved templates, by name (what a reminder rule may name). */
export const approvedTemplates = (db: Executor) =>
  db
    .select({ id: templates.id, name: templates.name, body: templates.body })
    .from(templates)
    .where(eq(templates.status, 'approved'))
    .orderBy(asc(templates.name))

/** Templates' names and bodies by id, whatever their status (a rule's template may have been rejected since). */
export const templatesById = (db: Executor, ids: number[]) =>
  ids.length === 0
    ? Promise.resolve([])
    : db
        .select({ id: templates.id, name: templates.name, body: templates.body, status: templates.status })
        .from(templates)
        .where(inArray(templates.id, ids))

export interface ReminderMessage {
  applicationId: number
  fullName: string
  /** The applicant's mobile as typed (10 national digits, maybe with separators). */
  mobilePhone: string | null
  templateId: number
  /** Values for {{1}}, {{2}}…: the template takes as many as it names. */
  values: string[]
}

export type ReminderOutcome =
  { messageId: number } | { skipped: 'no_phone' | 'opted_out' | 'template_not_approved' | 'no_channel' }

/** WhatsApp's name for a Mexican mobile: 52 and its 10 digits (as campaigns write it). */
const whatsappOf = (phone: string | null) => {
  const digits = (phone ?? '').replace(/\D/g, '')
  return digits.length >= 10 ? `52${digits.slice(-10)}` : null
}

/** The applicant's contact and chat (created when missing), or why nothing can reach them. */
async function applicantChat(
  tx: Executor,
  applicant: { applicationId: number; fullName: string; mobilePhone: string | null },
) {
  const phone = whatsappOf(applicant.mobilePhone)
  if (!phone) return { skipped: 'no_phone' as const }
  await tx
    .insert(contacts)
    .values({ fullName: applicant.fullName, phone, role: 'Cliente', applicationId: applicant.applicationId })
    .onConflictDoNothing()
  const [contact] = await tx.select().from(contacts).where(eq(contacts.phone, phone))
  if (contact!.optedOutAt) return { skipped: 'opted_out' as const }
  let [chat] = await tx.select({ id: chats.id }).from(chats).where(eq(chats.contactId, contact!.id))
  if (!chat) {
    const channel = await reviewingChannel(tx)
    if (!channel) return { skipped: 'no_channel' as const }
    ;[chat] = await tx
      .insert(chats)
      .values({ contactId: contact!.id, channelId: channel.id })
      .returning({ id: chats.id })
  }
  return { skipped: null, contact: contact!, chatId: chat!.id }
}

/**
 * Queues a reminder template to the applicant in the caller's transaction (the send job runs after it
 * commits): the contact and chat are created when missing; answers the message id, or why nothing was sent.
 */
export async function queueReminderMessage(
  tx: Executor,
  reminder: ReminderMessage,
): Promise<ReminderOutcome> {
  const [template] = await tx.select().from(templates).where(eq(templates.id, reminder.templateId))
  if (template?.status !== 'approved') return { skipped: 'template_not_approved' }
  const found = await applicantChat(tx, reminder)
  if (found.skipped) return { skipped: found.skipped }
  const variables = reminder.values.slice(0, new Set(variableNumbers(template.body)).size)
  const message = await queueOutbound(tx, {
    chatId: found.chatId,
    body: fillVariables(template.body, variables),
    senderUserId: null,
    templateId: template.id,
    variables,
  })
  return { messageId: message.id }
}

/**
 * Issue 35: a collector's free text to a loan's customer from the collections desk, queued in the caller's
 * transaction: only inside the customer's 24-hour window (WhatsApp's rule; outside it a template), never to an
 * opted-out customer.
 */
export async function queueDeskText(
  tx: Executor,
  message: {
    applicationId: number
    fullName: string
    mobilePhone: string | null
    text: string
    senderUserId: number
  },
): Promise<
  { messageId: number } | { skipped: 'no_phone' | 'opted_out' | 'no_channel' | 'service_window_closed' }
> {
  const found = await applicantChat(tx, message)
  if (found.skipped) return { skipped: found.skipped }
  if (!windowIsOpen(found.contact.lastInboundAt)) return { skipped: 'service_window_closed' }
  const row = await queueOutbound(tx, {
    chatId: found.chatId,
    body: message.text,
    senderUserId: message.senderUserId,
  })
  return { messageId: row.id }
}

/** The provider's answer on messages by id: their delivery status, its id for them, why they failed. */
export async function messageOutcomes(db: Executor, ids: number[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({
            id: messages.id,
            status: messages.status,
            providerMessageId: messages.providerMessageId,
            failedReason: messages.failedReason,
          })
          .from(messages)
          .where(and(inArray(messages.id, ids), eq(messages.direction, 'out')))
  return new Map<
    number,
    { status: MessageStatus; providerMessageId: string | null; failedReason: string | null }
  >(rows.map((row) => [row.id, row]))
}
