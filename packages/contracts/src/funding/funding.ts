import { z } from 'zod'
import { fieldError } from '../common/errors'
import { boundedDateSchema, idSchema, idTextSchema, MAX_AMOUNT } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'
import { singleLineText } from '../common/text'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'
import { listEnvelope } from '../common/list-envelope'

/** The funding of credit applications (issue 15): by funding status, one application's, assign, disburse. */
export const fundingPaths = {
  applications: '/api/v1/funding/applications',
  /** One application by its folio (consecutivo), as /apps/fondeos/solicitudes/detail/:consecutivo opens it. */
  application: '/api/v1/funding/applications/:folio',
  assignment: '/api/v1/funding/applications/:folio/assignment',
  disbursement: '/api/v1/funding/applications/:folio/disbursement',
  /** Issue 30: the SPEI came back (its return reference); four eyes, then the application may go back. */
  disbursementCancellation: '/api/v1/funding/applications/:folio/disbursement/cancellation',
  /**
   * Treasury hands a disbursed application on to the póliza desk (fondeo → póliza) from the funding detail: the
   * file's own move with its gates and audit, for a desk that does not open the file (issue 38).
   */
  handOver: '/api/v1/funding/applications/:folio/hand-over',
} as const

/** pending: in fondeo without a funder; assigned: a line holds the amount; disbursed: SPEI sent to the ally. */
export const fundingStatuses = ['pending', 'assigned', 'disbursed'] as const
export type FundingStatus = (typeof fundingStatuses)[number]

/**
 * Why a line cannot fund an application, one entry per rule that fails: the line is switched off or outside
 * its validity dates, the product, the amount above the line's maximum per credit, the BC Score below its
 * minimum (or no bureau score at all), the vehicle older than allowed, the term longer than the line's, or
 * the amount above what is left of the line.
 */
export const eligibilityRules = [
  'line_inactive',
  'line_not_in_force',
  'product',
  'max_amount',
  'min_score',
  'no_score',
  'vehicle_age',
  'term',
  'available',
] as const
export type EligibilityRule = (typeof eligibilityRules)[number]
export const eligibilityReasonSchema = z.object({
  rule: z.enum(eligibilityRules),
  /** What the line allows and what the application has, where the rule compares two figures. */
  limit: z.union([z.number(), z.string()]).nullable(),
  actual: z.union([z.number(), z.string()]).nullable(),
})
export type EligibilityReason = z.infer<typeof eligibilityReasonSchema>

/**
 * A SPEI tracking key (clave de rastreo): up to 30 letters and digits as Banxico's SPEI rules allow; kept
 * upper-case so one transfer cannot be recorded twice under two spellings.
 */
export const speiReferenceSchema = singleLineText({ error: fieldError('required') })
  .trim()
  .toUpperCase()
  .min(1, fieldError('required'))
  .max(30, fieldError('too_long', 30))
  .regex(/^[A-Z0-9]+$/, fieldError('invalid_format'))

export const assignRequestSchema = z
  .object({
    lineId: idSchema('required'),
    /** The active assignment the user saw (null: none); another one now → 409 stale. */
    replaces: idSchema().nullable(),
  })
  .strict()
export type AssignRequest = z.infer<typeof assignRequestSchema>

export const disburseRequestSchema = z
  .object({
    assignmentId: idSchema('required'),
    /**
     * Must equal what goes out: the assigned amount, less the opening fee and its IVA when the product's
     * policy deducts the fee from the disbursement (issue 30).
     */
    amountCents: z
      .number({ error: fieldError('invalid_value') })
      .int(fieldError('not_integer'))
      .min(1, fieldError('too_small', 1))
      .max(MAX_AMOUNT, fieldError('too_big', MAX_AMOUNT)),
    disbursedOn: boundedDateSchema(),
    speiReference: speiReferenceSchema,
  })
  .strict()
export type DisburseRequest = z.infer<typeof disburseRequestSchema>

/** The SPEI of a disbursement came back: its return tracking key, the date and why (issue 30, four eyes). */
export const disbursementCancellationRequestSchema = z
  .object({
    disbursementId: idSchema('required'),
    returnReference: speiReferenceSchema,
    returnedOn: boundedDateSchema(),
    reason: singleLineText().trim().min(3, fieldError('too_short', 3)).max(500, fieldError('too_long', 500)),
  })
  .strict()
export type DisbursementCancellationRequest = z.infer<typeof disbursementCancellationRequestSchema>

export const folioParamsSchema = z.object({ folio: idTextSchema() })

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
export const fundingSortKeys = ['folio', 'applicant', 'amount', 'statusDate'] as const
export const fundingListQuerySchema = listQuerySchema(fundingSortKeys).extend({
  status: z.preprocess(emptyToUndefined, z.enum(fundingStatuses).optional()),
  funderId: z.preprocess(emptyToUndefined, idTextSchema().optional()),
  product: z.preprocess(emptyToUndefined, creditProductSchema.optional()),
  allyId: z.preprocess(emptyToUndefined, idTextSchema().optional()),
  from: z.preprocess(emptyToUndefined, boundedDateSchema().optional()),
  to: z.preprocess(emptyToUndefined, boundedDateSchema().optional()),
})
export type FundingListQuery = z.infer<typeof fundingListQuerySchema>

