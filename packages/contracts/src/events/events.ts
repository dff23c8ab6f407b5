import { z } from 'zod'
import { presenceSchema } from '../auth/auth'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'
import { actionSchema, subjectSchema } from '../permissions/permissions'
import { trashRecordTypes } from '../trash/trash'

/** The one live-update channel (Server-Sent Events): see docs/architecture.md (live updates). */
export const eventPaths = {
  stream: '/api/v1/events',
} as const

const id = z.number().int().positive()

/**
 * Who may learn that a record came back from the trash, as its type decides (each type's restore answers it):
 * readers of an ally (read Aliados, within its row scope), readers of an application (for its documents),
 * holders of a permission (the users list: read Users), or everyone signed in (invoices).
 */
export const restoreAudienceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('ally'), allyId: id }),
  z.object({
    kind: z.literal('application'),
    applicationId: id,
    product: creditProductSchema,
    ownerId: id.nullable(),
    allyId: id,
  }),
  z.object({ kind: z.literal('permission'), action: actionSchema, subject: subjectSchema }),
  z.object({ kind: z.literal('signedIn') }),
])
export type RestoreAudience = z.infer<typeof restoreAudienceSchema>

/**
 * Every event the channel carries, by `type` (the SSE `event:` name). Payloads name ids only: the
 * browser refetches what changed through the ordinary, permission-checked endpoints.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
  /**
   * A four-eyes request asked, approved, rejected or withdrawn (issue 30): readers of the queue (read
   * Approvals) and holders of its kind's ability refetch the queue and the navigation badge.
   */
  z.object({
    type: z.literal('approval.changed'),
    id,
    kind: z.string(),
    status: z.enum(['pending', 'approved', 'rejected', 'cancelled']),
    ability: z.object({ action: actionSchema, subject: subjectSchema }),
  }),
  /** Created, moved, reassigned or edited; `product`, `ownerId` and `allyId` decide who receives it. */
  z.object({
    type: z.literal('creditApplication.changed'),
    id,
    folio: z.number().int(),
    product: creditProductSchema,
    stage: stageSchema,
    ownerId: id.nullable(),
    allyId: id,
    version: z.number().int(),
  }),
  /**
   * A payment registered or reversed on the loan of an application (issue 16): readers of that application
   * (its product's read subjects, within its row scope) refetch the loan and the portfolio.
   */
  z.object({
    type: z.literal('loan.changed'),
    applicationId: id,
    product: creditProductSchema,
    ownerId: id.nullable(),
    allyId: id,
  }),
  /**
   * What hangs on an application after the decision (issue 15), by kind: its contract generated, signed or
   * cancelled; a funder assigned, a disbursement or a liquidation; the purchase from the dealer recorded.
   * Readers of the application (its product's read subjects, within its row scope) refetch that part.
   */
  z.object({
    type: z.enum(['contract.changed', 'funding.changed', 'purchase.changed']),
    applicationId: id,
    folio: z.number().int(),
    product: creditProductSchema,
    ownerId: id.nullable(),
    allyId: id,
  }),
  /**
   * A VIN record added, edited, linked or unlinked: holders of read vin (or read Admin) whose row scope covers
   * one of its applications (head office: every record; an unlinked record is head office's).
   */
  z.object({
    type: z.literal('vin.changed'),
    id,
    applications: z.array(z.object({ ownerId: id.nullable(), allyId: id })),
  }),
  /** A ticket opened, triaged, moved, commented or given a file: the readers of its application. */
  z.object({
    type: z.literal('ticket.changed'),
    id,
    applicationId: id,
    product: creditProductSchema,
    ownerId: id.nullable(),
    allyId: id,
  }),
  /**
   * A chat changed (message in or out, delivery tick, assignment, unseen reset): holders of read channels
   * whose scope covers the contact (its application's owner and ally; head office for unlinked contacts).
   */
  z.object({
    type: z.literal('messaging.chat'),
    chatId: id,
    contactId: id,
    ownerId: id.nullable(),
    allyId: id.nullable(),
  }),
  /**
   * A deleted record came back (an undo, a bulk undo or a restore from the trash): the lists that show it
   * refetch, so it reappears on colleagues' open screens; sent only to its `audience`.
   */
  z.object({
    type: z.literal('record.restored'),
    recordType: z.enum(trashRecordTypes),
    recordId: z.string(),
    audience: restoreAudienceSchema,
  }),
  /** Sent to its recipient only. */
  z.object({ type: z.literal('notification.created'), id, userId: id }),
  /** An invoice was created, edited, paid, sent, downloaded, deleted or fell past due: every signed-in user. */
  z.object({ type: z.literal('invoice.changed'), id }),
  /** An e-mail arrived in a mailbox: sent to that mailbox's owner only. */
  z.object({ type: z.literal('email.received'), id, userId: id }),
  /** Sent to holders of read on agent-status. */
  z.object({
    type: z.literal('presence.changed'),
    userId: id,
    presence: presenceSchema,
    presenceUpdatedAt: z.string(),
  }),
])
export type LiveEvent = z.infer<typeof liveEventSchema>
