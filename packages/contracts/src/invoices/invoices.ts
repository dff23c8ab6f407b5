import { z } from 'zod'
import { fieldError } from '../common/errors'
import { multiLineText, safeEmail, singleLineText } from '../common/text'
import { boundedDateSchema, idParams, idSchema, versionSchema } from '../common/bounds'
import { cappedTotalShape, listQuerySchema } from '../common/list-query'
import { invoiceServices, invoiceSortKeys, invoiceStatuses, invoicePaymentMethods } from './catalogs'
import { toHundredths } from './totals'

/** The invoice endpoints: spec §7 for clients, list, detail and delete; the rest are ours. */
export const invoicePaths = {
  clients: '/api/apps/invoice/clients',
  list: '/api/apps/invoice',
  item: '/api/apps/invoice/:id',
  /** Moves the selected invoices to the trash, all or nothing (issue 20's bulk actions). */
  bulk: '/api/apps/invoice/bulk',
  pdf: '/api/apps/invoice/:id/pdf',
  send: '/api/apps/invoice/:id/send',
  payments: '/api/apps/invoice/:id/payments',
} as const

/** The spec's fixed texts (spec §8). */
export const INVOICE_NOT_FOUND_MESSAGE = 'No invoice found with this id'

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

// ---------------------------------------------------------------- list (spec §7)

/** `{ start, end }`, YYYY-MM-DD each, both optional; inclusive on the issue date. */
export const invoiceDateRangeSchema = z.object({
  start: z.preprocess(emptyToUndefined, boundedDateSchema().optional()),
  end: z.preprocess(emptyToUndefined, boundedDateSchema().optional()),
})
export type InvoiceDateRange = z.infer<typeof invoiceDateRangeSchema>

/**
 * The range arrives as JSON text (`selectedDateRange={"start":"2025-01-01","end":"2025-01-31"}`, what a
 * fetch client makes of an object) or as bracket keys (`selectedDateRange[start]=...`, folded below).
 */
const dateRangeParamSchema = z.preprocess((value) => {
  if (value === undefined || value === '' || value === null) return undefined
  if (typeof value !== 'string' || value.length > 200) return value
  try {
    return JSON.parse(value) as unknown
  } catch {
    return value
  }
}, invoiceDateRangeSchema.optional())

const foldBracketRange = (query: unknown) => {
  if (!query || typeof query !== 'object' || Array.isArray(query)) return query
  const record = query as Record<string, unknown>
  const start = record['selectedDateRange[start]']
  const end = record['selectedDateRange[end]']
  if (start === undefined && end === undefined) return query
  const { 'selectedDateRange[start]': _start, 'selectedDateRange[end]': _end, ...rest } = record
  return { ...rest, selectedDateRange: JSON.stringify({ start, end }) }
}

export const invoiceListFilterSchema = listQuerySchema(invoiceSortKeys).extend({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(invoiceStatuses, { error: fieldError('invalid_choice') }).optional(),
  ),
  selectedDateRange: dateRangeParamSchema,
})
export const invoiceListQuerySchema = z.preprocess(foldBracketRange, invoiceListFilterSchema)
export type InvoiceListQuery = z.infer<typeof invoiceListFilterSchema>

/** The invoice's client as spec §3 shows it. */
export const invoiceClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  company: z.string(),
  companyEmail: z.string(),
  address: z.string(),
  country: z.string(),
  contact: z.string(),
})
export type InvoiceClient = z.infer<typeof invoiceClientSchema>

export const invoiceClientsResponseSchema = z.array(invoiceClientSchema)

/** An invoice as the list shows it: spec §3 "Invoice". Money in integer centavos. */
export const invoiceListItemSchema = z.object({
  id: z.number().int(),
  issuedDate: z.string(),
  dueDate: z.string(),
  client: invoiceClientSchema.omit({ id: true }),
  /** The first line's service. */
  service: z.enum(invoiceServices),
  /** Centavos. */
  total: z.number().int(),
  avatar: z.string(),
  invoiceStatus: z.enum(invoiceStatuses),
  /** Centavos still owed: negative when overpaid, zero when settled. */
  balance: z.number().int(),
})
export type InvoiceListItem = z.infer<typeof invoiceListItemSchema>

export const invoiceListResponseSchema = z.object({
  invoices: z.array(invoiceListItemSchema),
  totalInvoices: z.number().int(),
  ...cappedTotalShape,
})
export type InvoiceListResponse = z.infer<typeof invoiceListResponseSchema>

export const invoiceIdParamsSchema = idParams

// ---------------------------------------------------------------- writes

/** At most this many hours or units per line, and this price, so every product stays an exact JS integer. */
export const MAX_INVOICE_LINE_QUANTITY = 10_000
export const MAX_INVOICE_LINE_PRICE_CENTS = 100_000_000
export const MAX_INVOICE_LINES = 50

/** A decimal with at most two places, between min and max. */
const twoPlaces = (min: number, max: number) =>
  z
    .number({ error: fieldError('invalid_value') })
    .finite(fieldError('invalid_value'))
    .min(min, fieldError('too_small', min))
    .max(max, fieldError('too_big', max))
    .refine((value) => !Number.isNaN(toHundredths(value)), fieldError('invalid_format'))

