import { z } from 'zod'
import { boundedDateSchema, idTextSchema, versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listEnvelope } from '../common/list-envelope'
import { listQuerySchema } from '../common/list-query'
import { creditProducts } from '../permissions/permissions'

/*
 * The CFDI of each payment's interest, late interest and fees (issue 34 item 5, docs/accounting.md "CFDI de
 * intereses y comisiones"): the list and one invoice under the books, its XML and PDF, sending it again to the
 * customer and stamping again one the PAC refused; a loan's own invoices for its page.
 */
export const cfdiPaths = {
  list: '/api/v1/accounting/cfdi',
  one: '/api/v1/accounting/cfdi/:cfdiId',
  xml: '/api/v1/accounting/cfdi/:cfdiId/xml',
  pdf: '/api/v1/accounting/cfdi/:cfdiId/pdf',
  resend: '/api/v1/accounting/cfdi/:cfdiId/resend',
  retry: '/api/v1/accounting/cfdi/:cfdiId/retry',
  ofLoan: '/api/v1/credit-applications/:origin/:id/loan/cfdi',
} as const

/**
 * Where an invoice stands: waiting for its stamp (the job), stamped, refused by the PAC (retry), asked to be
 * cancelled at the SAT after its payment was reversed, cancelled (or never stamped and dropped with its payment).
 */
export const cfdiStatuses = ['pending', 'stamped', 'failed', 'cancel_pending', 'cancelled'] as const
export type CfdiStatus = (typeof cfdiStatuses)[number]
const cfdiChargeKinds = ['ordinary_interest', 'late_interest', 'fee'] as const

const cfdiConceptoSchema = z.object({
  kind: z.enum(cfdiChargeKinds),
  baseCents: z.number().int(),
  ivaCents: z.number().int(),
})

export const cfdiSchema = z.object({
  id: z.number().int(),
  /** Serie and folio of the comprobante ("I-123"). */
  serie: z.string(),
  folio: z.number().int(),
  status: z.enum(cfdiStatuses),
  /** The folio fiscal, once stamped. */
  uuid: z.string().nullable(),
  paymentId: z.number().int(),
  paidOn: z.string(),
  /** The business day it was issued on (the list's date range). */
  issuedOn: z.string(),
  stampedAt: z.string().nullable(),
  loan: z.object({
    origin: z.enum(creditProducts),
    applicationId: z.number().int(),
    folio: z.number().int(),
  }),
  receptor: z.object({ rfc: z.string(), name: z.string() }),
  conceptos: z.array(cfdiConceptoSchema),
  subTotalCents: z.number().int(),
  ivaCents: z.number().int(),
  totalCents: z.number().int(),
  /** Stamped by the sandbox PAC: no fiscal validity (shown wherever the invoice is). */
  sandbox: z.boolean(),
  /** The PAC's refusal of the last try (its SAT code and words), for a failed one. */
  error: z.object({ code: z.string(), message: z.string() }).nullable(),
  mailedTo: z.string().nullable(),
  mailedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  /** The SAT's cancellation motive ("02": comprobante emitido con errores sin relación). */
  cancellationMotive: z.string().nullable(),
  version: z.number().int(),
})
export type Cfdi = z.infer<typeof cfdiSchema>

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const optionalDate = z.preprocess(emptyToUndefined, boundedDateSchema().optional())
const cfdiSortKeys = ['issuedOn', 'folio', 'total'] as const

/** A folio fiscal: the 36 characters of a UUID, in either case. */
const uuidText = z
  .string()
  .trim()
  .regex(/^[0-9a-fA-F]{8}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{4}-[0-9a-fA-F]{12}$/, {
    message: fieldError('invalid_format'),
  })
  .transform((value) => value.toUpperCase())

export const cfdiListQuerySchema = listQuerySchema(cfdiSortKeys)
  .extend({
    /** The loan's application folio. */
    loanFolio: z.preprocess(emptyToUndefined, idTextSchema().optional()),
    status: z.preprocess(
      emptyToUndefined,
      z.enum(cfdiStatuses, { message: fieldError('invalid_choice') }).optional(),
    ),
    from: optionalDate,
    to: optionalDate,
    uuid: z.preprocess(emptyToUndefined, uuidText.optional()),
  })
  .superRefine((value, context) => {
    if (value.from && value.to && value.from > value.to)
      context.addIssue({ code: 'custom', path: ['to'], message: fieldError('invalid_value') })
  })
export type CfdiListQuery = z.infer<typeof cfdiListQuerySchema>
export const cfdiListResponseSchema = listEnvelope(cfdiSchema)
export type CfdiListResponse = z.infer<typeof cfdiListResponseSchema>

export const cfdiParamsSchema = z.object({ cfdiId: idTextSchema() })
/** Resend and retry carry the version read (a change meanwhile is a 409). */
export const cfdiActionSchema = z.object({ version: versionSchema() }).strict()

export const loanCfdiResponseSchema = z.object({ items: z.array(cfdiSchema) })
