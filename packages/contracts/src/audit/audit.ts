import { z } from 'zod'
import { boundedDateSchema } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'
import { singleLineText } from '../common/text'
import { listEnvelope } from '../common/list-envelope'

/**
 * The tamper-evident audit trail (administrators): every audit event is chained to the one before it by a
 * SHA-256 hash, sealed when its transaction commits, with signed checkpoints; the trail is listed, verified
 * and exported here.
 */
export const auditPaths = {
  list: '/api/v1/audit',
  verify: '/api/v1/audit/verify',
  checkpoints: '/api/v1/audit/checkpoints',
  export: '/api/v1/audit/export.csv',
} as const

export const auditSortKeys = ['sequence', 'action', 'entityType', 'createdAt'] as const

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const optionalText = (max: number) =>
  z.preprocess(emptyToUndefined, singleLineText().trim().max(max).optional())
const optionalDate = z.preprocess(emptyToUndefined, boundedDateSchema().optional())

/** q: action, record type or id, or the actor's name; from/to: the period, inclusive, by day (UTC). */
export const auditListQuerySchema = listQuerySchema(auditSortKeys).extend({
  actorUserId: z.preprocess(emptyToUndefined, z.coerce.number().int().min(1).max(2_147_483_647).optional()),
  action: optionalText(100),
  entityType: optionalText(100),
  entityId: optionalText(100),
  from: optionalDate,
  to: optionalDate,
})
export type AuditListQuery = z.infer<typeof auditListQuerySchema>

export const auditEventSchema = z.object({
  id: z.number().int(),
  /** Place in the hash chain (1, 2, ...). */
  sequence: z.number().int().nullable(),
  actor: z.object({ id: z.number().int(), fullName: z.string() }).nullable(),
  action: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  data: z.record(z.string(), z.unknown()),
  createdAt: z.string(),
  hash: z.string().nullable(),
})
export type AuditEventItem = z.infer<typeof auditEventSchema>

export const auditListResponseSchema = listEnvelope(auditEventSchema, {
  /** Every action and record type present, for the filters. */
  actions: z.array(z.string()),
  entityTypes: z.array(z.string()),
})
export type AuditListResponse = z.infer<typeof auditListResponseSchema>

export const auditProblemKinds = [
  /** The event's content no longer matches its hash: edited. */
  'edited',
  /** The event does not point at the hash of the one before it: an event before it was removed or replaced. */
  'broken_link',
  /** Sequence numbers skip: events were deleted. */
  'missing_events',
  /** A signed checkpoint's event is gone or has another hash: history before it was rewritten. */
  'checkpoint_mismatch',
  /** A checkpoint's signature is not ours: checkpoints were forged. */
  'checkpoint_forged',
  /** The chain ends before the last checkpoint: its tail was deleted. */
  'truncated',
] as const
export type AuditProblemKind = (typeof auditProblemKinds)[number]

export const auditVerificationSchema = z.object({
  intact: z.boolean(),
  eventsChecked: z.number().int(),
  checkpointsChecked: z.number().int(),
  /** The chain's head: its sequence and hash. */
  head: z.object({ sequence: z.number().int(), hash: z.string() }).nullable(),
  /** The first problems found, in chain order (at most 100). */
  problems: z.array(
    z.object({
      kind: z.enum(auditProblemKinds),
      sequence: z.number().int(),
      eventId: z.number().int().nullable(),
    }),
  ),
  verifiedAt: z.string(),
})
export type AuditVerification = z.infer<typeof auditVerificationSchema>

export const auditCheckpointSchema = z.object({
  id: z.number().int(),
  sequence: z.number().int(),
  hash: z.string(),
  createdAt: z.string(),
})
export type AuditCheckpoint = z.infer<typeof auditCheckpointSchema>
