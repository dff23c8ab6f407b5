import {
  bookingCancelSchema,
  bookingCreateSchema,
  bookingRescheduleSchema,
  type Booking,
  type BookingCreate,
  type BookingReschedule,
  type VisitRequest,
} from '@mesa/contracts'
import { z } from 'zod'
import { fromLocalInput } from './local-time'

/** What the slot dialog works on: a pending request to book, or a live booking to move or cancel. */
export type SlotDraft =
  | { kind: 'book'; request: VisitRequest; start: Date; end: Date; agentId: number | null }
  | { kind: 'change'; booking: Booking; start: Date; end: Date; agentId: number }

/**
 * The dialog's fields, named as the contract names them so its refusals land on them; the times as a
 * datetime-local input holds them (the reader's clock). `action` is the button pressed: save (book or
 * reschedule) or cancel the visit, which sends the reason alone.
 */
export interface SlotValues {
  action: 'save' | 'cancel'
  agentId: number | ''
  startsAt: string
  endsAt: string
  reason: string
}

/** What a submit sends, by the call it goes to. */
export type SlotBody =
  | { call: 'book'; body: BookingCreate }
  | { call: 'reschedule'; body: BookingReschedule & { bookingId: number } }
  | { call: 'cancel'; body: z.output<typeof bookingCancelSchema> & { bookingId: number } }

/** The contract's check of one body; its issues become the form's, on the same paths. */
function checked<T>(schema: z.ZodType<T>, body: unknown, context: z.RefinementCtx): T | typeof z.NEVER {
  const result = schema.safeParse(body)
  if (result.success) return result.data
  for (const issue of result.error.issues)
    context.addIssue({ code: 'custom', path: issue.path, message: issue.message })
  return z.NEVER
}

/** The slot form's schema for a draft: the values become the body of the call the pressed button makes. */
export function slotSchema(draft: SlotDraft) {
  return z.custom<SlotValues>().transform((values, context): SlotBody => {
    const slot = { startsAt: fromLocalInput(values.startsAt), endsAt: fromLocalInput(values.endsAt) }
    const agentId = values.agentId === '' ? undefined : values.agentId
    if (draft.kind === 'book') {
      const body = checked(bookingCreateSchema, { requestId: draft.request.id, agentId, ...slot }, context)
      return { call: 'book', body }
    }
    const { id: bookingId, version } = draft.booking
    if (values.action === 'cancel') {
      const body = checked(bookingCancelSchema, { reason: values.reason, version }, context)
      return { call: 'cancel', body: { ...body, bookingId } }
    }
    const body = checked(
      bookingRescheduleSchema,
      { agentId, reason: values.reason, version, ...slot },
      context,
    )
    return { call: 'reschedule', body: { ...body, bookingId } }
  })
}
