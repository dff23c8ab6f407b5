import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { issueCode } from './issue-codes'

/** The code of the first issue of a failed parse, mapped as the API and the web map it. */
const codeOf = (schema: z.ZodType, value: unknown) => {
  const result = schema.safeParse(value, { error: (issue) => issueCode(issue) })
  return result.success ? undefined : result.error.issues[0]?.message
}

describe('issueCode', () => {
  it('names each zod issue kind with its code and argument', () => {
    expect(codeOf(z.object({ name: z.string() }), {})).toBe('required')
    expect(codeOf(z.string().min(1), '')).toBe('required')
    expect(codeOf(z.string().min(3), 'ab')).toBe('too_short:3')
    expect(codeOf(z.string().max(2), 'abc')).toBe('too_long:2')
    expect(codeOf(z.number().min(5), 1)).toBe('too_small:5')
    expect(codeOf(z.number().max(5), 9)).toBe('too_big:5')
    expect(codeOf(z.number().int(), 1.5)).toBe('not_integer')
    expect(codeOf(z.array(z.string()).max(1), ['a', 'b'])).toBe('too_many:1')
    expect(codeOf(z.email(), 'nope')).toBe('invalid_email')
    expect(codeOf(z.iso.date(), '2024-13-40')).toBe('invalid_date')
    expect(codeOf(z.enum(['a', 'b']), 'c')).toBe('invalid_choice')
    expect(codeOf(z.strictObject({}), { extra: 1 })).toBe('unknown_field')
    expect(codeOf(z.string(), 3)).toBe('invalid_type')
  })

  it('keeps a custom issue whose message is a code, and a code set by the contract', () => {
    const custom = z
      .string()
      .superRefine((_value, ctx) => ctx.addIssue({ code: 'custom', message: 'bidi_controls' }))
    expect(codeOf(custom, 'x')).toBe('bidi_controls')
    expect(
      codeOf(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe('invalid_value')
    expect(codeOf(z.string().min(2, 'too_short:2'), 'x')).toBe('too_short:2')
  })
})
