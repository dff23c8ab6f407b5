import { businessDayOf, CAPTURE_WINDOW_DAYS, fieldError } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { businessDateOf } from '../business-date'
import { addDays, daysBetween } from '../../lending'
import { badRequest } from '../../lib/http-errors'

/** A phone's clock a little ahead of the server's is not a capture in the future. */
const CLOCK_SKEW_MS = 5 * 60_000
const DAY_MS = 86_400_000

/** When a contact or promise happened: its instant and its business day; `today` is the business date. */
export interface CapturedMoment {
  at: Date
  on: string
  today: string
}

/**
 * The moment of a capture (issue 39): a contact or promise captured on a phone without a signal and sent later
 * keeps the time it was captured (`capturedAt`), within CAPTURE_WINDOW_DAYS and not in the future (else a 400
 * on `capturedAt`); without it, now. Its business day is the business date moved back by the calendar days
 * (Mexico City) between the capture and now, so a pinned or lagging business date still dates it right.
 */
export async function capturedMoment(db: Executor, capturedAt: string | undefined): Promise<CapturedMoment> {
  const today = await businessDateOf(db)
  const now = new Date()
  if (capturedAt === undefined) return { at: now, on: today, today }
  const at = new Date(capturedAt)
  if (at.getTime() > now.getTime() + CLOCK_SKEW_MS)
    throw badRequest({ capturedAt: [fieldError('date_in_future')] })
  if (at.getTime() < now.getTime() - CAPTURE_WINDOW_DAYS * DAY_MS)
    throw badRequest({ capturedAt: [fieldError('date_out_of_range', CAPTURE_WINDOW_DAYS)] })
  const daysAgo = Math.max(0, daysBetween(businessDayOf(at), businessDayOf(now)))
  return { at: at > now ? now : at, on: addDays(today, -daysAgo), today }
}