export const invoiceLineInputSchema = z.object({
  service: z.enum(invoiceServices, { error: fieldError('invalid_choice') }),
  description: multiLineText().trim().max(500, fieldError('too_long', 500)).default(''),
  /** Hours or units, up to two decimals (1.5 hours). */
  quantity: twoPlaces(0.01, MAX_INVOICE_LINE_QUANTITY),
  /** Price of one hour or unit, in centavos. */
  priceCents: z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(0, fieldError('too_small', 0))
    .max(MAX_INVOICE_LINE_PRICE_CENTS, fieldError('too_big', MAX_INVOICE_LINE_PRICE_CENTS)),
  /** Percent off this line, up to two decimals. */
  discountPercent: twoPlaces(0, 100).default(0),
})
export type InvoiceLineInput = z.input<typeof invoiceLineInputSchema>

const invoiceBodySchema = z.object({
  clientId: idSchema('required'),
  issuedDate: boundedDateSchema(),
  dueDate: boundedDateSchema(),
  items: z
    .array(invoiceLineInputSchema)
    .min(1, fieldError('too_few', 1))
    .max(MAX_INVOICE_LINES, fieldError('too_many', MAX_INVOICE_LINES)),
  note: multiLineText().trim().max(1000, fieldError('too_long', 1000)).default(''),
})

/** Due on or after the day it is issued: a field error on the due date. */
const dueOnOrAfterIssue = (invoice: { issuedDate: string; dueDate: string }, ctx: z.RefinementCtx) => {
  if (invoice.dueDate < invoice.issuedDate)
    ctx.addIssue({ code: 'custom', path: ['dueDate'], message: fieldError('due_before_issued') })
}

export const invoiceCreateSchema = invoiceBodySchema.superRefine(dueOnOrAfterIssue)
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>
export type InvoiceCreate = z.output<typeof invoiceCreateSchema>

export const invoiceUpdateSchema = invoiceBodySchema
  .extend({ version: versionSchema('required') })
  .superRefine(dueOnOrAfterIssue)
export type InvoiceUpdateInput = z.input<typeof invoiceUpdateSchema>
export type InvoiceUpdate = z.output<typeof invoiceUpdateSchema>

export const invoicePaymentCreateSchema = z.object({
  version: versionSchema('required'),
  amountCents: z
    .number({ error: fieldError('required') })
    .int(fieldError('not_integer'))
    .min(1, fieldError('too_small', 1))
    .max(1_000_000_000, fieldError('too_big', 1_000_000_000)),
  paidOn: boundedDateSchema(),
  method: z.enum(invoicePaymentMethods, { error: fieldError('invalid_choice') }),
  note: singleLineText().trim().max(200, fieldError('too_long', 200)).default(''),
})
export type InvoicePaymentCreateInput = z.input<typeof invoicePaymentCreateSchema>
export type InvoicePaymentCreate = z.output<typeof invoicePaymentCreateSchema>

/** The languages an invoice is printed and mailed in (Arabic is printed in English, see the API). */
export const invoiceDocumentLanguages = ['es', 'en', 'fr', 'ar'] as const

/**
 * Send by e-mail: to the client's company e-mail unless `to` names another address; the PDF and the
 * mail's text in `language` (default: the sender's own language).
 */
export const invoiceSendSchema = z.object({
  version: versionSchema('required'),
  to: z.preprocess(emptyToUndefined, safeEmail(200).optional()),
  language: z.enum(invoiceDocumentLanguages, { error: fieldError('invalid_choice') }).optional(),
})
export type InvoiceSendInput = z.input<typeof invoiceSendSchema>

// ---------------------------------------------------------------- detail (spec §7: invoice, paymentDetails)

export const invoiceLineSchema = z.object({
  service: z.enum(invoiceServices),
  description: z.string(),
  quantity: z.number(),
  priceCents: z.number().int(),
  discountPercent: z.number(),
  /** quantity × price − discount, centavos. */
  amountCents: z.number().int(),
})
export type InvoiceLine = z.infer<typeof invoiceLineSchema>

export const invoicePaymentSchema = z.object({
  id: z.number().int(),
  amountCents: z.number().int(),
  paidOn: z.string(),
  method: z.enum(invoicePaymentMethods),
  note: z.string(),
  recordedBy: z.string(),
  createdAt: z.string(),
})
export type InvoicePayment = z.infer<typeof invoicePaymentSchema>

export const invoiceDetailSchema = invoiceListItemSchema.extend({
  clientId: z.number().int(),
  items: z.array(invoiceLineSchema),
  note: z.string(),
  subtotal: z.number().int(),
  discount: z.number().int(),
  taxRatePercent: z.number(),
  tax: z.number().int(),
  paid: z.number().int(),
  payments: z.array(invoicePaymentSchema),
  sentAt: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type InvoiceDetail = z.infer<typeof invoiceDetailSchema>

/** Where the client pays (spec §3 paymentDetails); totalDue is the balance in centavos. */
export const invoicePaymentDetailsSchema = z.object({
  totalDue: z.number().int(),
  bankName: z.string(),
  country: z.string(),
  iban: z.string(),
  swiftCode: z.string(),
})
export type InvoicePaymentDetails = z.infer<typeof invoicePaymentDetailsSchema>

export const invoiceResponseSchema = z.object({
  invoice: invoiceDetailSchema,
  paymentDetails: invoicePaymentDetailsSchema,
})
export type InvoiceResponse = z.infer<typeof invoiceResponseSchema>

/** The PDF's language (`?lang=`): the screen's; without it the user's saved language. Arabic prints in English. */
export const invoicePdfQuerySchema = z.object({ lang: z.enum(invoiceDocumentLanguages).optional() })
