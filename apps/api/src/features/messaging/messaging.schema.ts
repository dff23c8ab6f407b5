import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type {
  Audience,
  ChannelProvider,
  CampaignStatus,
  Presence,
  RecipientStatus,
  TemplateStatus,
} from '@mesa/contracts'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

/**
 * Where a WhatsApp Cloud channel finds its secrets: names of environment variables, never the secrets
 * themselves (the database is read by more people than the deployment's environment).
 */
export interface CloudChannelSettings {
  phoneNumberId: string
  businessAccountId: string
  tokenEnv: string
  appSecretEnv: string
  verifyTokenEnv: string
}

/** A messaging channel: one WhatsApp Business number (spec §3 "channels"). */
export const messagingChannels = pgTable('messaging_channels', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  provider: text('provider').$type<ChannelProvider>().notNull(),
  phoneNumber: text('phone_number').notNull(),
  settings: jsonb('settings').$type<CloudChannelSettings | null>(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** A customer or applicant we write to (spec §3 "Contact"), linked to their application when there is one. */
export const messagingContacts = pgTable(
  'messaging_contacts',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    /** E.164 without the plus, as WhatsApp names senders (e.g. 5215512345678). */
    phone: text('phone').notNull().unique(),
    role: text('role').notNull().default('Cliente'),
    about: text('about').notNull().default(''),
    avatar: text('avatar'),
    status: text('status').$type<Presence>().notNull().default('offline'),
    applicationId: integer('application_id').references(() => creditApplications.id),
    /** The customer's last message: free text is allowed for 24 h after it. */
    lastInboundAt: timestamp('last_inbound_at', { withTimezone: true }),
    optedOutAt: timestamp('opted_out_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messaging_contacts_application_idx').on(table.applicationId),
    index('messaging_contacts_name_trgm_idx').using('gin', sql`lower(${table.fullName}) gin_trgm_ops`),
  ],
)

/** One conversation per contact (spec §3 "Chat"); ids are handed out in order (spec §4). */
export const messagingChats = pgTable(
  'messaging_chats',
  {
    id: serial('id').primaryKey(),
    contactId: integer('contact_id')
      .notNull()
      .unique()
      .references(() => messagingContacts.id),
    channelId: integer('channel_id')
      .notNull()
      .references(() => messagingChannels.id),
    unseenMsgs: integer('unseen_msgs').notNull().default(0),
    assignedUserId: integer('assigned_user_id').references(() => users.id),
    lastMessageAt: timestamp('last_message_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messaging_chats_last_idx').on(table.lastMessageAt),
    index('messaging_chats_assigned_idx').on(table.assignedUserId),
  ],
)

export type MessageStatus = 'queued' | 'sent' | 'delivered' | 'read' | 'failed'

/** A message of a chat (spec §3 "Message"); outgoing ones move queued → sent → delivered → read. */
export const messagingMessages = pgTable(
  'messaging_messages',
  {
    id: serial('id').primaryKey(),
    chatId: integer('chat_id')
      .notNull()
      .references(() => messagingChats.id),
    direction: text('direction').$type<'in' | 'out'>().notNull(),
    senderUserId: integer('sender_user_id').references(() => users.id),
    body: text('body').notNull(),
    templateId: integer('template_id').references(() => messagingTemplates.id),
    status: text('status').$type<MessageStatus>().notNull(),
    failedReason: text('failed_reason'),
    /** The provider's message id (wamid): incoming messages and status reports are recorded once by it. */
    providerMessageId: text('provider_message_id').unique(),
    /** Seeded history answers `time`, new messages `created_int` (spec §3). */
    historic: boolean('historic').notNull().default(false),
    campaignRecipientId: integer('campaign_recipient_id'),
    /** An image or PDF sent with the message (WhatsApp carries one per message; `body` is its caption). */
    attachmentKey: text('attachment_key'),
    attachmentName: text('attachment_name'),
    attachmentType: text('attachment_type'),
    attachmentSize: integer('attachment_size'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('messaging_messages_chat_idx').on(table.chatId, table.id),
    index('messaging_messages_created_idx').on(table.createdAt),
  ],
)

/** A WhatsApp message template with its review state at the provider. */
export const messagingTemplates = pgTable(
  'messaging_templates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    language: text('language').notNull(),
    category: text('category').notNull(),
    headerFormat: text('header_format').notNull().default('none'),
    headerText: text('header_text').notNull().default(''),
    body: text('body').notNull(),
    examples: jsonb('examples').$type<string[]>().notNull().default([]),
    footer: text('footer').notNull().default(''),
    buttons: jsonb('buttons').$type<{ type: string; text: string; value: string }[]>().notNull().default([]),
    status: text('status').$type<TemplateStatus>().notNull().default('draft'),
    rejectedReason: text('rejected_reason'),
    providerTemplateId: text('provider_template_id'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('messaging_templates_name_language_key').on(table.name, table.language)],
)

/** A template sent to an audience, throttled through the job queue. */
export const messagingCampaigns = pgTable('messaging_campaigns', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  templateId: integer('template_id')
    .notNull()
    .references(() => messagingTemplates.id),
  channelId: integer('channel_id')
    .notNull()
    .references(() => messagingChannels.id),
  audience: jsonb('audience').$type<Audience>().notNull(),
  variables: jsonb('variables').$type<{ source: string; fixed: string }[]>().notNull().default([]),
  scheduledAt: timestamp('scheduled_at', { withTimezone: true }),
  ratePerMinute: integer('rate_per_minute').notNull().default(600),
  status: text('status').$type<CampaignStatus>().notNull().default('draft'),
  total: integer('total').notNull().default(0),
  createdByUserId: integer('created_by_user_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
})

/** One recipient of a campaign; its status is the resumable state of the sending. */
export const messagingCampaignRecipients = pgTable(
  'messaging_campaign_recipients',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => messagingCampaigns.id),
    contactId: integer('contact_id')
      .notNull()
      .references(() => messagingContacts.id),
    applicationId: integer('application_id').references(() => creditApplications.id),
    status: text('status').$type<RecipientStatus>().notNull().default('queued'),
    failedReason: text('failed_reason'),
    /** Set when the recipient's message was queued: the batch that did it committed (resume point). */
    messageId: integer('message_id'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('messaging_campaign_recipients_key').on(table.campaignId, table.contactId),
    index('messaging_campaign_recipients_status_idx').on(table.campaignId, table.status, table.id),
  ],
)

/** Which agents work a channel and how many open conversations each takes (round-robin assignment). */
export const messagingChannelAgents = pgTable(
  'messaging_channel_agents',
  {
    channelId: integer('channel_id')
      .notNull()
      .references(() => messagingChannels.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    capacity: integer('capacity').notNull().default(20),
    lastAssignedAt: timestamp('last_assigned_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.channelId, table.userId] })],
)
