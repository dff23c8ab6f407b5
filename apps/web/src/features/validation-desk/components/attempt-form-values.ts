import { contactAttemptRequestSchema, type ContactAttemptRequest } from '@mesa/contracts'
import { z } from 'zod'

/** A contact attempt as the desk fills it in: the next attempt as the picker gives it (the reader's clock). */
export interface AttemptFormValues {
  channel: ContactAttemptRequest['channel']
  outcome: ContactAttemptRequest['outcome']
  notes: string
  /** yyyy-mm-ddThh:mm on the browser's clock, or '' for none. */
  nextAttemptAt: string
}

/** What the desk usually logs: a phone call that reached the applicant, no next attempt. */
export const emptyAttempt = (): AttemptFormValues => ({
  channel: 'phone',
  outcome: 'reached',
  notes: '',
  nextAttemptAt: '',
})

/** The picker's local time as an instant with its offset; text that is no time goes as is, for the contract to name. */
export const instantOf = (local: string): string | null => {
  if (!local) return null
  const time = new Date(local)
  return Number.isNaN(time.getTime()) ? local : time.toISOString()
}

/** The form as the contact attempt's contract reads it. */
export const attemptFormSchema = z
  .custom<AttemptFormValues>()
  .transform((values): unknown => ({ ...values, nextAttemptAt: instantOf(values.nextAttemptAt) }))
  .pipe(contactAttemptRequestSchema)
