import { dutyPolicyRequestSchema, type DutyAct, type DutyPair } from '@mesa/contracts'
import { z } from 'zod'

/** The editor: the pairs as they will be saved, and the pair being put together to add. */
export interface DutyPolicyValues {
  pairs: DutyPair[]
  adding: { actA: DutyAct; actB: DutyAct }
}

/** The pair the add row proposes first. */
export const firstAdding = (): DutyPolicyValues['adding'] => ({ actA: 'authorise', actB: 'disburse' })

/** The editor as the policy's contract reads it: the whole set of pairs (the add row is not saved). */
export const dutyPolicyFormSchema = z
  .custom<DutyPolicyValues>()
  .transform((values): unknown => ({ pairs: values.pairs }))
  .pipe(dutyPolicyRequestSchema)
