import { z } from 'zod'
import { presenceSchema } from '../auth/auth'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'

/** The one live-update channel (Server-Sent Events): see design.md §3 and docs/architecture.md. */
export const eventPaths = {
  stream: '/api/v1/events',
} as const

const id = z.number().int().positive()

/**
 * Every event the channel carries, by `type` (the SSE `event:` name). Payloads name ids only: the
 * browser refetches what changed through the ordinary, permission-checked endpoints.
 */
export const liveEventSchema = z.discriminatedUnion('type', [
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
