import { sql } from 'drizzle-orm'
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { DuplicatePolicy, ImportEntity, ImportMapping, ImportStatus, RowOutcome } from '@mesa/contracts'
import { users } from '../users/users.schema'

/**
 * One bulk import (issue 20): a file staged row by row in `import_rows`, checked, then written by a background
 * job in batches of `batch_size` rows, one transaction each. `batches_done` is the checkpoint: the batch that
 * moves it also writes its rows, so after a restart the job goes on with the next batch and never writes a row
 * twice. The counters are the job's running totals; the preview counters are refreshed after every check.
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    entity: text('entity').$type<ImportEntity>().notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    status: text('status').$type<ImportStatus>().notNull().default('staging'),
    headers: jsonb('headers').$type<string[]>().notNull(),
    headerHash: text('header_hash').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    mappingRemembered: boolean('mapping_remembered').notNull().default(false),
    totalRows: integer('total_rows').notNull().default(0),
    errorRows: integer('error_rows').notNull().default(0),
    duplicateRows: integer('duplicate_rows').notNull().default(0),
    excludedRows: integer('excluded_rows').notNull().default(0),
    duplicatePolicy: text('duplicate_policy').$type<DuplicatePolicy>().notNull().default('skip'),
    batchSize: integer('batch_size').notNull().default(1000),
    batchesDone: integer('batches_done').notNull().default(0),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    lastError: text('last_error'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [index('imports_user_idx').on(table.userId, table.createdAt)],
)

/** A staged row: the file's cells as text, the problems per field, the dedupe key and what became of it. */
export const importRows = pgTable(
  'import_rows',
  {
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** 1 for the first data row under the header. */
    rowNumber: integer('row_number').notNull(),
    cells: jsonb('cells').$type<string[]>().notNull(),
    errors: jsonb('errors').$type<Record<string, string[]>>().notNull().default({}),
    /** The normalised unique key (RFC for allies) when the row carries a valid one. */
    dedupeKey: text('dedupe_key'),
    duplicateOf: integer('duplicate_of'),
    excluded: boolean('excluded').notNull().default(false),
    outcome: text('outcome').$type<RowOutcome>().notNull().default('pending'),
    recordId: integer('record_id'),
  },
  (table) => [
    primaryKey({ columns: [table.importId, table.rowNumber] }),
    index('import_rows_key_idx').on(table.importId, table.dedupeKey),
    index('import_rows_problems_idx')
      .on(table.importId, table.rowNumber)
      .where(sql`${table.errors} <> '{}'::jsonb or ${table.duplicateOf} is not null`),
  ],
)

/** The column mapping a user chose for a file layout (the hash of its header row), offered again next time. */
export const importMappings = pgTable(
  'import_mappings',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    entity: text('entity').$type<ImportEntity>().notNull(),
    headerHash: text('header_hash').notNull(),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('import_mappings_layout_idx').on(table.userId, table.entity, table.headerHash)],
)
