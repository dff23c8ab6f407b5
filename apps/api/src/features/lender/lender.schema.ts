import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core'
import type { ConcentratingAccount, LenderFiscal, LenderIdentity } from '@mesa/contracts'
import { users } from '../users/users.schema'

/**
 * The lender's identity and its UNE (issue 33): one row per installation (id 1), updated in place with a
 * version. Installed with the standard values the first time it is read (lender-profile.ts).
 */
export const lenderProfile = pgTable('lender_profile', {
  id: integer('id').primaryKey().default(1),
  /**
   * Validated by contracts `lenderProfileRequestSchema` on every write. The concentrating account (issue 35)
   * is absent from rows saved before it: they read the standard one until an administrator saves theirs.
   */
  identity: jsonb('identity')
    .$type<LenderIdentity & { concentratingAccount?: ConcentratingAccount; fiscal?: LenderFiscal }>()
    .notNull(),
  version: integer('version').notNull().default(1),
  /** Null for the standard values the system installed. */
  updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  updatedAt: timestamp('updated_at', { withTimezone: true }),
})
