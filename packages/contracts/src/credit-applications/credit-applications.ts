import { z } from 'zod'
import { fieldError } from '../common/errors'
import { boundedDateSchema, idSchema, idTextSchema, versionSchema } from '../common/bounds'
import { multiLineText, singleLineText } from '../common/text'
import { listQuerySchema, queryBooleanSchema } from '../common/list-query'
import {
  creditProductSchema,
  documentKindSchema,
  documentStatusSchema,
  stageSchema,
  transitionNameSchema,
} from './stages'
import type { referenceSchema } from './applicant'
import {
  addressSchema,
  applicantSchema,
  employmentSchema,
  financeSchema,
  referencePersonSchema,
  referencesSchema,
  termsSchema,
  vehicleSchema,
} from './applicant'
import { listEnvelope } from '../common/list-envelope'

export const applicationPaths = {
  collection: '/api/v1/credit-applications',
  assignments: '/api/v1/credit-applications/assignments',
  pipeline: '/api/v1/credit-applications/pipeline',
  /** Take the application that has waited longest among those the caller may work (command palette). */
  takeNext: '/api/v1/credit-applications/take-next',
  item: '/api/v1/credit-applications/:origin/:id',
  section: '/api/v1/credit-applications/:origin/:id/sections/:section',
  transitions: '/api/v1/credit-applications/:origin/:id/transitions',
  assignment: '/api/v1/credit-applications/:origin/:id/assignment',
  eligibleOwners: '/api/v1/credit-applications/:origin/:id/eligible-owners',
  comments: '/api/v1/credit-applications/:origin/:id/comments',
  documents: '/api/v1/credit-applications/:origin/:id/documents',
  document: '/api/v1/credit-applications/:origin/:id/documents/:documentId',
  documentFile: '/api/v1/credit-applications/:origin/:id/documents/:documentId/file',
  history: '/api/v1/credit-applications/:origin/:id/history',
  /** Issue 38: the co-signer the committee asked for, added once the references are closed (deliberación on). */
  coSigner: '/api/v1/credit-applications/:origin/:id/co-signer',
  /** @deprecated use `notificationPaths.list` (the web moves onto it; then this goes). */
  notifications: '/api/v1/notifications',
} as const

/** The signed-in user's notifications (full path, see index.ts "API paths"). */
export const notificationPaths = {
  list: '/api/v1/notifications',
  markRead: '/api/v1/notifications/read',
} as const

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const optionalId = z.preprocess(emptyToUndefined, idTextSchema().optional())
const optionalDate = z.preprocess(emptyToUndefined, boundedDateSchema().optional())

export const applicationSortKeys = [
  'folio',
  'applicant',
  'amount',
  'stage',
  'created',
  'updated',
  'timeInStage',
] as const

export const applicationListQuerySchema = listQuerySchema(applicationSortKeys).extend({
  stage: z.preprocess(emptyToUndefined, stageSchema.optional()),
  product: z.preprocess(emptyToUndefined, creditProductSchema.optional()),
  allyId: optionalId,
  ownerUserId: optionalId,
  from: optionalDate,
  to: optionalDate,
  overdue: queryBooleanSchema,
})
export type ApplicationListQuery = z.infer<typeof applicationListQuerySchema>

const personRef = z.object({ id: z.number().int(), fullName: z.string(), avatar: z.string().nullable() })

export const applicationListItemSchema = z.object({
  id: z.number().int(),
  folio: z.number().int(),
  product: creditProductSchema,
  stage: stageSchema,
  applicantName: z.string(),
  curp: z.string(),
  mobilePhone: z.string(),
  requestedAmountCents: z.number().int(),
  allyId: z.number().int(),
  allyName: z.string(),
  owner: personRef.nullable(),
  stageEnteredAt: z.string(),
  /** Hours in the current stage, and whether that is past the stage's target. */
  hoursInStage: z.number(),
  overdue: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
})
export type ApplicationListItem = z.infer<typeof applicationListItemSchema>

export const applicationListResponseSchema = listEnvelope(applicationListItemSchema)
export type ApplicationListResponse = z.infer<typeof applicationListResponseSchema>

export const assignmentsQuerySchema = z.object({
  scope: z.enum(['mine', 'team']).default('mine'),
  stage: z.preprocess(emptyToUndefined, stageSchema.optional()),
})

