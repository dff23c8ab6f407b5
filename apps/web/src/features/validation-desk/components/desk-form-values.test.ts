import { describe, expect, it } from 'vitest'
import { attemptFormSchema, emptyAttempt, instantOf } from './attempt-form-values'
import { callFormSchema, emptyCall } from './call-form-values'

const pathsOf = (result: { success: boolean; error?: { issues: Array<{ path: PropertyKey[] }> } }) =>
  result.success ? [] : [...new Set(result.error!.issues.map((issue) => issue.path.join('.')))]

describe('the contact attempt form', () => {
  it('sends the picked local time as an instant, and none when left empty', () => {
    expect(attemptFormSchema.parse(emptyAttempt())).toEqual({
      channel: 'phone',
      outcome: 'reached',
      notes: '',
      nextAttemptAt: null,
    })
    const local = '2026-12-01T10:30'
    expect(
      attemptFormSchema.parse({ ...emptyAttempt(), channel: 'whatsapp', nextAttemptAt: local }).nextAttemptAt,
    ).toBe(new Date(local).toISOString())
  })

  it('leaves text that is no time for the contract to name on its field', () => {
    expect(instantOf('')).toBeNull()
    expect(instantOf('mañana')).toBe('mañana')
    expect(pathsOf(attemptFormSchema.safeParse({ ...emptyAttempt(), nextAttemptAt: 'mañana' }))).toEqual([
      'nextAttemptAt',
    ])
  })
})

describe('the reference call form', () => {
  it('proposes no outcome: the desk must name one', () => {
    const result = callFormSchema.safeParse(emptyCall())
    expect(pathsOf(result)).toEqual(['outcome'])
    expect(result.error?.issues[0]?.message).toBe('required')
  })

  it('sends the contract body once an outcome is chosen', () => {
    expect(
      callFormSchema.parse({ referenceIndex: 1, outcome: 'verified', notes: ' Conoce al solicitante ' }),
    ).toEqual({
      referenceIndex: 1,
      outcome: 'verified',
      notes: 'Conoce al solicitante',
    })
  })
})
