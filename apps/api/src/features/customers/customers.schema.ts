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
import type { CustomerRecordAddress } from '@mesa/contracts'

/**
 * One record per person (issue 16), deduplicated by CURP: the applications with that CURP are theirs (and
 * so the loans, which are applications after funding). Contact data gathers what every capture brought.
 */
export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    curp: text('curp').notNull(),
    rfc: text('rfc').notNull().default(''),
    firstNames: text('first_names').notNull(),
    lastName1: text('last_name1').notNull(),
    lastName2: text('last_name2').notNull().default(''),
    birthDate: date('birth_date', { mode: 'string' }),
    phones: jsonb('phones').$type<string[]>().notNull().default([]),
    emails: jsonb('emails').$type<string[]>().notNull().default([]),
    addresses: jsonb('addresses').$type<CustomerRecordAddress[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    uniqueIndex('customers_curp_idx').on(table.curp),
    index('customers_last_name_idx').on(table.lastName1, table.firstNames),
  ],
)
