import { bigint, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core'
import type {
  VerificationDocumentKind,
  VerificationKind,
  VerificationOcrComparison,
  VerificationOcrStatus,
  VerificationStatus,
} from '@mesa/contracts'
import { customers } from '../customers/customers.schema'
import { users } from '../users/users.schema'

/** An identity verification: a customer's, or a seller's onboarding (RFC and CLABE kept as sent). */
export const verifications = pgTable(
  'verifications',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').$type<VerificationKind>().notNull(),
    customerId: integer('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    sellerUserId: integer('seller_user_id').references(() => users.id),
    rfc: text('rfc').notNull().default(''),
    clabe: text('clabe').notNull().default(''),
    status: text('status').$type<VerificationStatus>().notNull().default('pending'),
    reason: text('reason').notNull().default(''),
    decidedByUserId: integer('decided_by_user_id').references(() => users.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    version: integer('version').notNull().default(1),
  },
  (table) => [
    index('verifications_customer_idx').on(table.customerId),
    index('verifications_seller_idx').on(table.sellerUserId),
  ],
)

export const verificationDocuments = pgTable(
  'verification_documents',
  {
    id: serial('id').primaryKey(),
    verificationId: integer('verification_id')
      .notNull()
      .references(() => verifications.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<VerificationDocumentKind>().notNull(),
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    uploadedByUserId: integer('uploaded_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_documents_idx').on(table.verificationId)],
)

/**
 * The latest OCR reading of a customer verification's ID and proof of address (one row per verification):
 * each run counts up, and a job only stores its result while its run is still the latest.
 */
export const verificationOcrReads = pgTable('verification_ocr_reads', {
  verificationId: integer('verification_id')
    .primaryKey()
    .references(() => verifications.id, { onDelete: 'cascade' }),
  status: text('status').$type<VerificationOcrStatus>().notNull().default('pending'),
  run: integer('run').notNull().default(1),
  comparisons: jsonb('comparisons').$type<VerificationOcrComparison[]>().notNull().default([]),
  error: text('error').notNull().default(''),
  requestedByUserId: integer('requested_by_user_id').references(() => users.id),
  startedAt: timestamp('started_at', { withTimezone: true }),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
})
