import { customType, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core'
import type { PackageFileKind } from '@mesa/contracts'
import { users } from '../users/users.schema'

/** Raw bytes (PostgreSQL bytea): node-postgres answers a Buffer, PGlite a Uint8Array; both read as a Buffer. */
const bytes = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
  toDriver: (value) => value,
})

/**
 * The files of a closed month's package (issue 34 item 4, docs/accounting.md "The month's package"), written in
 * the close's transaction: the trial balance, the journal and the SAT's XML files, each validated before it is
 * stored. Kept as bytes so what is downloaded later is exactly what was closed (its SHA-256 beside it).
 */
export const accountingPeriodFiles = pgTable(
  'accounting_period_files',
  {
    period: text('period').notNull(),
    name: text('name').notNull(),
    kind: text('kind').$type<PackageFileKind>().notNull(),
    mediaType: text('media_type').notNull(),
    content: bytes('content').notNull(),
    sizeBytes: integer('size_bytes').notNull(),
    sha256: text('sha256').notNull(),
    generatedAt: timestamp('generated_at', { withTimezone: true }).notNull().defaultNow(),
    generatedBy: integer('generated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (table) => [primaryKey({ columns: [table.period, table.name] })],
)
