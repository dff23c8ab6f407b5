import { z } from 'zod'
import { amountSchema, boundedDateSchema, idSchema, idTextSchema, versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listEnvelope } from '../common/list-envelope'
import { listQuerySchema } from '../common/list-query'
import { singleLineText } from '../common/text'
import { clabeProblem, clabeProblemCodes } from '../allies/clabe'
import { cardProblem, normalizeAccountNumber } from './card-number'
import { debitRejectionCodes } from './result-codes'

/** Direct debit's endpoints (issue 35 item 3, docs/direct-debit.md). */
export const directDebitPaths = {
  mandates: '/api/v1/direct-debit/mandates',
  mandate: '/api/v1/direct-debit/mandates/:id',
  revocation: '/api/v1/direct-debit/mandates/:id/revocation',
  authorization: '/api/v1/direct-debit/mandates/:id/authorization',
  runs: '/api/v1/direct-debit/runs',
  run: '/api/v1/direct-debit/runs/:id',
  runLines: '/api/v1/direct-debit/runs/:id/lines',
  runFile: '/api/v1/direct-debit/runs/:id/file',
  answers: '/api/v1/direct-debit/runs/:id/answers',
  /** SANDBOX: the answer file a made-up bank gives for a run (nothing is written). */
  sandboxAnswer: '/api/v1/direct-debit/runs/:id/sandbox-answer',
} as const

export const debitAccountKinds = ['clabe', 'card'] as const
export type DebitAccountKind = (typeof debitAccountKinds)[number]
export const mandateStatuses = ['active', 'revoked'] as const
export type MandateStatus = (typeof mandateStatuses)[number]
/** pending: in the file, no answer yet; refused: collected by the bank but the loan refused the payment. */
export const debitLineStatuses = ['pending', 'collected', 'rejected', 'refused'] as const
export type DebitLineStatus = (typeof debitLineStatuses)[number]

/** The signed authorisation's largest size: a scanned page or two. */
export const MANDATE_FILE_MAX_BYTES = 10 * 1024 * 1024
/** An answer file's largest size: a few thousand 120-character records. */
export const ANSWER_FILE_MAX_BYTES = 2 * 1024 * 1024

// ---------------------------------------------------------------- mandates

export const mandateCreateSchema = z
  .object({
    loanId: idSchema(),
    accountKind: z.enum(debitAccountKinds, { message: fieldError('invalid_choice') }),
    accountNumber: singleLineText({ error: fieldError('required') }).transform(normalizeAccountNumber),
    holderName: singleLineText({ error: fieldError('required') })
      .trim()
      .min(2, fieldError('too_short', 2))
      .max(120, fieldError('too_long', 120))
      // The bank's file carries the name in ASCII letters: it must have some once accents are folded.
      .refine((name) => /[a-z].*[a-z]/i.test(name.normalize('NFD')), fieldError('invalid_format')),
    maxAmountCents: amountSchema().int(fieldError('not_integer')).min(1, fieldError('too_small', 1)),
  })
  .strict()
  .superRefine((mandate, ctx) => {
    // A CLABE by its bank code and check digit, a card by Luhn: a wrong digit never reaches the bank's file.
    const problem =
      mandate.accountKind === 'clabe'
        ? clabeProblem(mandate.accountNumber)
        : mandate.accountKind === 'card'
          ? cardProblem(mandate.accountNumber)
          : null
    if (!problem) return
    const code = problem === 'format' ? 'invalid_format' : clabeProblemCodes[problem]
    ctx.addIssue({ code: 'custom', path: ['accountNumber'], message: code })
  })
export type MandateCreate = z.input<typeof mandateCreateSchema>

export const mandateRevocationSchema = z
  .object({
    reason: singleLineText({ error: fieldError('required') })
      .trim()
      .min(3, fieldError('too_short', 3))
      .max(200, fieldError('too_long', 200)),
    version: versionSchema(),
  })
  .strict()
export type MandateRevocation = z.infer<typeof mandateRevocationSchema>

