import {
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
import type {
  CommitteeOutcome,
  CommitteeVote,
  ConditionKind,
  DecisionBasisPart,
  OpeningFeeTreatment,
  Periodicity,
  QuoteFigures,
  RejectReasonCode,
} from '@mesa/contracts'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

const application = () =>
  integer('application_id')
    .notNull()
    .references(() => creditApplications.id, { onDelete: 'cascade' })

/** One committee member's vote on one application (deliberación); one per member, never replaced. */
export const committeeVotes = pgTable(
  'committee_votes',
  {
    id: serial('id').primaryKey(),
    applicationId: application(),
    voterUserId: integer('voter_user_id')
      .notNull()
      .references(() => users.id),
    vote: text('vote').$type<CommitteeVote>().notNull(),
    rejectReasons: jsonb('reject_reasons').$type<RejectReasonCode[]>().notNull().default([]),
    notes: text('notes').notNull().default(''),
    castAt: timestamp('cast_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('committee_votes_member_uq').on(table.applicationId, table.voterUserId)],
)

/** The committee's decision, written by the vote that reached quorum; one per application. */
export const committeeDecisions = pgTable('committee_decisions', {
  id: serial('id').primaryKey(),
  applicationId: application().unique('committee_decisions_app_uq'),
  outcome: text('outcome').$type<CommitteeOutcome>().notNull(),
  approvingVotes: integer('approving_votes').notNull(),
  rejectingVotes: integer('rejecting_votes').notNull(),
  /** The credit-policy version whose quorum and majority decided. */
  policyVersionId: integer('policy_version_id').notNull(),
  rejectReasons: jsonb('reject_reasons').$type<RejectReasonCode[]>().notNull().default([]),
  decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  /**
   * Issue 30: what the committee decided on (amount, term, income, capacity, bureau report, vehicle, checks,
   * documents) and its hash; a later change of any part voids the decision. Null: decided before it existed.
   */
  basis: jsonb('basis').$type<Record<DecisionBasisPart, unknown>>(),
  fingerprint: text('fingerprint'),
})

/**
 * A decision a change of its file voided (issue 30), kept with its votes and what changed; the decision and
 * its votes leave the live tables so the committee votes again.
 */
export const voidedDecisions = pgTable(
  'voided_decisions',
  {
    id: serial('id').primaryKey(),
    applicationId: application(),
    outcome: text('outcome').$type<CommitteeOutcome>().notNull(),
    approvingVotes: integer('approving_votes').notNull(),
    rejectingVotes: integer('rejecting_votes').notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
    voters: jsonb('voters').$type<Array<{ fullName: string; vote: CommitteeVote }>>().notNull(),
    basis: jsonb('basis').$type<Record<DecisionBasisPart, unknown>>(),
    changed: jsonb('changed').$type<DecisionBasisPart[]>().notNull(),
    voidedAt: timestamp('voided_at', { withTimezone: true }).notNull().defaultNow(),
    voidedByUserId: integer('voided_by_user_id').references(() => users.id),
  },
  (table) => [index('voided_decisions_app_idx').on(table.applicationId, table.voidedAt)],
)

/** A condition a voter set; once the decision carries it, it must be met before authorisation. */
export const decisionConditions = pgTable(
  'decision_conditions',
  {
    id: serial('id').primaryKey(),
    applicationId: application(),
    voteId: integer('vote_id')
      .notNull()
      .references(() => committeeVotes.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<ConditionKind>().notNull(),
    /** Centavos for a larger down payment, months for a shorter term; null otherwise. */
    value: integer('value'),
    text: text('text').notNull().default(''),
    metAt: timestamp('met_at', { withTimezone: true }),
    metByUserId: integer('met_by_user_id').references(() => users.id),
    evidence: text('evidence'),
    version: integer('version').notNull().default(1),
  },
  (table) => [index('decision_conditions_app_idx').on(table.applicationId)],
)

/** Authorised final terms; a new authorisation supersedes the current one (history kept). */
export const termAuthorisations = pgTable(
  'term_authorisations',
  {
    id: serial('id').primaryKey(),
    applicationId: application(),
    amountCents: integer('amount_cents').notNull(),
    downPaymentCents: integer('down_payment_cents').notNull(),
    annualRateBps: integer('annual_rate_bps').notNull(),
    /** The span in months (the number of payments when monthly). */
    termMonths: integer('term_months').notNull(),
    /** Issue 33: how often and how many payments; rows authorised before it are monthly, one a month. */
    periodicity: text('periodicity').$type<Periodicity>().notNull().default('monthly'),
    termPeriods: integer('term_periods'),
    openingFeeBps: integer('opening_fee_bps').notNull(),
    /** Issue 30: the product policy's fee treatment when authorised (deducted from the disbursement or not). */
    openingFeeTreatment: text('opening_fee_treatment')
      .$type<OpeningFeeTreatment>()
      .notNull()
      .default('first_installment'),
    insuranceMonthlyCents: integer('insurance_monthly_cents').notNull().default(0),
    firstDueDate: date('first_due_date', { mode: 'string' }),
    policyVersionId: integer('policy_version_id').notNull(),
    /** The engine's figures when authorised (payment, CAT, totals). */
    quote: jsonb('quote').$type<QuoteFigures>().notNull(),
    authorisedByUserId: integer('authorised_by_user_id')
      .notNull()
      .references(() => users.id),
    authorisedAt: timestamp('authorised_at', { withTimezone: true }).notNull().defaultNow(),
    supersededAt: timestamp('superseded_at', { withTimezone: true }),
  },
  (table) => [index('term_authorisations_app_idx').on(table.applicationId, table.supersededAt)],
)
