import { describe, expect, it } from 'vitest'
import { emptyVote, voteFormSchema } from './vote-form-values'

describe('voteFormSchema', () => {
  it('proposes no vote and requires one', () => {
    const result = voteFormSchema.safeParse(emptyVote())
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]).toMatchObject({ path: ['vote'], message: 'required' })
  })

  it('sends conditions only with an approval with conditions, their value in centavos', () => {
    const values = {
      ...emptyVote(),
      vote: 'approve_with_conditions' as const,
      conditions: [{ kind: 'larger_down_payment' as const, value: '25,000.50', text: '' }],
    }
    expect(voteFormSchema.parse(values)).toMatchObject({
      vote: 'approve_with_conditions',
      conditions: [{ kind: 'larger_down_payment', value: 2_500_050, text: '' }],
      rejectReasons: [],
    })
    expect(voteFormSchema.parse({ ...values, vote: 'approve' }).conditions).toEqual([])
  })

  it('proposes no condition kind and requires one for an approval with conditions', () => {
    const values = { ...emptyVote(), vote: 'approve_with_conditions' as const }
    expect(values.conditions).toEqual([{ kind: '', value: '', text: '' }])
    const result = voteFormSchema.safeParse(values)
    expect(result.error?.issues[0]).toMatchObject({ path: ['conditions', 0, 'kind'], message: 'required' })
    // A plain approval ignores the unfilled condition row.
    expect(voteFormSchema.parse({ ...values, vote: 'approve' }).conditions).toEqual([])
  })
})
