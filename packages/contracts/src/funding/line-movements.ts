import { z } from 'zod'
import { boundedDateSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listEnvelope } from '../common/list-envelope'
import { MAX_LINE_CENTS } from './funders'
import { speiReferenceSchema } from './funding'

/*
 * A funding line's own money (issue 34): a drawdown brings the funder's money into the bank (a liability to
 * the funder), a repayment sends principal and the funder's interest back. Treasury asks, a second person
 * with the fondeo right approves (four eyes, as a disbursement); each is posted to the books when approved.
 */
export const lineMovementPaths = {
  /** GET the line's drawdowns and repayments with the requests waiting for a second person. */
  movements: '/api/v1/funding/lines/:lineId/movements',
  drawdowns: '/api/v1/funding/lines/:lineId/drawdowns',
  repayments: '/api/v1/funding/lines/:lineId/repayments',
} as const

export const lineMovementKinds = ['drawdown', 'repayment'] as const
export type LineMovementKind = (typeof lineMovementKinds)[number]

const lineCents = (min: number) =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(min, fieldError('too_small', min))
    .max(MAX_LINE_CENTS, fieldError('too_big', MAX_LINE_CENTS))

/** A drawdown: the amount the funder transferred, its day (not after the business date) and the bank's key. */
export const drawdownRequestSchema = z
  .object({
    amountCents: lineCents(1),
    movedOn: boundedDateSchema(),
    reference: speiReferenceSchema,
  })
  .strict()
export type DrawdownRequest = z.infer<typeof drawdownRequestSchema>

/**
 * A repayment: the principal returned (at most what is drawn) and the funder's interest paid with it (the
 * funding cost, as the funder's statement charges it); at least one of the two is positive.
 */
export const repaymentRequestSchema = z
  .object({
    principalCents: lineCents(0),
    interestCents: lineCents(0),
    movedOn: boundedDateSchema(),
    reference: speiReferenceSchema,
  })
  .strict()
  .superRefine((value, ctx) => {
    if (value.principalCents + value.interestCents === 0)
      ctx.addIssue({ code: 'custom', path: ['principalCents'], message: fieldError('too_small', 1) })
  })
export type RepaymentRequest = z.infer<typeof repaymentRequestSchema>

export const lineMovementSchema = z.object({
  id: z.number().int(),
  lineId: z.number().int(),
  kind: z.enum(lineMovementKinds),
  /** The day the money moved; bookedOn is the day the books carry it (a closed month's move lands later). */
  movedOn: z.string(),
  bookedOn: z.string(),
  principalCents: z.number().int(),
  interestCents: z.number().int(),
  reference: z.string(),
  requestedBy: z.string(),
  approvedBy: z.string(),
  journalEntryId: z.number().int(),
})
export type LineMovement = z.infer<typeof lineMovementSchema>

/** A drawdown or repayment asked for and waiting for a second person. */
export const pendingLineMovementSchema = z.object({
  approvalId: z.number().int(),
  kind: z.enum(lineMovementKinds),
  principalCents: z.number().int(),
  interestCents: z.number().int(),
  movedOn: z.string(),
  reference: z.string(),
  requestedBy: z.string(),
  requestedAt: z.string(),
})
export type PendingLineMovement = z.infer<typeof pendingLineMovementSchema>

/** Newest first; `drawnCents` is the principal drawn and not yet repaid. */
export const lineMovementsResponseSchema = listEnvelope(lineMovementSchema, {
  drawnCents: z.number().int(),
  pending: z.array(pendingLineMovementSchema),
})
export type LineMovementsResponse = z.infer<typeof lineMovementsResponseSchema>
