import { bigint, date, index, integer, pgTable, primaryKey, text } from 'drizzle-orm/pg-core'
import type { ArrearsBucket, CreditProduct } from '@mesa/contracts'
import { allies } from '../allies/allies.schema'

/**
 * The portfolio's arrears as they stood on a day, by ally, product and bucket: the history behind the
 * dashboard's "past-due ratio over time". The daily job writes today's row set and back-fills missing
 * month ends by replaying the loan ledgers (loan-servicing `loanFiguresOn`), so a day's figures are the
 * ledger's, not a later recomputation with different payments.
 */
export const portfolioArrearsSnapshots = pgTable(
  'portfolio_arrears_snapshots',
  {
    onDate: date('on_date', { mode: 'string' }).notNull(),
    allyId: integer('ally_id')
      .notNull()
      .references(() => allies.id),
    product: text('product').$type<CreditProduct>().notNull(),
    bucket: text('bucket').$type<ArrearsBucket>().notNull(),
    loans: integer('loans').notNull(),
    balanceCents: bigint('balance_cents', { mode: 'number' }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.onDate, table.allyId, table.product, table.bucket] }),
    index('portfolio_arrears_snapshots_ally_idx').on(table.allyId, table.onDate),
  ],
)
