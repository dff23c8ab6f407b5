import { z } from 'zod'
import { boundedDateSchema, idSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listEnvelope } from '../common/list-envelope'
import { multiLineText, singleLineText } from '../common/text'

/**
 * The operation reports to the authority (docs/compliance.md): relevant operations (cash at or above the
 * threshold, monthly), unusual operations and internal-concern operations (the officer's, with a narrative).
 */
export const pldReportKinds = ['relevant', 'unusual', 'internal_concern'] as const
export type PldReportKind = (typeof pldReportKinds)[number]
/** The reports an officer writes; relevant operations come from the payments themselves. */
export const pldOfficerReportKinds = ['unusual', 'internal_concern'] as const

export const pldReportStatuses = ['draft', 'final'] as const

const periodSchema = z
  .string({ error: fieldError('required') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, fieldError('invalid_format'))

export const pldPeriodQuerySchema = z.object({ period: periodSchema })

export const pldReportSchema = z.object({
  id: z.number().int(),
  kind: z.enum(pldOfficerReportKinds),
  status: z.enum(pldReportStatuses),
  subjectName: z.string(),
  applicationId: z.number().int().nullable(),
  folio: z.number().int().nullable(),
  alertId: z.number().int().nullable(),
  operationOn: z.string().nullable(),
  amountCents: z.number().int().nullable(),
  narrative: z.string(),
  createdBy: z.string().nullable(),
  detectedOn: z.string(),
  createdAt: z.string(),
  version: z.number().int(),
})
export type PldReport = z.infer<typeof pldReportSchema>
export const pldReportListResponseSchema = listEnvelope(pldReportSchema)
export type PldReportListResponse = z.infer<typeof pldReportListResponseSchema>

/** An unusual or internal-concern operation the officer writes. */
export const pldReportCreateSchema = z.object({
  kind: z.enum(pldOfficerReportKinds, { message: fieldError('invalid_choice') }),
  subjectName: singleLineText({ error: fieldError('required') })
    .trim()
    .min(2, fieldError('required'))
    .max(300, fieldError('too_long', 300)),
  applicationId: idSchema('unknown_reference').nullable().default(null),
  operationOn: boundedDateSchema().nullable().default(null),
  amountCents: z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(0, fieldError('too_small', 0))
    .max(100_000_000_000, fieldError('too_big', 100_000_000_000))
    .nullable()
    .default(null),
  narrative: multiLineText({ error: fieldError('required') })
    .trim()
    .min(20, fieldError('too_short', 20))
    .max(8000, fieldError('too_long', 8000)),
})
export type PldReportCreateRequest = z.input<typeof pldReportCreateSchema>
export type PldReportCreateInput = z.output<typeof pldReportCreateSchema>

/** A cash payment at or above the period's threshold: a relevant operation. */
export const pldRelevantOperationSchema = z.object({
  paymentId: z.number().int(),
  loanId: z.number().int(),
  folio: z.number().int(),
  customerName: z.string(),
  paidOn: z.string(),
  amountCents: z.number().int(),
  thresholdCents: z.number().int(),
})
export const pldRelevantOperationsResponseSchema = listEnvelope(pldRelevantOperationSchema, {
  period: z.string(),
  totalCents: z.number().int(),
})
export type PldRelevantOperationsResponse = z.infer<typeof pldRelevantOperationsResponseSchema>

export const pldExportQuerySchema = z.object({
  kind: z.enum(pldReportKinds, { message: fieldError('invalid_choice') }),
  period: periodSchema,
})

/**
 * The cash threshold as of a date: USD 7,500 at the dated exchange rate (pesos per dollar, four decimals as
 * an integer of ten-thousandths: 18.5000 → 185000). In force from `effectiveOn` until the next one.
 */
export const pldThresholdSchema = z.object({
  effectiveOn: z.string(),
  thresholdUsdCents: z.number().int(),
  pesosPerDollarTenThousandths: z.number().int(),
  thresholdCents: z.number().int(),
})
export type PldThreshold = z.infer<typeof pldThresholdSchema>
export const pldThresholdsResponseSchema = listEnvelope(pldThresholdSchema)

export const pldThresholdCreateSchema = z.object({
  effectiveOn: boundedDateSchema(),
  thresholdUsdCents: z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(1, fieldError('too_small', 1))
    .max(100_000_000, fieldError('too_big', 100_000_000)),
  pesosPerDollarTenThousandths: z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(10_000, fieldError('too_small', 10_000))
    .max(10_000_000, fieldError('too_big', 10_000_000)),
})
export type PldThresholdCreateRequest = z.infer<typeof pldThresholdCreateSchema>
