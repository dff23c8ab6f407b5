import { z } from 'zod'
import { fieldError } from '../common/errors'
import { amountSchema, boundedDateSchema, idTextSchema, versionSchema } from '../common/bounds'
import { listQuerySchema, queryBooleanSchema } from '../common/list-query'
import { singleLineText } from '../common/text'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'
import { vinSchema } from './vin-field'
import { listEnvelope } from '../common/list-envelope'

/** VIN records and the purchase from the dealer (issue 15, "Vehicle"): full API paths. */
export const vehiclePaths = {
  vins: '/api/v1/vehicles/vins',
  vin: '/api/v1/vehicles/vins/:id',
  applicationVin: '/api/v1/vehicles/applications/:origin/:id/vin',
  applicationPurchase: '/api/v1/vehicles/applications/:origin/:id/purchase',
  purchaseReceipt: '/api/v1/vehicles/applications/:origin/:id/purchase/receipt',
} as const

const text = (max: number) => singleLineText().trim().max(max)
const required = (max: number) => text(max).min(1, fieldError('required'))
const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value)

/** What a person types for a VIN record; the decoded parts come from the VIN itself. */
export const vinRecordInputSchema = z
  .object({
    vin: vinSchema(),
    make: required(60),
    model: required(60),
    version: text(80).default(''),
    colour: text(40).default(''),
    engineNumber: text(30).default(''),
    invoiceNumber: text(40).default(''),
    invoiceDate: z.preprocess(emptyToNull, boundedDateSchema().nullable()).default(null),
    invoiceValueCents: z
      .preprocess(emptyToNull, amountSchema().int(fieldError('not_integer')).nullable())
      .default(null),
  })
  .strict()
export type VinRecordInput = z.infer<typeof vinRecordInputSchema>
/** The edit carries the record's optimistic version as `recordVersion` (`version` is the vehicle's trim). */
export const updateVinRecordSchema = vinRecordInputSchema.extend({ recordVersion: versionSchema() }).strict()
export type UpdateVinRecordRequest = z.infer<typeof updateVinRecordSchema>

/** An application a VIN is linked to; `live` when it is neither rejected nor cancelled. */
export const vinApplicationSchema = z.object({
  id: z.number().int(),
  folio: z.number().int(),
  product: creditProductSchema,
  stage: stageSchema,
  applicantName: z.string(),
  allyName: z.string(),
  live: z.boolean(),
  linkedAt: z.string(),
})
export type VinApplication = z.infer<typeof vinApplicationSchema>

export const vinRecordSchema = z.object({
  id: z.number().int(),
  vin: z.string(),
  wmi: z.string(),
  manufacturer: z.string().nullable(),
  region: z.string(),
  modelYear: z.number().int().nullable(),
  /** The check digit does not compute, outside North America where it is optional (a warning). */
  checkDigitWarning: z.boolean(),
  make: z.string(),
  model: z.string(),
  version: z.string(),
  colour: z.string(),
  engineNumber: z.string(),
  invoiceNumber: z.string(),
  invoiceDate: z.string().nullable(),
  invoiceValueCents: z.number().int().nullable(),
  /** Applications linked, newest first; those in the caller's row scope only. */
  applications: z.array(vinApplicationSchema),
  /** Financed twice: linked to two or more live applications (counted over every application). */
  doubleFinancing: z.boolean(),
  liveApplications: z.number().int(),
  recordVersion: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type VinRecord = z.infer<typeof vinRecordSchema>

export const vinSortKeys = ['vin', 'make', 'modelYear', 'createdAt'] as const
export const vinListQuerySchema = listQuerySchema(vinSortKeys).extend({
  /** Only VINs financed twice (the list's "alertas" filter). */
  alert: queryBooleanSchema,
})
export type VinListQuery = z.infer<typeof vinListQuerySchema>
export const vinListItemSchema = vinRecordSchema.omit({ applications: true }).extend({
  folios: z.array(z.number().int()),
})
export type VinListItem = z.infer<typeof vinListItemSchema>
export const vinListResponseSchema = listEnvelope(vinListItemSchema)
export type VinListResponse = z.infer<typeof vinListResponseSchema>
export const vinParamsSchema = z.object({ id: idTextSchema() })

/** The file's vin tab: its record, or the application's vehicle to start one from. */
export const applicationVinSchema = z.object({
  record: vinRecordSchema.nullable(),
  vehicle: z.object({
    make: z.string(),
    model: z.string(),
    version: z.string(),
    year: z.number().int(),
    vin: z.string(),
  }),
})
export type ApplicationVin = z.infer<typeof applicationVinSchema>
/**
 * Link the application to the record of this VIN, creating it from these fields when none exists (the
 * fields are ignored for an existing record: edit it on its own screen).
 */
export type LinkVinRequest = VinRecordInput

// ---------------------------------------------------------------- purchase from the dealer

export const purchaseInputSchema = z
  .object({
    dealerInvoiceNumber: required(40),
    priceCents: amountSchema().int(fieldError('not_integer')).min(1, fieldError('too_small', 1)),
    downPaymentCents: amountSchema().int(fieldError('not_integer')),
    deliveryDate: z.preprocess(emptyToNull, boundedDateSchema().nullable()).default(null),
    /** null when the purchase is recorded for the first time. */
    version: z.preprocess(emptyToNull, versionSchema().nullable()).default(null),
  })
  .strict()
  .refine((value) => value.downPaymentCents <= value.priceCents, {
    path: ['downPaymentCents'],
    message: fieldError('too_big'),
  })
export type PurchaseInput = z.infer<typeof purchaseInputSchema>

export const purchaseSchema = z.object({
  dealerInvoiceNumber: z.string(),
  priceCents: z.number().int(),
  downPaymentCents: z.number().int(),
  deliveryDate: z.string().nullable(),
  receipt: z
    .object({ fileName: z.string(), contentType: z.string(), size: z.number().int(), uploadedAt: z.string() })
    .nullable(),
  version: z.number().int(),
  updatedAt: z.string(),
})
export type Purchase = z.infer<typeof purchaseSchema>

/** The file's purchase tab: the purchase and how it squares with the amount asked for. */
export const applicationPurchaseSchema = z.object({
  purchase: purchaseSchema.nullable(),
  requestedAmountCents: z.number().int(),
  /** The authorised amount once terms are authorised, else null. */
  authorisedAmountCents: z.number().int().nullable(),
  /** price − down payment − (authorised or requested amount); 0 when consistent, null without a purchase. */
  differenceCents: z.number().int().nullable(),
})
export type ApplicationPurchase = z.infer<typeof applicationPurchaseSchema>
