import { fieldError, referenceCallRequestSchema, type ReferenceCallOutcome } from '@mesa/contracts'
import { z } from 'zod'

/** A reference call as the desk fills it in: no outcome until the desk names one (none is proposed). */
export interface CallFormValues {
  referenceIndex: number
  outcome: ReferenceCallOutcome | ''
  notes: string
}

export const emptyCall = (): CallFormValues => ({ referenceIndex: 0, outcome: '', notes: '' })

/** The form as the reference call's contract reads it; an outcome not chosen is required here. */
export const callFormSchema = z
  .custom<CallFormValues>()
  .superRefine((values, context) => {
    if (!values.outcome)
      context.addIssue({ code: 'custom', path: ['outcome'], message: fieldError('required') })
  })
  .transform((values): unknown => values)
  .pipe(referenceCallRequestSchema)