export const pipelineResponseSchema = z.object({
  stages: z.array(z.object({ stage: stageSchema, count: z.number().int(), amountCents: z.number() })),
})
export type PipelineResponse = z.infer<typeof pipelineResponseSchema>

export const applicationParamsSchema = z.object({
  origin: creditProductSchema,
  id: idTextSchema(),
})

/** The editable sections of the info area (tab name → its schema). */
export const applicationSectionSchemas = {
  applicant: applicantSchema,
  address: addressSchema,
  work: employmentSchema,
  finance: financeSchema,
  references: referencesSchema,
  product: z.object({ vehicle: vehicleSchema, terms: termsSchema }),
  additional: z.object({
    notes: multiLineText().trim().max(4000).default(''),
    source: singleLineText().trim().max(80).default(''),
  }),
} as const
export type ApplicationSection = keyof typeof applicationSectionSchemas
export const applicationSections = Object.keys(applicationSectionSchemas) as ApplicationSection[]
export const applicationSectionNameSchema = z.enum(
  applicationSections as [ApplicationSection, ...ApplicationSection[]],
)

export const createApplicationRequestSchema = z.object({
  product: creditProductSchema,
  allyId: idSchema('required'),
  applicant: applicantSchema,
  vehicle: vehicleSchema,
  terms: termsSchema,
  /**
   * Issue 38: the person saw the live application or active loan of the same CURP and captures a second
   * credit anyway (a second car, a renewal); only who `mayConfirmDuplicateApplication`.
   */
  confirmDuplicate: z.boolean().optional(),
})
export type CreateApplicationRequest = z.infer<typeof createApplicationRequestSchema>

/** Something the person should check although the create succeeded (e.g. an open application with the same CURP). */
export const createApplicationWarningSchema = z.object({
  code: z.literal('duplicate_curp'),
  /** The folio of the other open application. */
  folio: z.number().int(),
})
export type CreateApplicationWarning = z.infer<typeof createApplicationWarningSchema>

export const allowedTransitionSchema = z.object({
  transition: transitionNameSchema,
  to: stageSchema,
  /** Empty when the move can be made now; otherwise what stops it. */
  blockedBy: z.array(z.string()),
  needsReason: z.boolean(),
})

export const applicationDocumentSchema = z.object({
  id: z.number().int(),
  kind: documentKindSchema,
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int(),
  status: documentStatusSchema,
  rejectionReason: z.string().nullable(),
  reviewer: personRef.nullable(),
  reviewedAt: z.string().nullable(),
  uploadedBy: personRef.nullable(),
  createdAt: z.string(),
})
export type ApplicationDocument = z.infer<typeof applicationDocumentSchema>
/** GET .../documents: the checklist's documents. */
export const documentListResponseSchema = listEnvelope(applicationDocumentSchema)

export const applicationDetailSchema = applicationListItemSchema.extend({
  /** The product's slug (auto, seminuevo, moto): the `:origin` of the application's paths. */
  origin: creditProductSchema,
  version: z.number().int(),
  seller: personRef.nullable(),
  /**
   * Issue 38: what the credit is for once booked: the loan's principal, or before it opens the authorised
   * amount the contract and the disbursement follow; null while there is only the requested amount.
   */
  bookedAmountCents: z.number().int().nullable(),
  // Stored sections, already validated on the way in by the schemas above; typed here without their
  // input transforms (upper-casing, defaults), which cannot run backwards when the answer is serialised.
  applicant: z.custom<z.output<typeof applicantSchema>>(),
  address: z.custom<z.output<typeof addressSchema>>().nullable(),
  work: z.custom<z.output<typeof employmentSchema>>().nullable(),
  finance: z.custom<z.output<typeof financeSchema>>().nullable(),
  references: z.array(z.custom<z.output<typeof referenceSchema>>()),
  product: z.object({
    vehicle: z.custom<z.output<typeof vehicleSchema>>(),
    terms: z.custom<z.output<typeof termsSchema>>(),
  }),
  additional: z.object({ notes: z.string(), source: z.string() }),
  workflow: z.record(z.string(), z.unknown()),
  closedReason: z.string().nullable(),
  checklist: z.array(
    z.object({
      kind: documentKindSchema,
      required: z.boolean(),
      status: z.enum(['missing', 'pending', 'approved', 'rejected']),
    }),
  ),
  allowedTransitions: z.array(allowedTransitionSchema),
  /** The sections the caller may edit now. */
  editableSections: z.array(applicationSectionNameSchema),
  /**
   * Issue 38: the committee approved with a co-signer condition not yet met, and the caller may add that person
   * to the references (only them) although the section is closed. Absent in answers from before.
   */
  coSignerOpen: z.boolean().optional(),
})
export type ApplicationDetail = z.infer<typeof applicationDetailSchema>

