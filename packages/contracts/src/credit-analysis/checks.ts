import { z } from 'zod'
import { versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listQuerySchema } from '../common/list-query'
import { listEnvelope } from '../common/list-envelope'
import { multiLineText, singleLineText } from '../common/text'

/** The twelve automated checks (spec "rpa checks"), in the order they run. */
export const checkNames = [
  'ocr',
  'renapo',
  'ine',
  'imss',
  'issste',
  'professional_credential',
  'email',
  'blacklist',
  'addresses',
  'comparison',
  'summary',
  'status',
] as const
export type CheckName = (typeof checkNames)[number]
export const checkNameSchema = z.enum(checkNames)

export const checkStatuses = [
  'pending',
  'running',
  'passed',
  'failed',
  'needs_review',
  'error',
  'not_available',
] as const
export type CheckStatus = (typeof checkStatuses)[number]

/**
 * What a pending check waits for before it may run: the bureau report (the checks that read it), or the
 * checks it sums up (summary waits for the data checks, status for the summary). A dependency, not a race.
 */
export const checkWaits = ['bureau_report', 'checks'] as const
export type CheckWait = (typeof checkWaits)[number]

/** One rule a check applied: its outcome and the figures behind it (words come from i18n `analysis.rules.<rule>`). */
export const checkFindingSchema = z.object({
  rule: z.string(),
  outcome: z.enum(['pass', 'fail', 'review', 'info']),
  detail: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).default({}),
})
export type CheckFinding = z.infer<typeof checkFindingSchema>

export const automatedCheckSchema = z.object({
  name: checkNameSchema,
  status: z.enum(checkStatuses),
  /** Set on a pending check that waits for something before it runs. */
  waitingFor: z.enum(checkWaits).nullable(),
  findings: z.array(checkFindingSchema),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  override: z
    .object({
      reason: z.string(),
      by: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
      at: z.string(),
    })
    .nullable(),
  version: z.number().int(),
})
export type AutomatedCheck = z.infer<typeof automatedCheckSchema>
export const checksResponseSchema = z.object({ checks: z.array(automatedCheckSchema) })

export const checkRunRequestSchema = z.object({ check: checkNameSchema.optional() }).strict()
export const checkOverrideParamsSchema = z.object({ check: checkNameSchema })
export const checkOverrideRequestSchema = z
  .object({
    reason: multiLineText().trim().min(5, fieldError('too_short', 5)).max(500),
    version: versionSchema(),
  })
  .strict()

/** The internal blacklist an administrator keeps: identifiers and names that must not be granted credit. */
export const blacklistKinds = ['curp', 'rfc', 'phone', 'email', 'name'] as const
export type BlacklistKind = (typeof blacklistKinds)[number]

export const blacklistEntrySchema = z.object({
  id: z.number().int(),
  kind: z.enum(blacklistKinds),
  value: z.string(),
  reason: z.string(),
  createdBy: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  createdAt: z.string(),
})
export type BlacklistEntry = z.infer<typeof blacklistEntrySchema>

export const blacklistQuerySchema = listQuerySchema(['createdAt', 'value', 'kind'] as const).extend({
  kind: z.preprocess((value) => (value === '' ? undefined : value), z.enum(blacklistKinds).optional()),
})
export type BlacklistQuery = z.infer<typeof blacklistQuerySchema>
export const blacklistListSchema = listEnvelope(blacklistEntrySchema)

export const blacklistCreateSchema = z
  .object({
    kind: z.enum(blacklistKinds),
    value: singleLineText().trim().min(3, fieldError('too_short', 3)).max(160),
    reason: multiLineText().trim().min(5, fieldError('too_short', 5)).max(500),
  })
  .strict()
