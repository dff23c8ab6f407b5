import { z } from 'zod'
import { idParams, versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listQuerySchema } from '../common/list-query'
import { multiLineText, singleLineText } from '../common/text'
import { listEnvelope } from '../common/list-envelope'

/**
 * The four-eyes queue and separation of duties (issue 30). A sensitive write (a disbursement, its
 * cancellation, a reversal on a paid-off loan, a refund, a credit-policy change) is not done by the route
 * that asks for it: it waits as an approval request until a second person holding the kind's ability
 * approves it, and runs then. Separately, pairs of acts (capture ↔ analyse, …) must be done by different
 * people on one application or loan; administrators edit the pairs.
 */
export const approvalPaths = {
  list: '/api/v1/approvals',
  pendingCount: '/api/v1/approvals/pending-count',
  detail: '/api/v1/approvals/:id',
  approve: '/api/v1/approvals/:id/approve',
  reject: '/api/v1/approvals/:id/reject',
  cancel: '/api/v1/approvals/:id/cancel',
  dutyPolicy: '/api/v1/approvals/duty-policy',
} as const

/**
 * The kinds of request the queue knows (the web names them). Each owning feature registers its kind in
 * apps/api/src/approval-kinds.ts; add the name here in place when a new kind appears.
 */
export const approvalKinds = [
  'credit-policy.change',
  'funding.disbursement',
  'funding.disbursement-cancellation',
  'loan.payment-reversal',
  'loan.refund',
] as const
export type ApprovalKind = (typeof approvalKinds)[number]

export const approvalStatuses = ['pending', 'approved', 'rejected', 'cancelled'] as const
export type ApprovalStatus = (typeof approvalStatuses)[number]

/** What a request is about (its page in the web): an application, a loan, a product's credit policy. */
export const approvalSubjectTypes = ['credit_application', 'loan', 'credit_policy'] as const

/**
 * The acts that separation of duties knows, done on one application (`credit_application`) or loan
 * (`loan`). `*` in a pair means any act: `* ↔ write_off.approve` keeps whoever touched a loan from
 * approving its write-off. Add an act here in place when a feature records a new one.
 */
export const dutyActNames = [
  '*',
  'capture',
  'analyse',
  'document.upload',
  'document.approve',
  'authorise',
  'disburse',
  'payment.record',
  'payment.reverse',
  'write_off.request',
  'write_off.approve',
] as const
export type DutyAct = (typeof dutyActNames)[number]
/** An application, a loan, or one document of an application (its uploader may not approve it). */
export const dutyScopeTypes = ['credit_application', 'loan', 'application_document'] as const
export type DutyScopeType = (typeof dutyScopeTypes)[number]

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const approvalSortKeys = ['requestedAt', 'kind', 'status'] as const

/** q: the subject's id or the requester's name; status (none: every status); kind. */
export const approvalListQuerySchema = listQuerySchema(approvalSortKeys).extend({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(approvalStatuses, { error: fieldError('invalid_choice') }).optional(),
  ),
  kind: z.preprocess(
    emptyToUndefined,
    singleLineText().trim().max(80, fieldError('too_long', 80)).optional(),
  ),
})
export type ApprovalListQuery = z.infer<typeof approvalListQuerySchema>

const person = z.object({ id: z.number().int(), fullName: z.string() })

export const approvalRequestSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  subjectType: z.string(),
  subjectId: z.string(),
  /** What will be done when approved (the kind's own payload, validated by its schema on request). */
  payload: z.unknown(),
  status: z.enum(approvalStatuses),
  requestedBy: person.nullable(),
  requestedAt: z.string(),
  decidedBy: person.nullable(),
  decidedAt: z.string().nullable(),
  decisionNote: z.string().nullable(),
  /** What the approved write answered (e.g. the new policy version). */
  result: z.unknown().nullable(),
  version: z.number().int(),
  /**
   * What the viewer may do with it (the server decides again on every call; the web only mirrors):
   * approve/reject when pending, holding the kind's ability and not the requester; cancel when their own.
   * `refusal` says why they may not decide: `four_eyes_same_person` or `forbidden`.
   */
  viewer: z.object({
    mayDecide: z.boolean(),
    mayCancel: z.boolean(),
    refusal: z.enum(['four_eyes_same_person', 'forbidden']).nullable(),
  }),
})
export type ApprovalRequest = z.infer<typeof approvalRequestSchema>

export const approvalListResponseSchema = listEnvelope(approvalRequestSchema)
export type ApprovalListResponse = z.infer<typeof approvalListResponseSchema>

/** The navigation badge: pending requests the viewer may decide. */
export const approvalPendingCountSchema = z.object({ count: z.number().int() })

export const approvalIdParams = idParams

const note = multiLineText({ error: fieldError('required') })
  .trim()
  .max(2_000, fieldError('too_long', 2_000))

/** `POST /api/v1/approvals/:id/approve`: the version the approver saw, and a note if they wish. */
export const approveRequestSchema = z.strictObject(
  { note: z.preprocess(emptyToUndefined, note.optional()), version: versionSchema() },
  { error: fieldError('unknown_field') },
)
export type ApproveRequest = z.infer<typeof approveRequestSchema>

/** `POST /api/v1/approvals/:id/reject`: a rejection always says why. */
export const rejectRequestSchema = z.strictObject(
  { note: note.min(1, fieldError('required')), version: versionSchema() },
  { error: fieldError('unknown_field') },
)
export type RejectRequest = z.infer<typeof rejectRequestSchema>

/** `POST /api/v1/approvals/:id/cancel`: the requester withdraws their own request. */
export const cancelRequestSchema = z.strictObject(
  { version: versionSchema() },
  { error: fieldError('unknown_field') },
)
export type CancelRequest = z.infer<typeof cancelRequestSchema>

export const dutyPairSchema = z.strictObject(
  {
    actA: z.enum(dutyActNames, { error: fieldError('invalid_choice') }),
    actB: z.enum(dutyActNames, { error: fieldError('invalid_choice') }),
    enabled: z.boolean({ error: fieldError('required') }),
  },
  { error: fieldError('unknown_field') },
)
export type DutyPair = z.infer<typeof dutyPairSchema>

export const dutyPolicySchema = z.object({
  pairs: z.array(
    dutyPairSchema.extend({
      updatedBy: person.nullable(),
      updatedAt: z.string(),
    }),
  ),
})
export type DutyPolicy = z.infer<typeof dutyPolicySchema>

/** `PUT /api/v1/approvals/duty-policy`: the whole set of pairs (pairs left out are removed). */
export const dutyPolicyRequestSchema = z.strictObject(
  {
    pairs: z
      .array(
        dutyPairSchema.refine((pair) => pair.actA !== pair.actB, {
          message: fieldError('invalid_value'),
          path: ['actB'],
        }),
      )
      .max(50, fieldError('too_many', 50)),
  },
  { error: fieldError('unknown_field') },
)
export type DutyPolicyRequest = z.infer<typeof dutyPolicyRequestSchema>
