import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core'
import type { CfdiStatus, CreditProduct } from '@mesa/contracts'
import type { CfdiOfPaymentInput } from './cfdi-input'

const cents = (name: string) => bigint(name, { mode: 'number' })

/**
 * The CFDI of one payment's interest, late interest and fees (issue 34 item 5). Written `pending` in the
 * payment's transaction with the whole input it will be built from (frozen: a later change of the lender's or
 * the customer's data does not change an invoice already asked for), then stamped by a job. One per payment
 * (`payment_id` unique): a payment announced twice, or a job run twice, never makes a second invoice.
 */
export const cfdiDocuments = pgTable(
  'cfdi_documents',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id').notNull().unique(),
    loanId: integer('loan_id').notNull(),
    applicationId: integer('application_id').notNull(),
    /** The loan's application folio and product, copied for the list (they never change). */
    loanFolio: integer('loan_folio').notNull(),
    product: text('product').$type<CreditProduct>().notNull(),
    serie: text('serie').notNull(),
    status: text('status').$type<CfdiStatus>().notNull().default('pending'),
    paidOn: date('paid_on', { mode: 'string' }).notNull(),
    /** The business day it was issued on. */
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    /** Everything the XML is built from, Fecha included (a retried stamp seals the same document). */
    input: jsonb('input').$type<CfdiOfPaymentInput>().notNull(),
    receptorRfc: text('receptor_rfc').notNull(),
    receptorName: text('receptor_name').notNull(),
    subTotalCents: cents('sub_total_cents').notNull(),
    ivaCents: cents('iva_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    /** The customer's address when it was issued (null: none on file, nothing is mailed). */
    customerEmail: text('customer_email'),
    uuid: text('uuid').unique(),
    /** The stamped XML (with its TimbreFiscalDigital); the PDF is printed from it on demand. */
    xml: text('xml'),
    sandbox: boolean('sandbox').notNull().default(true),
    stampedAt: timestamp('stamped_at', { withTimezone: true }),
    errorCode: text('error_code'),
    errorMessage: text('error_message'),
    mailedAt: timestamp('mailed_at', { withTimezone: true }),
    cancellationMotive: text('cancellation_motive'),
    /** The PAC's answer to the cancellation (its acuse), kept as proof. */
    cancellationAcuse: text('cancellation_acuse'),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('cfdi_documents_issued_idx').on(table.issuedOn, table.id),
    index('cfdi_documents_loan_idx').on(table.loanId),
    index('cfdi_documents_status_idx').on(table.status),
  ],
)
