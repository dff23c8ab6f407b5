import { index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import type { TrashRecordType } from '@mesa/contracts'
import { users } from '../users/users.schema'

/**
 * The trash (issue 20): one entry per soft-deleted record (the record keeps its row with `deleted_at` set,
 * so every query that already skips deleted rows keeps skipping it). The entry says who deleted it and
 * when, until when the deleter may undo, and when the purge job erases it. Restoring or purging removes the
 * entry; the audit trail keeps the history.
 */
export const trashEntries = pgTable(
  'trash_entries',
  {
    id: serial('id').primaryKey(),
    recordType: text('record_type').$type<TrashRecordType>().notNull(),
    recordId: text('record_id').notNull(),
    label: text('label').notNull(),
    deletedBy: integer('deleted_by').references(() => users.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }).notNull().defaultNow(),
    undoUntil: timestamp('undo_until', { withTimezone: true }).notNull(),
    purgeAfter: timestamp('purge_after', { withTimezone: true }).notNull(),
    /** What the delete changed besides `deleted_at` (e.g. a user's status), so a restore puts it back. */
    previous: jsonb('previous').$type<Record<string, unknown>>().notNull().default({}),
  },
  (table) => [
    // A record is in the trash at most once: a second delete of the same record cannot happen while it is.
    uniqueIndex('trash_entries_record_key').on(table.recordType, table.recordId),
    index('trash_entries_deleted_at_idx').on(table.deletedAt),
    index('trash_entries_purge_after_idx').on(table.purgeAfter),
  ],
)
