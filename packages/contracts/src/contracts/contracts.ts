import { z } from 'zod'
import { fieldError } from '../common/errors'
import { boundedDateSchema, idTextSchema } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'
import { scheduleLineSchema } from '../credit-decision/credit-decision'
import { listEnvelope } from '../common/list-envelope'
import { periodicities } from '../calculator/calculator'

/** The loan contract (issue 15 "Contract"): generated from the authorised terms, versioned, signed (full paths). */
export const contractPaths = {
  /** Every contract within the caller's scope (the /apps/fondeos/contrato list). */
  list: '/api/v1/contracts',
  detail: '/api/v1/contracts/:contractId',
  pdf: '/api/v1/contracts/:contractId/pdf',
  sign: '/api/v1/contracts/:contractId/sign',
  signedScan: '/api/v1/contracts/:contractId/signed-scan',
  /** GET: the application's contract and its versions; POST: generate (or answer the current version). */
  ofApplication: '/api/v1/contracts/applications/:origin/:id',
} as const

/**
 * generated: the PDF exists and awaits signature; signed: date and scan recorded; superseded: a later version
 * replaced it (the terms changed); cancelled: the application was cancelled or rejected. Before the first
 * generation an application has no contract (the tab shows it as a draft to generate).
 */
export const contractStatuses = ['generated', 'signed', 'superseded', 'cancelled'] as const
export type ContractStatus = (typeof contractStatuses)[number]
export const contractStatusSchema = z.enum(contractStatuses, { message: fieldError('invalid_choice') })

/** What the carátula states, fixed when the version was generated (centavos; rates in basis points). */
export const contractTermsSchema = z.object({
  amountCents: z.number().int(),
  downPaymentCents: z.number().int(),
  vehiclePriceCents: z.number().int().nullable(),
  /** The span in months (the number of payments when monthly). */
  termMonths: z.number().int(),
  /**
   * Issue 33: how often and how many payments, present only when not monthly (monthly versions, and those
   * frozen before periodicity, keep their content and fingerprint: one payment a month of the term).
   */
  periodicity: z.enum(periodicities).optional(),
  termPeriods: z.number().int().optional(),
  annualRateBps: z.number().int(),
  /** Interés moratorio: the lending module's LATE_INTEREST_FACTOR_BPS of the ordinary rate. */
  moratoryRateBps: z.number().int(),
  openingFeeBps: z.number().int(),
  openingFeeCents: z.number().int(),
  openingFeeIvaCents: z.number().int(),
  /**
   * Issue 30: the fee (and its IVA) deducted from the disbursement, or charged with the first installment
   * (the product policy's choice). Versions frozen before it said "deducted".
   */
  openingFeeTreatment: z.enum(['deducted', 'first_installment']).default('deducted'),
  insuranceMonthlyCents: z.number().int(),
  /** Capital and interest; then the first payment with the IVA on interest and the insurance. */
  paymentCents: z.number().int(),
  paymentWithIvaCents: z.number().int(),
  /** What the disbursement pays out: the amount, less the fee and its IVA when they are deducted. */
  netDisbursedCents: z.number().int(),
  totalPaidCents: z.number().int(),
  totalInterestCents: z.number().int(),
  totalInsuranceCents: z.number().int(),
  totalIvaCents: z.number().int(),
  catPct: z.number(),
  firstDueDate: z.string().nullable(),
})
export type ContractTerms = z.infer<typeof contractTermsSchema>

export const contractApplicationSchema = z.object({
  id: z.number().int(),
  folio: z.number().int(),
  product: creditProductSchema,
  stage: stageSchema,
  applicantName: z.string(),
  allyId: z.number().int(),
  allyName: z.string().nullable(),
  vehicle: z.string(),
})

export const signedScanSchema = z.object({
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
})

export const contractSchema = z.object({
  id: z.number().int(),
  /** The contract number, the same for every version of one application (e.g. MESA-AUT-10023). */
  number: z.string(),
  version: z.number().int(),
  status: contractStatusSchema,
  application: contractApplicationSchema,
  terms: contractTermsSchema,
  generatedAt: z.string(),
  generatedByName: z.string().nullable(),
  signedOn: z.string().nullable(),
  signedAt: z.string().nullable(),
  signedByName: z.string().nullable(),
  signedScan: signedScanSchema.nullable(),
  supersededAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
})
export type Contract = z.infer<typeof contractSchema>

/** The application's contract tab and the support view: the live version, every version, the schedule. */
export const contractFileSchema = z.object({
  application: contractApplicationSchema,
  /** The version generated or signed, if any. */
  current: contractSchema.nullable(),
  /** Every version, newest first (the current one included). */
  versions: z.array(contractSchema),
  /** Whether terms are authorised (a contract can be generated). */
  termsAuthorised: z.boolean(),
  /** false when the authorised terms changed after the current version: generating makes a new one. */
  upToDate: z.boolean(),
  schedule: z.array(scheduleLineSchema),
})
export type ContractFile = z.infer<typeof contractFileSchema>

export const generateContractResponseSchema = z.object({
  contract: contractSchema,
  /** false when the terms had not changed and the current version was answered. */
  created: z.boolean(),
})
export type GenerateContractResponse = z.infer<typeof generateContractResponseSchema>

export const contractParamsSchema = z.object({ contractId: idTextSchema() })

/** The multipart fields sent before the signed scan (text, as forms send them). */
export const signContractFieldsSchema = z
  .object({
    signedOn: boundedDateSchema(),
    /** The version the signer saw: signing a version that is no longer current answers 409. */
    version: idTextSchema('required'),
  })
  .strict()
export type SignContractFields = z.infer<typeof signContractFieldsSchema>

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const contractSortKeys = ['number', 'folio', 'applicant', 'status', 'generatedAt', 'signedOn'] as const
export const contractListQuerySchema = listQuerySchema(contractSortKeys).extend({
  status: z.preprocess(emptyToUndefined, contractStatusSchema.optional()),
  product: z.preprocess(emptyToUndefined, creditProductSchema.optional()),
  allyId: z.preprocess(emptyToUndefined, idTextSchema().optional()),
  /** Generated on or after / on or before (YYYY-MM-DD, Mexico City days). */
  from: z.preprocess(emptyToUndefined, boundedDateSchema().optional()),
  to: z.preprocess(emptyToUndefined, boundedDateSchema().optional()),
})
export type ContractListQuery = z.infer<typeof contractListQuerySchema>

export const contractListItemSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  version: z.number().int(),
  status: contractStatusSchema,
  applicationId: z.number().int(),
  folio: z.number().int(),
  product: creditProductSchema,
  applicantName: z.string(),
  allyId: z.number().int(),
  allyName: z.string().nullable(),
  amountCents: z.number().int(),
  paymentCents: z.number().int(),
  catPct: z.number(),
  generatedAt: z.string(),
  signedOn: z.string().nullable(),
})
export type ContractListItem = z.infer<typeof contractListItemSchema>
export const contractListResponseSchema = listEnvelope(contractListItemSchema)
export type ContractListResponse = z.infer<typeof contractListResponseSchema>
