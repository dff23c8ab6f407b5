import { z } from 'zod'
import { boundedDateSchema, idParams, versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listEnvelope } from '../common/list-envelope'
import { listQuerySchema } from '../common/list-query'
import { multiLineText, singleLineText } from '../common/text'
import { pldListKinds } from './lists'

/** Who was screened: the applicant, a co-signer (obligado solidario), a co-borrower, or a payment's payer. */
export const pldSubjectKinds = ['applicant', 'co_signer', 'co_borrower', 'payer'] as const
export type PldSubjectKind = (typeof pldSubjectKinds)[number]

/** Where the screening ran: at capture, on entering fondeo, on a payment, or by the officer by hand. */
export const pldScreeningPoints = ['capture', 'disbursement', 'payment', 'manual'] as const
export type PldScreeningPoint = (typeof pldScreeningPoints)[number]

export const pldAlertStatuses = ['open', 'dismissed', 'escalated'] as const
export type PldAlertStatus = (typeof pldAlertStatuses)[number]

export const pldRiskGrades = ['low', 'medium', 'high'] as const
export type PldRiskGrade = (typeof pldRiskGrades)[number]

/** How the identity data compared: both known and equal, both known and different, or not comparable. */
export const identityChecks = ['same', 'different', 'unknown'] as const

/** Why a name matched (the alert's detail): the normalised strings, the typos and the identity checks. */
export const pldMatchSchema = z.object({
  subjectNormalized: z.string(),
  listedNormalized: z.string(),
  listedName: z.string(),
  /** Full: every token paired; partial: one name's tokens all inside the other's. */
  coverage: z.enum(['full', 'partial']),
  typos: z.number().int(),
  birthDate: z.enum(identityChecks),
  rfc: z.enum(identityChecks),
  curp: z.enum(identityChecks),
})
export type PldMatch = z.infer<typeof pldMatchSchema>

export const pldAlertSortKeys = ['created', 'score', 'status'] as const

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const pldAlertListQuerySchema = listQuerySchema(pldAlertSortKeys).extend({
  status: z.preprocess(emptyToUndefined, z.enum(pldAlertStatuses).optional()),
  list: z.preprocess(emptyToUndefined, z.enum(pldListKinds).optional()),
})
export type PldAlertListQuery = z.infer<typeof pldAlertListQuerySchema>

export const pldAlertListItemSchema = z.object({
  id: z.number().int(),
  status: z.enum(pldAlertStatuses),
  subjectKind: z.enum(pldSubjectKinds),
  subjectName: z.string(),
  screeningPoint: z.enum(pldScreeningPoints),
  list: z.enum(pldListKinds),
  listedName: z.string(),
  score: z.number().int(),
  /** The application's folio, or the loan's application folio for a payer. */
  folio: z.number().int().nullable(),
  applicationId: z.number().int().nullable(),
  loanId: z.number().int().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
})
export type PldAlertListItem = z.infer<typeof pldAlertListItemSchema>
export const pldAlertListResponseSchema = listEnvelope(pldAlertListItemSchema, {
  open: z.number().int(),
})
export type PldAlertListResponse = z.infer<typeof pldAlertListResponseSchema>

/** One factor of the customer's risk grade (docs/compliance.md): its name and the points it added. */
export const pldRiskFactorSchema = z.object({
  factor: z.enum(['pep', 'blocked_list', 'list_proximity', 'product', 'amount', 'cash', 'geography']),
  points: z.number().int(),
})
export const pldRiskSchema = z.object({
  grade: z.enum(pldRiskGrades),
  points: z.number().int(),
  factors: z.array(pldRiskFactorSchema),
})
export type PldRisk = z.infer<typeof pldRiskSchema>

export const pldAlertDetailSchema = pldAlertListItemSchema.extend({
  subjectBirthDate: z.string().nullable(),
  subjectRfc: z.string().nullable(),
  subjectCurp: z.string().nullable(),
  listedExternalId: z.string(),
  listedDetail: z.string(),
  listPublishedOn: z.string(),
  match: pldMatchSchema,
  officer: z.string().nullable(),
  reason: z.string().nullable(),
  decidedAt: z.string().nullable(),
  reportId: z.number().int().nullable(),
  /** The customer's risk grade, when the alert is on an application (or a loan's). */
  risk: pldRiskSchema.nullable(),
})
export type PldAlertDetail = z.infer<typeof pldAlertDetailSchema>

export const pldAlertParamsSchema = idParams

const reasonText = (max: number) =>
  multiLineText({ error: fieldError('required') })
    .trim()
    .min(1, fieldError('required'))
    .max(max, fieldError('too_long', max))

/** Dismissing (a false positive, a homonym): the reason is required, the version guards two officers at once. */
export const pldAlertDismissSchema = z.object({
  reason: reasonText(2000),
  version: versionSchema(),
})
export type PldAlertDismissRequest = z.infer<typeof pldAlertDismissSchema>

/** Escalating: the narrative of the unusual operation's report draft the escalation creates. */
export const pldAlertEscalateSchema = z.object({
  narrative: reasonText(8000),
  version: versionSchema(),
})
export type PldAlertEscalateRequest = z.infer<typeof pldAlertEscalateSchema>

/** The officer's check of a name by hand (what screening would say), nothing recorded. */
export const pldScreenRequestSchema = z.object({
  name: singleLineText({ error: fieldError('required') })
    .trim()
    .min(2, fieldError('required'))
    .max(300, fieldError('too_long', 300)),
  birthDate: boundedDateSchema().optional(),
  rfc: singleLineText().trim().max(13, fieldError('too_long', 13)).optional(),
  curp: singleLineText().trim().max(18, fieldError('too_long', 18)).optional(),
})
export type PldScreenRequest = z.infer<typeof pldScreenRequestSchema>

export const pldScreenHitSchema = z.object({
  list: z.enum(pldListKinds),
  listedExternalId: z.string(),
  score: z.number().int(),
  match: pldMatchSchema,
})
export const pldScreenResponseSchema = listEnvelope(pldScreenHitSchema)
export type PldScreenResponse = z.infer<typeof pldScreenResponseSchema>
