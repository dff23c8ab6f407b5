/** The demo store's settings record; at the feature's top level so it may name the users table. */
import type { StoreSettingsInput } from '@mesa/contracts'
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import { users } from '../users/users.schema'

/**
 * One row per store (the demo has one, store 'main'). The tabs' values are one JSON document, checked by the
 * contract's schema on every write; the version guards concurrent saves.
 */
export const demoStoreSettings = pgTable('demo_store_settings', {
  storeKey: text('store_key').primaryKey(),
  settings: jsonb('settings').$type<StoreSettingsInput>().notNull(),
  version: integer('version').notNull().default(1),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id, { onDelete: 'set null' }),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
