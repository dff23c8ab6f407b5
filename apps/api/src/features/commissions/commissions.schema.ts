import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { CommissionStatus } from '@mesa/contracts'
import { allies } from '../allies/allies.schema'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

/** The commission rule of one ally type (allies.type: Agencia, Lote seminuevos, ...). */
export const commissionRules = pgTable('commission_rules', {
  allyType: text('ally_type').primaryKey(),
  rateBps: integer('rate_bps').notNull(),
  minimumCents: bigint('minimum_cents', { mode: 'number' }),
  maximumCents: bigint('maximum_cents', { mode: 'number' }),
  active: boolean('active').notNull().default(true),
  version: integer('version').notNull().default(1),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * The commission earned by the ally on one application, with the rule's terms copied as applied (a later
 * change of the rule does not rewrite an earned commission).
 */
export const commissions = pgTable(
  'commissions',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id),
    allyType: text('ally_type').notNull(),
    financedCents: bigint('financed_cents', { mode: 'number' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    minimumCents: bigint('minimum_cents', { mode: 'number' }),
    maximumCents: bigint('maximum_cents', { mode: 'number' }),
    baseCents: bigint('base_cents', { mode: 'number' }).notNull(),
    ivaCents: bigint('iva_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    status: text('status').$type<CommissionStatus>().notNull().default('pending'),
    payableAt: timestamp('payable_at', { withTimezone: true }),
    paidOn: date('paid_on', { mode: 'string' }),
    paymentReference: text('payment_reference'),
    paidByUserId: integer('paid_by_user_id').references(() => users.id),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('commissions_application_key').on(table.applicationId),
    index('commissions_created_idx').on(table.createdAt, table.id),
    index('commissions_status_idx').on(table.status, table.createdAt, table.id),
    index('commissions_ally_idx').on(table.allyId),
  ],
)