export const mandateSchema = z.object({
  id: z.number().int(),
  loanId: z.number().int(),
  applicationId: z.number().int(),
  accountKind: z.enum(debitAccountKinds),
  /** Only the last four digits leave the server. */
  accountLast4: z.string(),
  holderName: z.string(),
  maxAmountCents: z.number().int(),
  status: z.enum(mandateStatuses),
  revokedOn: z.string().nullable(),
  revocationReason: z.string().nullable(),
  authorization: z
    .object({ fileName: z.string(), size: z.number().int(), uploadedAt: z.string() })
    .nullable(),
  createdAt: z.string(),
  version: z.number().int(),
})
export type Mandate = z.infer<typeof mandateSchema>

export const mandateSortKeys = ['createdAt', 'loanId'] as const
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
export const mandateListQuerySchema = listQuerySchema(mandateSortKeys).extend({
  loanId: z.preprocess(emptyToUndefined, idTextSchema().optional()),
  status: z.preprocess(
    emptyToUndefined,
    z.enum(mandateStatuses, { message: fieldError('invalid_choice') }).optional(),
  ),
})
export type MandateListQuery = z.infer<typeof mandateListQuerySchema>
export const mandateListSchema = listEnvelope(mandateSchema)

// ---------------------------------------------------------------- runs

export const debitRunCreateSchema = z.object({ billingDate: boundedDateSchema() }).strict()
export type DebitRunCreate = z.infer<typeof debitRunCreateSchema>

export const debitRunSchema = z.object({
  id: z.number().int(),
  billingDate: z.string(),
  lineCount: z.number().int(),
  totalCents: z.number().int(),
  collectedCount: z.number().int(),
  collectedCents: z.number().int(),
  rejectedCount: z.number().int(),
  refusedCount: z.number().int(),
  pendingCount: z.number().int(),
  createdAt: z.string(),
  createdBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
})
export type DebitRun = z.infer<typeof debitRunSchema>

export const debitRunSortKeys = ['billingDate'] as const
export const debitRunListQuerySchema = listQuerySchema(debitRunSortKeys)
export type DebitRunListQuery = z.infer<typeof debitRunListQuerySchema>
export const debitRunListSchema = listEnvelope(debitRunSchema)

export const debitLineSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  mandateId: z.number().int(),
  loanId: z.number().int(),
  applicationId: z.number().int(),
  reference: z.string(),
  accountKind: z.enum(debitAccountKinds),
  accountLast4: z.string(),
  holderName: z.string(),
  amountCents: z.number().int(),
  status: z.enum(debitLineStatuses),
  resultCode: z.string().nullable(),
  /** A rejection's reason (`insufficient_funds`…) or the loan's refusal code. */
  reason: z.string().nullable(),
  paymentId: z.number().int().nullable(),
})
export type DebitLine = z.infer<typeof debitLineSchema>
export const debitLineListSchema = listEnvelope(debitLineSchema)

/** A run's debits a page at a time, in file order (or by amount), optionally of one status. */
export const debitLineSortKeys = ['sequence', 'amount'] as const
export const debitLineListQuerySchema = listQuerySchema(debitLineSortKeys).extend({
  status: z.preprocess(
    emptyToUndefined,
    z.enum(debitLineStatuses, { message: fieldError('invalid_choice') }).optional(),
  ),
})
export type DebitLineListQuery = z.infer<typeof debitLineListQuerySchema>

/** What an answer file did: new outcomes, and lines already answered by an earlier upload (posted once). */
export const debitAnswerResultSchema = z.object({
  runId: z.number().int(),
  lines: z.number().int(),
  collected: z.number().int(),
  rejected: z.number().int(),
  refused: z.number().int(),
  duplicates: z.number().int(),
})
export type DebitAnswerResult = z.infer<typeof debitAnswerResultSchema>

/** SANDBOX: which lines the made-up bank rejects, by sequence; none named rejects every third with 01. */
export const sandboxAnswerRequestSchema = z
  .object({
    rejections: z
      .array(
        z
          .object({
            sequence: z.number().int().min(1).max(999_999),
            code: z.enum(debitRejectionCodes, {
              message: fieldError('invalid_choice'),
            }),
          })
          .strict(),
      )
      .max(1_000, fieldError('too_many', 1_000))
      .optional(),
  })
  .strict()
export type SandboxAnswerRequest = z.infer<typeof sandboxAnswerRequestSchema>
