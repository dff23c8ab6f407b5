import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'

/** Outgoing mail. Without SMTP configured it stays here, readable by administrators. */
export const mailOutbox = pgTable('mail_outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
  /** queued → sent; failed (retried by the mail.deliver job, last error kept); bounced (the server refused it: 5xx). */
  status: text('status', { enum: ['queued', 'sent', 'failed', 'bounced'] })
    .notNull()
    .default('queued'),
  /** Delivery attempts through the transport, and the last failure. */
  attempts: integer('attempts').notNull().default(0),
  lastError: text('last_error'),
})