/** The answer to a create: the new application's detail and what to check about it. */
export const createApplicationResponseSchema = applicationDetailSchema.extend({
  warnings: z.array(createApplicationWarningSchema),
})
export type CreateApplicationResponse = z.infer<typeof createApplicationResponseSchema>

/** The co-signer (obligado solidario) the committee asked for: one person, added to the closed references. */
export const coSignerRequestSchema = z.object({
  coSigner: referencePersonSchema,
  version: versionSchema(),
})
export type CoSignerRequest = z.infer<typeof coSignerRequestSchema>

export const updateSectionRequestSchema = z.object({
  data: z.unknown(),
  version: versionSchema(),
})
export type UpdateSectionRequest = z.infer<typeof updateSectionRequestSchema>

export const transitionRequestSchema = z.object({
  transition: transitionNameSchema,
  reason: multiLineText().trim().max(2000).optional(),
  data: z.record(singleLineText().max(100), z.unknown()).default({}),
  version: versionSchema(),
})
export type TransitionRequest = z.input<typeof transitionRequestSchema>

/** Staff who may own the application in its current stage (the assign picker). */
export const eligibleOwnersResponseSchema = z.object({
  users: z.array(
    z.object({ id: z.number().int(), fullName: z.string(), avatar: z.string().nullable(), role: z.string() }),
  ),
})
export type EligibleOwner = z.infer<typeof eligibleOwnersResponseSchema>['users'][number]

/** POST take-next: the application the caller now owns (404 queue_empty when nothing waits). */
export const takeNextResponseSchema = z.object({ origin: creditProductSchema, id: z.number().int() })
export type TakeNextResponse = z.infer<typeof takeNextResponseSchema>

export const assignmentRequestSchema = z.object({
  /** null takes the application for the caller. */
  ownerUserId: idSchema().nullable(),
  version: versionSchema(),
})

export const commentSchema = z.object({
  id: z.number().int(),
  author: personRef,
  body: z.string(),
  mentions: z.array(personRef),
  createdAt: z.string(),
})
export type ApplicationComment = z.infer<typeof commentSchema>
/** GET and POST .../comments: the application's comments, oldest first. */
export const commentListResponseSchema = listEnvelope(commentSchema)
export const commentRequestSchema = z.object({
  body: multiLineText().trim().min(1, fieldError('required')).max(4000),
})

export const documentReviewRequestSchema = z
  .object({
    status: z.enum(['approved', 'rejected']),
    reason: multiLineText().trim().max(500).optional(),
    /** The application's version: a review changes the application (stale: 409). */
    version: versionSchema(),
  })
  .refine((body) => body.status === 'approved' || (body.reason?.length ?? 0) >= 3, {
    path: ['reason'],
    message: fieldError('required'),
  })
export type DocumentReviewRequest = z.infer<typeof documentReviewRequestSchema>

export const historyEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(['created', 'transition', 'field', 'assignment', 'document', 'comment']),
  actor: personRef.nullable(),
  fromStage: stageSchema.nullable(),
  toStage: stageSchema.nullable(),
  field: z.string().nullable(),
  oldValue: z.unknown(),
  newValue: z.unknown(),
  reason: z.string().nullable(),
  createdAt: z.string(),
})
export type HistoryEntry = z.infer<typeof historyEntrySchema>
/** GET .../history: newest first. */
export const historyResponseSchema = z.object({ history: z.array(historyEntrySchema) })

export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  link: z.string(),
  readAt: z.string().nullable(),
  createdAt: z.string(),
})
export type AppNotification = z.infer<typeof notificationSchema>
/** GET /api/v1/notifications: the latest notifications and how many are unread. */
export const notificationListResponseSchema = listEnvelope(notificationSchema, { unread: z.number().int() })
