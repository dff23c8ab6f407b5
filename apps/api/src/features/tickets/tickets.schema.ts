import { bigint, boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type {
  ComplaintCause,
  ComplaintChannel,
  ComplaintLevel,
  ComplaintOutcome,
  ComplaintProduct,
  TicketCategory,
  TicketHistoryEntry,
  TicketPriority,
  TicketStatus,
} from '@mesa/contracts'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

/**
 * A customer-service ticket. It hangs on the credit application (a loan is its application after
 * funding), so it inherits the application's row scope.
 */
export const tickets = pgTable(
  'tickets',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    description: text('description').notNull().default(''),
    category: text('category').$type<TicketCategory>().notNull(),
    priority: text('priority').$type<TicketPriority>().notNull(),
    status: text('status').$type<TicketStatus>().notNull().default('open'),
    assigneeUserId: integer('assignee_user_id').references(() => users.id),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    /** Opening time plus the priority's hours; recomputed from the opening when the priority changes. */
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    closedAt: timestamp('closed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('tickets_application_idx').on(table.applicationId),
    index('tickets_status_due_idx').on(table.status, table.dueAt),
    index('tickets_assignee_idx').on(table.assigneeUserId),
  ],
)

export const ticketComments = pgTable(
  'ticket_comments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    authorUserId: integer('author_user_id').references(() => users.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_comments_ticket_idx').on(table.ticketId, table.createdAt)],
)

/** Files attached to a ticket, kept in the app's file storage like the application's documents. */
export const ticketAttachments = pgTable(
  'ticket_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_attachments_ticket_idx').on(table.ticketId)],
)

/** Every change of a ticket, oldest first: what the desk reads before calling the customer back. */
export const ticketHistory = pgTable(
  'ticket_history',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<TicketHistoryEntry['kind']>().notNull(),
    fromValue: text('from_value'),
    toValue: text('to_value'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('ticket_history_ticket_idx').on(table.ticketId, table.at)],
)

/**
 * A complaint's entry in CONDUSEF's register of the UNE (issue 36): one per ticket of category complaint,
 * written by the desk; the quarter's export reads it with the application's customer data.
 */
export const ticketComplaints = pgTable(
  'ticket_complaints',
  {
    ticketId: integer('ticket_id')
      .primaryKey()
      .references(() => tickets.id, { onDelete: 'cascade' }),
    receivedOn: date('received_on', { mode: 'string' }).notNull(),
    channel: text('channel').$type<ComplaintChannel>().notNull(),
    product: text('product').$type<ComplaintProduct>().notNull(),
    cause: text('cause').$type<ComplaintCause>().notNull(),
    level: text('level').$type<ComplaintLevel>().notNull(),
    identityTheft: boolean('identity_theft').notNull().default(false),
    claimedCents: bigint('claimed_cents', { mode: 'number' }).notNull().default(0),
    creditedCents: bigint('credited_cents', { mode: 'number' }).notNull().default(0),
    creditedOn: date('credited_on', { mode: 'string' }),
    resolvedOn: date('resolved_on', { mode: 'string' }),
    notifiedOn: date('notified_on', { mode: 'string' }),
    outcome: text('outcome').$type<ComplaintOutcome>(),
    condusefFolio: text('condusef_folio').notNull().default(''),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('ticket_complaints_received_idx').on(table.receivedOn),
    index('ticket_complaints_resolved_idx').on(table.resolvedOn),
  ],
)
