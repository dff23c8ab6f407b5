import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { ApprovalStatus } from '@mesa/contracts'
import { users } from '../users/users.schema'

/**
 * The four-eyes queue (issue 30): a sensitive write waits here as a request until a second person approves
 * it; the approval runs the kind's write in the same transaction that marks the request approved.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    payload: jsonb('payload').$type<unknown>().notNull(),
    status: text('status').$type<ApprovalStatus>().notNull().default('pending'),
    requestedBy: integer('requested_by')
      .notNull()
      .references(() => users.id),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedBy: integer('decided_by').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decisionNote: text('decision_note'),
    result: jsonb('result').$type<unknown>(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    // One pending request per kind and subject: a second ask while one waits is a 409 approval_pending.
    uniqueIndex('approval_requests_one_pending')
      .on(table.kind, table.subjectType, table.subjectId)
      .where(sql`${table.status} = 'pending'`),
    index('approval_requests_status_idx').on(table.status, table.requestedAt),
  ],
)

/**
 * Separation of duties as data: each enabled pair names two acts one person may not both do on the same
 * application or loan. `*` stands for any act. Administrators edit the pairs.
 */
export const dutyPolicies = pgTable(
  'duty_policies',
  {
    id: serial('id').primaryKey(),
    actA: text('act_a').notNull(),
    actB: text('act_b').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('duty_policies_pair_key').on(table.actA, table.actB)],
)

/** Who did which act on which application or loan: what a later act is checked against. */
export const dutyActs = pgTable(
  'duty_acts',
  {
    id: serial('id').primaryKey(),
    scopeType: text('scope_type').notNull(),
    scopeId: text('scope_id').notNull(),
    act: text('act').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // An act is recorded once per user and scope: a repeat changes nothing the check needs.
    uniqueIndex('duty_acts_scope_act_user_key').on(table.scopeType, table.scopeId, table.act, table.userId),
  ],
)
