import { sql } from 'drizzle-orm'
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { creditApplications } from '../credit-applications/credit-applications.schema'
import { users } from '../users/users.schema'

/**
 * A vehicle by its VIN (issue 15): one record per VIN, whatever the number of applications that finance it.
 * The decoded parts (WMI, manufacturer, region, model year) are stored as decoded when written, so the list
 * sorts and filters on them. Centavos in bigint (an invoice may exceed int4's 21 million pesos).
 */
export const vinRecords = pgTable(
  'vin_records',
  {
    id: serial('id').primaryKey(),
    vin: text('vin').notNull(),
    wmi: text('wmi').notNull(),
    manufacturer: text('manufacturer'),
    region: text('region').notNull(),
    modelYear: smallint('model_year'),
    checkDigitWarning: boolean('check_digit_warning').notNull().default(false),
    make: text('make').notNull(),
    model: text('model').notNull(),
    version: text('vehicle_version').notNull().default(''),
    colour: text('colour').notNull().default(''),
    engineNumber: text('engine_number').notNull().default(''),
    invoiceNumber: text('invoice_number').notNull().default(''),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    invoiceValueCents: bigint('invoice_value_cents', { mode: 'number' }),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    recordVersion: integer('record_version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('vin_records_vin_key').on(table.vin),
    index('vin_records_vin_trgm_idx').using('gin', sql`${table.vin} gin_trgm_ops`),
    index('vin_records_created_idx').on(table.createdAt, table.id),
    index('vin_records_make_idx').on(table.make, table.id),
    index('vin_records_year_idx').on(table.modelYear, table.id),
  ],
)

/** Which VIN an application finances: one per application; a VIN on two live applications is an alert. */
export const vinLinks = pgTable(
  'vin_links',
  {
    applicationId: integer('application_id')
      .notNull()
      .references(() => creditApplications.id),
    vinRecordId: integer('vin_record_id')
      .notNull()
      .references(() => vinRecords.id),
    linkedByUserId: integer('linked_by_user_id').references(() => users.id),
    linkedAt: timestamp('linked_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.applicationId] }),
    index('vin_links_record_idx').on(table.vinRecordId),
  ],
)

/** The purchase of the vehicle from the dealer, one per application, with the down-payment receipt. */
export const vehiclePurchases = pgTable('vehicle_purchases', {
  applicationId: integer('application_id')
    .primaryKey()
    .references(() => creditApplications.id),
  dealerInvoiceNumber: text('dealer_invoice_number').notNull(),
  priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  downPaymentCents: bigint('down_payment_cents', { mode: 'number' }).notNull(),
  deliveryDate: date('delivery_date', { mode: 'string' }),
  receiptStorageKey: text('receipt_storage_key'),
  receiptFileName: text('receipt_file_name'),
  receiptContentType: text('receipt_content_type'),
  receiptSize: integer('receipt_size'),
  receiptUploadedAt: timestamp('receipt_uploaded_at', { withTimezone: true }),
  updatedByUserId: integer('updated_by_user_id').references(() => users.id),
  version: integer('version').notNull().default(1),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
})
