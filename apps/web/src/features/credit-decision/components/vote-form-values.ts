import {
  fieldError,
  voteRequestSchema,
  type CommitteeVote,
  type ConditionKind,
  type RejectReasonCode,
} from '@mesa/contracts'
import { z } from 'zod'

/** What the form submits: the vote contract's body. */
export type VoteRequestBody = z.output<typeof voteRequestSchema>

/** A condition as the voter types it: pesos for a larger down payment, months for a shorter term. */
export interface ConditionDraft {
  /** Empty until the member picks the kind (none is proposed, as for the vote). */
  kind: ConditionKind | ''
  value: string
  text: string
}

/** The vote form: no vote chosen until the member chooses one (none is proposed, issue 38). */
export interface VoteFormValues {
  vote: CommitteeVote | ''
  conditions: ConditionDraft[]
  rejectReasons: RejectReasonCode[]
  notes: string
}

export const emptyVote = (): VoteFormValues => ({
  vote: '',
  conditions: [{ kind: '', value: '', text: '' }],
  rejectReasons: [],
  notes: '',
})

/** A condition's value as the API takes it: centavos or months; none for the other kinds. */
const valueOf = ({ kind, value }: ConditionDraft) => {
  if (kind !== 'larger_down_payment' && kind !== 'shorter_term') return null
  const number = Number(value.replace(/[\s,$]/g, ''))
  if (value.trim() === '' || !Number.isFinite(number)) return null
  return kind === 'larger_down_payment' ? Math.round(number * 100) : number
}

/**
 * The form as the vote contract reads it: conditions only for an approval with conditions, reasons only for
 * a rejection; a vote not chosen is required here (the server refuses a missing one too).
 */
export const voteFormSchema = z
  .custom<VoteFormValues>()
  .superRefine((values, context) => {
    if (!values.vote) context.addIssue({ code: 'custom', path: ['vote'], message: fieldError('required') })
    if (values.vote === 'approve_with_conditions')
      values.conditions.forEach((draft, index) => {
        if (!draft.kind)
          context.addIssue({
            code: 'custom',
            path: ['conditions', index, 'kind'],
            message: fieldError('required'),
          })
      })
  })
  .transform((values): unknown => ({
    vote: values.vote,
    conditions:
      values.vote === 'approve_with_conditions'
        ? values.conditions.map((draft) => ({ kind: draft.kind, value: valueOf(draft), text: draft.text }))
        : [],
    rejectReasons: values.vote === 'reject' ? values.rejectReasons : [],
    notes: values.notes,
  }))
  .pipe(voteRequestSchema)
