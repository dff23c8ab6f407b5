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
  uuid,
} from 'drizzle-orm/pg-core'
import type { EmailAccountSyncStatus, EmailAddress, EmailFolder, EmailLabel } from '@mesa/contracts'
import { users } from '../users/users.schema'

/**
 * One e-mail in one staff user's mailbox. A message sent between colleagues is two rows (the sender's
 * sent copy, the recipient's received copy) sharing `message_id`; a conversation shares `thread_key`
 * (the Message-ID that started it). `message` is HTML already sanitised when it was stored.
 */
export const emailMessages = pgTable(
  'email_messages',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    folder: text('folder').$type<EmailFolder>().notNull(),
    /** The RFC 5322 Message-ID (with its angle brackets): idempotency of delivery and IMAP sync. */
    messageId: text('message_id').notNull(),
    /** True for a copy that arrived (local delivery or IMAP), false for one written here (sent, draft). */
    received: boolean('received').notNull(),
    threadKey: text('thread_key').notNull(),
    fromEmail: text('from_email').notNull(),
    fromName: text('from_name').notNull(),
    to: jsonb('to').$type<EmailAddress[]>().notNull().default([]),
    cc: jsonb('cc').$type<EmailAddress[]>().notNull().default([]),
    bcc: jsonb('bcc').$type<EmailAddress[]>().notNull().default([]),
    subject: text('subject').notNull().default(''),
    message: text('message').notNull().default(''),
    hasRemoteImages: boolean('has_remote_images').notNull().default(false),
    isRead: boolean('is_read').notNull().default(false),
    isStarred: boolean('is_starred').notNull().default(false),
    isDeleted: boolean('is_deleted').notNull().default(false),
    labels: jsonb('labels').$type<EmailLabel[]>().notNull().default([]),
    time: timestamp('time', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('email_messages_owner_message_key').on(table.ownerUserId, table.messageId, table.received),
    index('email_messages_owner_view_idx').on(table.ownerUserId, table.folder, table.isDeleted, table.time),
    index('email_messages_owner_thread_idx').on(table.ownerUserId, table.threadKey),
  ],
)

/** An uploaded or received file; e-mails link to it (a sent file is shared by both copies). */
export const emailAttachments = pgTable('email_attachments', {
  id: uuid('id').primaryKey().defaultRandom(),
  /** Who uploaded it (null for files that arrived by IMAP). */
  uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  fileName: text('file_name').notNull(),
  contentType: text('content_type').notNull(),
  size: integer('size').notNull(),
  storageKey: text('storage_key').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

export const emailMessageAttachments = pgTable(
  'email_message_attachments',
  {
    emailId: integer('email_id')
      .notNull()
      .references(() => emailMessages.id, { onDelete: 'cascade' }),
    attachmentId: uuid('attachment_id')
      .notNull()
      .references(() => emailAttachments.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.emailId, table.attachmentId] }),
    index('email_message_attachments_attachment_idx').on(table.attachmentId),
  ],
)

/** Where the IMAP synchronisation of one account stopped: the folder's UIDVALIDITY and the last UID read. */
export const emailSyncState = pgTable('email_sync_state', {
  account: text('account').primaryKey(),
  uidValidity: text('uid_validity').notNull(),
  lastUid: integer('last_uid').notNull().default(0),
  syncedAt: timestamp('synced_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * A staff user's own IMAP account (one per user), read into their mailbox by the `email.account-sync`
 * job. The password is sealed with AES-256-GCM (email-account-secret.ts) and never leaves the server.
 * Where the reading stopped is kept in `email_sync_state` under `accountSyncKey` (email-accounts.ts).
 */
export const emailAccounts = pgTable('email_accounts', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  imapHost: text('imap_host').notNull(),
  imapPort: integer('imap_port').notNull(),
  imapTls: boolean('imap_tls').notNull(),
  imapUser: text('imap_user').notNull(),
  passwordSealed: text('password_sealed').notNull(),
  folder: text('folder').notNull().default('INBOX'),
  syncStatus: text('sync_status').$type<EmailAccountSyncStatus>().notNull().default('pending'),
  lastError: text('last_error'),
  lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
