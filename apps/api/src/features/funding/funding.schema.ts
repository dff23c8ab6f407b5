import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  check,
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
import type { FunderKind, LineRules } from '@mesa/contracts'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'
import { termAuthorisations } from '../credit-decision/credit-decision.schema'

/** Issue 30: the authorisation an assignment or disbursement follows; another authorisation voids it. */
const authorisation = () => integer('authorisation_id').references(() => termAuthorisations.id)

/** Credit lines run to thousands of millions of pesos: centavos beyond int4, exact as JS numbers. */
const cents = (name: string) => bigint(name, { mode: 'number' })

/** A funder (fondeador): the lender's own funds, a bank or a development bank (issue 15). */
export const funders = pgTable(
  'funders',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    kind: text('kind').$type<FunderKind>().notNull(),
    contactName: text('contact_name').notNull().default(''),
    contactEmail: text('contact_email').notNull().default(''),
    active: boolean('active').notNull().default(true),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('funders_name_idx').on(sql`lower(${table.name})`)],
)

/**
 * A funder's credit line. `usedCents` is the sum of its active assignments, written only in the transaction
 * that holds the line's row lock (SELECT ... FOR UPDATE), so two concurrent assignments cannot both see the
 * same room; the check constraint refuses an overdraw whatever writes the row.
 */
export const fundingLines = pgTable(
  'funding_lines',
  {
    id: serial('id').primaryKey(),
    funderId: integer('funder_id')
      .notNull()
      .references(() => funders.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    amountCents: cents('amount_cents').notNull(),
    usedCents: cents('used_cents').notNull().default(0),
    /** Principal drawn from the funder and not repaid (issue 34), moved under the line's row lock. */
    drawnCents: cents('drawn_cents').notNull().default(0),
    annualRateBps: integer('annual_rate_bps').notNull(),
    termMonths: integer('term_months').notNull(),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    validTo: date('valid_to', { mode: 'string' }).notNull(),
    active: boolean('active').notNull().default(true),
    rules: jsonb('rules').$type<LineRules>().notNull(),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('funding_lines_funder_idx').on(table.funderId),
    check(
      'funding_lines_within_amount',
      sql`${table.usedCents} >= 0 and ${table.usedCents} <= ${table.amountCents}`,
    ),
    check(
      'funding_lines_drawn_within_amount',
      sql`${table.drawnCents} >= 0 and ${table.drawnCents} <= ${table.amountCents}`,
    ),
  ],
)

/**
 * An application's assignment to a line for its authorised financed amount. active: the line holds the
 * amount; released: re-assigned or the application left the workflow before disbursement; repaid: the loan
 * was paid off and the amount went back to the line. One active assignment per application (unique index).
 */
export const fundingAssignments = pgTable(
  'funding_assignments',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    lineId: integer('line_id')
      .notNull()
      .references(() => fundingLines.id),
    amountCents: cents('amount_cents').notNull(),
    authorisationId: authorisation(),
    status: text('status').$type<'active' | 'released' | 'repaid'>().notNull().default('active'),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
    assignedByUserId: integer('assigned_by_user_id').references(() => users.id),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('funding_assignments_one_active_idx')
      .on(table.applicationId)
      .where(sql`${table.status} = 'active'`),
    index('funding_assignments_line_idx').on(table.lineId, table.status),
    index('funding_assignments_application_idx').on(table.applicationId, table.assignedAt),
  ],
)

/** The SPEI transfer of an assignment's amount to the ally's CLABE; one per assignment. */
export const fundingDisbursements = pgTable(
  'funding_disbursements',
  {
    id: serial('id').primaryKey(),
    assignmentId: integer('assignment_id')
      .notNull()
      .unique()
      .references(() => fundingAssignments.id),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id, { onDelete: 'cascade' }),
    /** What went out: the assigned amount, less the fee and its IVA when the policy deducts them. */
    amountCents: cents('amount_cents').notNull(),
    authorisationId: authorisation(),
    /** The fee kept back from the transfer (zero when charged with the first installment). */
    openingFeeCents: cents('opening_fee_cents').notNull().default(0),
    openingFeeIvaCents: cents('opening_fee_iva_cents').notNull().default(0),
    disbursedOn: date('disbursed_on', { mode: 'string' }).notNull(),
    speiReference: text('spei_reference').notNull(),
    beneficiaryClabe: text('beneficiary_clabe').notNull(),
    beneficiaryBank: text('beneficiary_bank').notNull(),
    beneficiaryName: text('beneficiary_name').notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id),
    /** Four eyes (issue 30): who asked is recordedBy; the second person who approved it. */
    approvedByUserId: integer('approved_by_user_id').references(() => users.id),
    /** The SPEI came back: its return key, date and reason; the assignment is released with it. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReference: text('cancellation_reference'),
    cancellationReturnedOn: date('cancellation_returned_on', { mode: 'string' }),
    cancellationReason: text('cancellation_reason'),
  },
  (table) => [
    // A tracking key names one transfer of its day.
    uniqueIndex('funding_disbursements_spei_idx').on(table.speiReference, table.disbursedOn),
    index('funding_disbursements_application_idx').on(table.applicationId),
  ],
)

/**
 * A funding line's own money (issue 34): a drawdown (the funder's money in, principal) or a repayment
 * (principal and the funder's interest out), written when a second person approves it, with its journal entry.
 */
export const fundingLineMovements = pgTable(
  'funding_line_movements',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => fundingLines.id),
    kind: text('kind').$type<'drawdown' | 'repayment'>().notNull(),
    /** The day the money moved; bookedOn the day the books carry it (a closed month's move is booked later). */
    movedOn: date('moved_on', { mode: 'string' }).notNull(),
    bookedOn: date('booked_on', { mode: 'string' }).notNull(),
    principalCents: cents('principal_cents').notNull(),
    interestCents: cents('interest_cents').notNull().default(0),
    reference: text('reference').notNull(),
    requestedByUserId: integer('requested_by_user_id')
      .notNull()
      .references(() => users.id),
    approvedByUserId: integer('approved_by_user_id')
      .notNull()
      .references(() => users.id),
    journalEntryId: bigint('journal_entry_id', { mode: 'number' }).notNull(),
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('funding_line_movements_line_idx').on(table.lineId, table.movedOn),
    // A bank key names one transfer of its day on the line.
    uniqueIndex('funding_line_movements_reference_idx').on(
      table.lineId,
      table.kind,
      table.reference,
      table.movedOn,
    ),
    index('funding_line_movements_booked_idx').on(table.bookedOn),
    check(
      'funding_line_movements_amounts',
      sql`${table.principalCents} >= 0 and ${table.interestCents} >= 0 and (${table.kind} = 'repayment' or ${table.interestCents} = 0)`,
    ),
  ],
)
