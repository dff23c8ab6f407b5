import { z } from 'zod'
import { analyseCurp } from '../identifiers/curp'
import { clabeProblem, normalizeClabe } from '../allies/clabe'
import { normalizeRfc, rfcProblem } from '../allies/rfc'
import { fieldError } from '../common/errors'
import { idSchema, idTextSchema, versionSchema } from '../common/bounds'
import { multiLineText, singleLineText } from '../common/text'
import { listEnvelope } from '../common/list-envelope'

/**
 * Identity verifications (issue 16): a customer's (ID front and back, selfie, proof of address, and the
 * CURP's structure and check digit) and a seller's onboarding (ID, RFC and CLABE with their check digits,
 * the signed contract with the lender). The control desk decides each (update Admin).
 */
export const verificationPaths = {
  collection: '/api/v1/verifications',
  item: '/api/v1/verifications/:verificationId',
  decision: '/api/v1/verifications/:verificationId/decision',
  documents: '/api/v1/verifications/:verificationId/documents',
  document: '/api/v1/verifications/:verificationId/documents/:documentId',
  /** Read the customer's ID and proof of address again (OCR, as a job). */
  ocr: '/api/v1/verifications/:verificationId/ocr',
} as const

export const verificationKinds = ['customer', 'seller'] as const
export type VerificationKind = (typeof verificationKinds)[number]
export const verificationStatuses = ['pending', 'approved', 'rejected'] as const
export type VerificationStatus = (typeof verificationStatuses)[number]

/** What each kind must carry before it may be approved. */
export const verificationDocumentKinds = {
  customer: ['id_front', 'id_back', 'selfie', 'proof_of_address'],
  seller: ['id_front', 'id_back', 'lender_contract'],
} as const satisfies Record<VerificationKind, readonly string[]>
export const allVerificationDocumentKinds = [
  'id_front',
  'id_back',
  'selfie',
  'proof_of_address',
  'lender_contract',
] as const
export type VerificationDocumentKind = (typeof allVerificationDocumentKinds)[number]

export const verificationParamsSchema = z.object({ verificationId: idTextSchema() })
export const verificationDocumentParamsSchema = verificationParamsSchema.extend({
  documentId: idTextSchema(),
})
export const verificationDocumentKindSchema = z.enum(allVerificationDocumentKinds, {
  error: fieldError('invalid_choice'),
})

export const verificationCreateSchema = z.discriminatedUnion(
  'kind',
  [
    z.strictObject({ kind: z.literal('customer'), customerId: idSchema() }),
    z.strictObject({
      kind: z.literal('seller'),
      sellerUserId: idSchema(),
      rfc: singleLineText({ error: fieldError('required') })
        .trim()
        .max(20, fieldError('too_long', 20)),
      clabe: singleLineText({ error: fieldError('required') })
        .trim()
        .max(30, fieldError('too_long', 30)),
    }),
  ],
  { error: fieldError('invalid_choice') },
)
export type VerificationCreate = z.output<typeof verificationCreateSchema>

export const verificationDecisionSchema = z
  .strictObject({
    decision: z.enum(['approved', 'rejected'], { error: fieldError('invalid_choice') }),
    reason: multiLineText().trim().max(2000, fieldError('too_long', 2000)).default(''),
    version: versionSchema(),
  })
  .superRefine((body, ctx) => {
    if (body.decision === 'rejected' && body.reason === '')
      ctx.addIssue({ code: 'custom', path: ['reason'], message: fieldError('required') })
  })
export type VerificationDecision = z.output<typeof verificationDecisionSchema>

export const verificationCheckSchema = z.object({
  /** curp_structure, curp_check_digit, rfc, clabe. */
  id: z.string(),
  passed: z.boolean(),
  /** The problem's code when it failed (e.g. invalid_check_digit). */
  problem: z.string().nullable(),
  value: z.string(),
})
export type VerificationCheck = z.infer<typeof verificationCheckSchema>

