import { sql } from 'drizzle-orm'
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { roles } from '../roles/roles.schema'
import { users } from '../users/users.schema'

/**
 * A list screen's saved view (issue 20): the list's query string under a name. Shared views are visible to
 * everyone holding `shared_role_id` (the owner's role when they shared it). One default per owner and screen.
 */
export const savedViews = pgTable(
  'saved_views',
  {
    id: serial('id').primaryKey(),
    ownerUserId: integer('owner_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    screen: text('screen').notNull(),
    name: text('name').notNull(),
    query: text('query').notNull(),
    sharedRoleId: integer('shared_role_id').references(() => roles.id, { onDelete: 'set null' }),
    isDefault: boolean('is_default').notNull().default(false),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('saved_views_owner_screen_name_idx').on(table.ownerUserId, table.screen, table.name),
    uniqueIndex('saved_views_one_default_idx')
      .on(table.ownerUserId, table.screen)
      .where(sql`${table.isDefault}`),
    index('saved_views_shared_idx').on(table.sharedRoleId, table.screen),
  ],
)
