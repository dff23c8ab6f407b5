import { sql } from 'drizzle-orm'
import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import type { InvoiceService, InvoiceStatus, InvoicePaymentMethod } from '@mesa/contracts'
import { users } from '../users/users.schema'

/** Money in centavos: bigint, since 50 lines of up to 10 000 hours at $1 000 000 exceed int4. */
const money = (name: string) => bigint(name, { mode: 'number' })

/** A company we bill (spec §3 invoice client). */
export const invoiceClients = pgTable('invoice_clients', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  company: text('company').notNull(),
  companyEmail: text('company_email').notNull(),
  address: text('address').notNull(),
  country: text('country').notNull(),
  contact: text('contact').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
})

/**
 * An invoice (spec §3). Its number is its id, from 4987 on. Totals are kept on the row (computed from the
 * lines by contracts `invoiceTotals` on every write) so the list sorts and pages on them in SQL; `paid` is
 * the sum of its payments and `balance` total − paid. Deleting sets `deleted_at` (the number stays used).
 */
export const invoices = pgTable(
  'invoices',
  {
    // Invoice numbers start at 4987 (contracts FIRST_INVOICE_ID, spec §3).
    id: integer('id').primaryKey().generatedByDefaultAsIdentity({ startWith: 4987 }),
    clientId: integer('client_id')
      .notNull()
      .references(() => invoiceClients.id),
    issuedDate: date('issued_date', { mode: 'string' }).notNull(),
    dueDate: date('due_date', { mode: 'string' }).notNull(),
    service: text('service').$type<InvoiceService>().notNull(),
    status: text('status').$type<InvoiceStatus>().notNull().default('Draft'),
    note: text('note').notNull().default(''),
    subtotalCents: money('subtotal_cents').notNull(),
    discountCents: money('discount_cents').notNull(),
    taxBasisPoints: integer('tax_basis_points').notNull(),
    taxCents: money('tax_cents').notNull(),
    totalCents: money('total_cents').notNull(),
    paidCents: money('paid_cents').notNull().default(0),
    balanceCents: money('balance_cents').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (table) => [
    index('invoices_issued_date_idx')
      .on(table.issuedDate)
      .where(sql`${table.deletedAt} is null`),
    index('invoices_status_due_idx')
      .on(table.status, table.dueDate)
      .where(sql`${table.deletedAt} is null`),
  ],
)

/** The lines of an invoice, in order. Quantity in hundredths, discount in basis points (contracts totals.ts). */
export const invoiceItems = pgTable(
  'invoice_items',
  {
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    service: text('service').$type<InvoiceService>().notNull(),
    description: text('description').notNull().default(''),
    quantityHundredths: integer('quantity_hundredths').notNull(),
    priceCents: integer('price_cents').notNull(),
    discountBasisPoints: integer('discount_basis_points').notNull().default(0),
    amountCents: money('amount_cents').notNull(),
  },
  (table) => [uniqueIndex('invoice_items_position_key').on(table.invoiceId, table.position)],
)

/** Money received against an invoice. */
export const invoicePayments = pgTable(
  'invoice_payments',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    amountCents: money('amount_cents').notNull(),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    method: text('method').$type<InvoicePaymentMethod>().notNull(),
    note: text('note').notNull().default(''),
    recordedByUserId: integer('recorded_by_user_id').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('invoice_payments_invoice_idx').on(table.invoiceId)],
)
