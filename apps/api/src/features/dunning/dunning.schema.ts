import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { CreditProduct, DunningChannel, LetterKind, SendStatus, SkipReason } from '@mesa/contracts'
import { users } from '../users/users.schema'

/**
 * A reminder rule (issue 35): from `offset_days` past due (> 0) or that many days before a due date (≤ 0, a
 * courtesy), by a channel (a WhatsApp template, an e-mail with the template's text, or a dunning letter),
 * for the loans of the products and allies listed (empty: all).
 */
export const dunningRules = pgTable('dunning_rules', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  offsetDays: integer('offset_days').notNull(),
  channel: text('channel').$type<DunningChannel>().notNull(),
  /** A messaging template (messaging's id; read through its door, so no foreign key across features). */
  templateId: integer('template_id'),
  letterKind: text('letter_kind').$type<LetterKind>(),
  products: jsonb('products').$type<CreditProduct[]>().notNull().default([]),
  allyIds: jsonb('ally_ids').$type<number[]>().notNull().default([]),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/** What a dunning letter showed, kept with its send: the PDF is drawn again from it, identical, on demand. */
export interface LetterFigures {
  on: string
  daysPastDue: number
  overdueInstallmentsCents: number
  lateInterestCents: number
  feesCents: number
  overdueCents: number
  balanceCents: number
  reference: string
  clabe: string
}

/**
 * One reminder sent (or skipped) to one loan by one rule in one delinquency episode: `episode` is the day the
 * loan fell past due (business date − days past due), or the due date a courtesy reminder announces. The unique
 * key is what makes the daily job send once: its row and the queued message or mail commit together.
 */
export const dunningSends = pgTable(
  'dunning_sends',
  {
    id: serial('id').primaryKey(),
    ruleId: integer('rule_id')
      .notNull()
      .references(() => dunningRules.id),
    /** Loan servicing's loan id (read through its door). */
    loanId: integer('loan_id').notNull(),
    applicationId: integer('application_id').notNull(),
    episode: date('episode', { mode: 'string' }).notNull(),
    businessDate: date('business_date', { mode: 'string' }).notNull(),
    daysPastDue: integer('days_past_due').notNull(),
    channel: text('channel').$type<DunningChannel>().notNull(),
    status: text('status').$type<SendStatus>().notNull(),
    skipReason: text('skip_reason').$type<SkipReason>(),
    /** Messaging's message id (its status is the provider's answer), or the mail outbox id. */
    messageId: integer('message_id'),
    mailId: integer('mail_id'),
    letterKind: text('letter_kind').$type<LetterKind>(),
    letter: jsonb('letter').$type<LetterFigures>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('dunning_sends_once_idx').on(table.ruleId, table.loanId, table.episode),
    index('dunning_sends_loan_idx').on(table.loanId),
    index('dunning_sends_created_idx').on(table.createdAt),
  ],
)

/**
 * A dunning letter produced on demand for one loan (issue 35: the collections desk's button), with the figures it
 * showed: drawn again from them, identical, whenever it is opened; it joins the loan's contact history.
 */
export const dunningLetters = pgTable(
  'dunning_letters',
  {
    id: serial('id').primaryKey(),
    /** Loan servicing's loan id (read through its door). */
    loanId: integer('loan_id').notNull(),
    applicationId: integer('application_id').notNull(),
    kind: text('kind').$type<LetterKind>().notNull(),
    letter: jsonb('letter').$type<LetterFigures>().notNull(),
    actorUserId: integer('actor_user_id')
      .notNull()
      .references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('dunning_letters_loan_idx').on(table.loanId)],
)
