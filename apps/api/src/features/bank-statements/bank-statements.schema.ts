import {
  bigint,
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
import type { LineDirection, LineStatus, MatchKind, StatementFormat } from '@mesa/contracts'

const cents = (name: string) => bigint(name, { mode: 'number' })

/** A loan a line may be for (suggested or ambiguous lines keep the candidates the matching found). */
export interface LineCandidate {
  loanId: number
  applicationId: number
}

/**
 * A bank statement file as imported (issue 35). `fileSha256` makes the import idempotent: the same file again
 * answers this statement and posts nothing new.
 */
export const bankStatements = pgTable(
  'bank_statements',
  {
    id: serial('id').primaryKey(),
    fileSha256: text('file_sha256').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').$type<StatementFormat>().notNull(),
    layoutId: text('layout_id'),
    /** The statement's account (CLABE, IBAN or the bank's account number) as the file names it. */
    account: text('account').notNull(),
    currency: text('currency').notNull(),
    fromDate: date('from_date', { mode: 'string' }),
    toDate: date('to_date', { mode: 'string' }),
    status: text('status').$type<'matching' | 'done'>().notNull().default('done'),
    lineCount: integer('line_count').notNull(),
    duplicateCount: integer('duplicate_count').notNull().default(0),
    processedLines: integer('processed_lines').notNull().default(0),
    importedByUserId: integer('imported_by_user_id').notNull(),
    importedAt: timestamp('imported_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('bank_statements_file_sha256').on(table.fileSha256)],
)

/**
 * One movement of a statement. `fingerprint` (account, booking date, amount, direction, bank reference, text)
 * is unique across statements, so an overlapping statement stores, and posts, each movement once.
 */
export const bankStatementLines = pgTable(
  'bank_statement_lines',
  {
    id: serial('id').primaryKey(),
    statementId: integer('statement_id')
      .notNull()
      .references(() => bankStatements.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    fingerprint: text('fingerprint').notNull(),
    bookingDate: date('booking_date', { mode: 'string' }).notNull(),
    valueDate: date('value_date', { mode: 'string' }).notNull(),
    amountCents: cents('amount_cents').notNull(),
    direction: text('direction').$type<LineDirection>().notNull(),
    bankReference: text('bank_reference').notNull().default(''),
    reference: text('reference').notNull().default(''),
    counterpartyName: text('counterparty_name').notNull().default(''),
    counterpartyAccount: text('counterparty_account').notNull().default(''),
    /** The account the money was paid to (a referenced CLABE under the lender's concentrating account). */
    beneficiaryAccount: text('beneficiary_account').notNull().default(''),
    status: text('status').$type<LineStatus>().notNull(),
    matchedBy: text('matched_by').$type<MatchKind>(),
    reason: text('reason'),
    returnReason: text('return_reason'),
    candidates: jsonb('candidates').$type<LineCandidate[]>().notNull().default([]),
    version: integer('version').notNull().default(1),
    resolvedByUserId: integer('resolved_by_user_id'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('bank_statement_lines_fingerprint').on(table.fingerprint),
    index('bank_statement_lines_statement').on(table.statementId, table.lineNo),
    index('bank_statement_lines_status').on(table.status, table.valueDate),
  ],
)

/** The payments a line became: one, or one per loan of a split. */
export const bankLinePostings = pgTable(
  'bank_line_postings',
  {
    id: serial('id').primaryKey(),
    lineId: integer('line_id')
      .notNull()
      .references(() => bankStatementLines.id, { onDelete: 'cascade' }),
    loanId: integer('loan_id').notNull(),
    applicationId: integer('application_id').notNull(),
    paymentId: integer('payment_id').notNull(),
    amountCents: cents('amount_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('bank_line_postings_line').on(table.lineId)],
)
