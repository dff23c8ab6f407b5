import { bigint, boolean, date, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type { CallOutcome, CollectionBucket, ContactChannel, PromiseStatus } from '@mesa/contracts'

const cents = (name: string) => bigint(name, { mode: 'number' })

/*
 * The collections desk (issue 35 item 4). Loans and users are other features' records: they are referred to
 * by id (no foreign key across features), and read through their doors.
 */

/** Who works each loan in arrears: set by the assignment rules, or by hand by a supervisor (`manual`). */
export const collectionAssignments = pgTable(
  'collection_assignments',
  {
    loanId: integer('loan_id').primaryKey(),
    collectorUserId: integer('collector_user_id').notNull(),
    /** The rule that assigned it (null: a supervisor's choice, kept by the rules until the loan leaves arrears). */
    ruleId: integer('rule_id'),
    manual: boolean('manual').notNull().default(false),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('collection_assignments_collector_idx').on(table.collectorUserId)],
)

/**
 * The assignment rules, as data: in `position` order, the first whose bucket and ally match (null matches any)
 * gives the loan to the next of its collectors, round robin (`nextIndex` is where the turn stands).
 */
export const collectionRules = pgTable('collection_rules', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  bucket: text('bucket').$type<CollectionBucket>(),
  allyId: integer('ally_id'),
  collectorIds: integer('collector_ids').array().notNull(),
  nextIndex: integer('next_index').notNull().default(0),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/** The desk's own contact log (other sources, such as dunning's sends, are merged in when read). */
export const collectionContacts = pgTable(
  'collection_contacts',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** The business date it happened on ("contacted today" is judged by it). */
    on: date('on', { mode: 'string' }).notNull(),
    channel: text('channel').$type<ContactChannel>().notNull(),
    direction: text('direction').$type<'out' | 'in'>().notNull(),
    outcome: text('outcome').$type<CallOutcome>(),
    summary: text('summary').notNull().default(''),
    actorUserId: integer('actor_user_id'),
  },
  (table) => [index('collection_contacts_loan_idx').on(table.loanId, table.at)],
)

/** Promises to pay: kept when the loan's payments from `madeOn` to `promisedOn` reach the amount. */
export const collectionPromises = pgTable(
  'collection_promises',
  {
    id: serial('id').primaryKey(),
    loanId: integer('loan_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    promisedOn: date('promised_on', { mode: 'string' }).notNull(),
    madeOn: date('made_on', { mode: 'string' }).notNull(),
    channel: text('channel').$type<ContactChannel>().notNull(),
    status: text('status').$type<PromiseStatus>().notNull().default('pending'),
    paidCents: cents('paid_cents').notNull().default(0),
    decidedOn: date('decided_on', { mode: 'string' }),
    actorUserId: integer('actor_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('collection_promises_loan_idx').on(table.loanId),
    index('collection_promises_status_idx').on(table.status, table.promisedOn),
  ],
)

/**
 * The loans' payments as loan servicing announced them (onLoanPayment), reversals marked: what promises and
 * the amounts recovered are judged by, without reading loan servicing's tables.
 */
export const collectionPayments = pgTable(
  'collection_payments',
  {
    paymentId: integer('payment_id').primaryKey(),
    loanId: integer('loan_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The loan's collector when the payment came (the amounts each collector recovered). */
    collectorUserId: integer('collector_user_id'),
    reversed: boolean('reversed').notNull().default(false),
  },
  (table) => [index('collection_payments_loan_idx').on(table.loanId, table.paidOn)],
)