/** The automatic checks of a verification's identifiers, pure so the web and the tests agree with the API. */
export function verificationChecks(subject: {
  curp?: string
  rfc?: string
  clabe?: string
}): VerificationCheck[] {
  const checks: VerificationCheck[] = []
  if (subject.curp !== undefined) {
    const { errors } = analyseCurp(subject.curp)
    const structural = errors.filter((error) => error !== 'invalid_check_digit')
    checks.push({
      id: 'curp_structure',
      passed: structural.length === 0,
      problem: structural[0] ?? null,
      value: subject.curp,
    })
    checks.push({
      id: 'curp_check_digit',
      passed: !errors.includes('invalid_check_digit') && !errors.includes('invalid_format'),
      problem: errors.includes('invalid_check_digit') ? 'invalid_check_digit' : null,
      value: subject.curp,
    })
  }
  if (subject.rfc !== undefined) {
    const problem = rfcProblem(normalizeRfc(subject.rfc))
    checks.push({ id: 'rfc', passed: !problem, problem: problem ?? null, value: subject.rfc })
  }
  if (subject.clabe !== undefined) {
    const problem = clabeProblem(normalizeClabe(subject.clabe))
    checks.push({ id: 'clabe', passed: !problem, problem: problem ?? null, value: subject.clabe })
  }
  return checks
}

const personSchema = z.object({ id: z.number().int(), fullName: z.string() })

/** The OCR reading of a customer verification's documents; not_available without an OCR engine. */
export const verificationOcrStatuses = ['pending', 'running', 'done', 'not_available', 'failed'] as const
export type VerificationOcrStatus = (typeof verificationOcrStatuses)[number]
/** The customer record's fields compared with what the documents say. */
export const verificationOcrFields = ['name', 'curp', 'birthDate', 'address', 'proofDate'] as const
export type VerificationOcrField = (typeof verificationOcrFields)[number]
/** match, mismatch, review (partly or fuzzily alike: a person looks), not_read (the document says nothing legible). */
export const verificationOcrOutcomes = ['match', 'mismatch', 'review', 'not_read'] as const
export type VerificationOcrOutcome = (typeof verificationOcrOutcomes)[number]

export const verificationOcrComparisonSchema = z.object({
  field: z.enum(verificationOcrFields),
  /** The document the field was read from. */
  document: z.enum(['id', 'proof_of_address']),
  /** The customer record's value (proofDate: the oldest date still accepted). */
  expected: z.string(),
  /** What the document shows, as read (null when nothing was found). */
  found: z.string().nullable(),
  outcome: z.enum(verificationOcrOutcomes),
})
export type VerificationOcrComparison = z.infer<typeof verificationOcrComparisonSchema>

export const verificationOcrSchema = z.object({
  status: z.enum(verificationOcrStatuses),
  /** Which reading this is (1 the first); a re-run counts up. */
  run: z.number().int(),
  comparisons: z.array(verificationOcrComparisonSchema),
  finishedAt: z.string().nullable(),
})
export type VerificationOcr = z.infer<typeof verificationOcrSchema>

export const verificationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(verificationKinds),
  status: z.enum(verificationStatuses),
  /** The customer (kind customer) or the seller (kind seller). */
  subject: z.object({ id: z.number().int(), fullName: z.string(), detail: z.string() }),
  rfc: z.string(),
  clabe: z.string(),
  checks: z.array(verificationCheckSchema),
  requiredDocuments: z.array(z.enum(allVerificationDocumentKinds)),
  documents: z.array(
    z.object({
      id: z.number().int(),
      kind: z.enum(allVerificationDocumentKinds),
      fileName: z.string(),
      size: z.number().int(),
      createdAt: z.string(),
    }),
  ),
  reason: z.string(),
  decidedBy: personSchema.nullable(),
  decidedAt: z.string().nullable(),
  createdAt: z.string(),
  version: z.number().int(),
  /** What still stops an approval: missing documents and failed checks (empty when it may be approved). */
  blockers: z.array(z.string()),
  mayDecide: z.boolean(),
  /** Customers only: the documents read by OCR and compared with the record (null before any upload). */
  ocr: verificationOcrSchema.nullable(),
})
export type Verification = z.infer<typeof verificationSchema>

export const verificationListQuerySchema = z.object({
  kind: z.enum(verificationKinds, { error: fieldError('invalid_choice') }).optional(),
  customerId: idTextSchema().optional(),
})
export const verificationListSchema = listEnvelope(
  z.object({
    id: z.number().int(),
    kind: z.enum(verificationKinds),
    status: z.enum(verificationStatuses),
    subject: z.object({ id: z.number().int(), fullName: z.string(), detail: z.string() }),
    createdAt: z.string(),
  }),
)
export type VerificationList = z.infer<typeof verificationListSchema>