const refSchema = z.object({ id: z.number().int(), name: z.string() })

export const fundingListItemSchema = z.object({
  applicationId: z.number().int(),
  origin: creditProductSchema,
  folio: z.number().int(),
  applicantName: z.string(),
  stage: stageSchema,
  allyId: z.number().int(),
  allyName: z.string(),
  status: z.enum(fundingStatuses),
  /** The assigned amount, else the authorised financed amount (null before an authorisation). */
  amountCents: z.number().int().nullable(),
  funder: refSchema.nullable(),
  lineName: z.string().nullable(),
  /** When the status was reached: disbursed on, assigned on, or entered fondeo on (YYYY-MM-DD). */
  statusDate: z.string(),
  speiReference: z.string().nullable(),
})
export type FundingListItem = z.infer<typeof fundingListItemSchema>
export const fundingListResponseSchema = listEnvelope(fundingListItemSchema)
export type FundingListResponse = z.infer<typeof fundingListResponseSchema>

const personSchema = z.object({ id: z.number().int(), fullName: z.string() }).nullable()

export const fundingAssignmentSchema = z.object({
  id: z.number().int(),
  funder: refSchema,
  line: refSchema,
  amountCents: z.number().int(),
  status: z.enum(['active', 'released', 'repaid']),
  assignedAt: z.string(),
  assignedBy: personSchema,
  releasedAt: z.string().nullable(),
})
export type FundingAssignment = z.infer<typeof fundingAssignmentSchema>

export const disbursementSchema = z.object({
  id: z.number().int(),
  assignmentId: z.number().int(),
  amountCents: z.number().int(),
  disbursedOn: z.string(),
  speiReference: z.string(),
  beneficiaryClabe: z.string(),
  beneficiaryBank: z.string(),
  beneficiaryName: z.string(),
  recordedAt: z.string(),
  recordedBy: personSchema,
  /** Issue 30: the authorisation it paid out, the fee it kept back, the second person who approved it. */
  authorisationId: z.number().int().nullable(),
  openingFeeCents: z.number().int(),
  openingFeeIvaCents: z.number().int(),
  approvedBy: personSchema,
  /** Its SPEI came back (a recorded, approved cancellation), or null. */
  cancellation: z
    .object({ returnReference: z.string(), returnedOn: z.string(), reason: z.string(), at: z.string() })
    .nullable(),
})
export type Disbursement = z.infer<typeof disbursementSchema>

/** The ally's account the disbursement pays (its first CLABE); problem says why it cannot be paid. */
export const beneficiarySchema = z.object({
  allyId: z.number().int(),
  allyName: z.string(),
  clabe: z.string().nullable(),
  bankCode: z.string().nullable(),
  bankName: z.string().nullable(),
  holderName: z.string().nullable(),
  problem: z.enum(['no_account', 'invalid_clabe']).nullable(),
})
export type Beneficiary = z.infer<typeof beneficiarySchema>

export const lineOptionSchema = z.object({
  line: refSchema,
  funder: refSchema,
  availableCents: z.number().int(),
  annualRateBps: z.number().int(),
  termMonths: z.number().int(),
  eligible: z.boolean(),
  reasons: z.array(eligibilityReasonSchema),
})
export type LineOption = z.infer<typeof lineOptionSchema>

export const fundingDetailSchema = z.object({
  application: z.object({
    id: z.number().int(),
    origin: creditProductSchema,
    folio: z.number().int(),
    applicantName: z.string(),
    stage: stageSchema,
    vehicle: z.object({ make: z.string(), model: z.string(), year: z.number().int() }),
    score: z.number().int().nullable(),
  }),
  /** The authorised terms the funding follows (null: none authorised, nothing can be assigned). */
  terms: z
    .object({
      amountCents: z.number().int(),
      termMonths: z.number().int(),
      annualRateBps: z.number().int(),
      downPaymentCents: z.number().int(),
      /** Issue 30: the authorisation funding follows, its fee treatment and what the disbursement must be. */
      authorisationId: z.number().int(),
      openingFeeTreatment: z.enum(['deducted', 'first_installment']),
      openingFeeCents: z.number().int(),
      openingFeeIvaCents: z.number().int(),
      disbursementCents: z.number().int(),
    })
    .nullable(),
  /** A four-eyes request waiting for a second person (the disbursement or its cancellation), or null. */
  pendingApproval: z
    .object({
      id: z.number().int(),
      kind: z.string(),
      requestedBy: z.number().int(),
      requestedAt: z.string(),
      version: z.number().int(),
    })
    .nullable()
    .default(null),
  /** The live contract (contracts door), its number and status; null before one is generated. */
  contract: z
    .object({ id: z.number().int(), number: z.string(), status: z.string(), signedOn: z.string().nullable() })
    .nullable(),
  status: z.enum(fundingStatuses),
  assignment: fundingAssignmentSchema.nullable(),
  disbursement: disbursementSchema.nullable(),
  beneficiary: beneficiarySchema,
  options: z.array(lineOptionSchema),
  /** Every assignment, the released ones too, newest first. */
  history: z.array(fundingAssignmentSchema.extend({ disbursement: disbursementSchema.nullable() })),
})
export type FundingDetail = z.infer<typeof fundingDetailSchema>
