import { describe, expect, it } from 'vitest'
import { boundedDateSchema, idSchema, idTextSchema, INT4_MAX, MAX_VERSION, versionSchema } from './bounds'
import { rowsPerAnswer, MAX_ROWS_PER_ANSWER, itemsPerPageSchema } from './list-query'
import { findUnstorableText, multiLineText, singleLineText, textProblem } from './text'

describe('textProblem', () => {
  it('accepts ordinary text in any script, with accents and emoji', () => {
    for (const value of ['José Núñez', 'مرحبا', 'Ça va 👍', '', 'a\u200bb']) {
      expect(textProblem(value), value).toBeUndefined()
    }
  })

  it('names a NUL byte, a lone surrogate and control characters', () => {
    expect(textProblem('a\u0000b')).toBe('nul_character')
    expect(textProblem('\ud800')).toBe('ill_formed_text')
    expect(textProblem('x\udc00')).toBe('ill_formed_text')
    expect(textProblem('a\u0007b')).toBe('control_characters')
    expect(textProblem('a\u0085b')).toBe('control_characters')
    expect(textProblem('two\nlines')).toBe('control_characters')
  })

  it('allows line breaks and tabs only in multi-line text', () => {
    expect(textProblem('two\nlines\tand\r\n', 'multi-line')).toBeUndefined()
    expect(textProblem('bell\u0007', 'multi-line')).toBe('control_characters')
    expect(textProblem('a\u0000', 'multi-line')).toBe('nul_character')
  })

  it('refuses bidi overrides and isolates and invisible-only strings in single-line text', () => {
    for (const control of [
      '\u202a',
      '\u202b',
      '\u202c',
      '\u202d',
      '\u202e',
      '\u2066',
      '\u2067',
      '\u2068',
      '\u2069',
    ]) {
      expect(textProblem(`name${control}x`), control.codePointAt(0)?.toString(16)).toBe('bidi_controls')
    }
    expect(textProblem('\u200b\u200c\u200d')).toBe('invisible_text')
    expect(textProblem(' \u2060 ')).toBe('invisible_text')
    // Right-to-left text itself is fine, it needs no override.
    expect(textProblem('شركة السيارات')).toBeUndefined()
  })
})

describe('text schemas', () => {
  it('report the problem as the field issue, before trimming', () => {
    const result = singleLineText().trim().min(1).safeParse('ok\u0000')
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('nul_character')
    expect(multiLineText().safeParse('line 1\nline 2').success).toBe(true)
    expect(singleLineText().trim().parse('  Ana  ')).toBe('Ana')
  })

  it('find the first unstorable string anywhere in a payload, with its path', () => {
    expect(findUnstorableText({ a: ['ok', { b: 'x\u0000' }] })).toEqual({
      field: 'a.1.b',
      code: 'nul_character',
    })
    expect(findUnstorableText({ ['k\ud800']: 1 })?.code).toBe('ill_formed_text')
    expect(findUnstorableText({ fine: 'text', n: 1, list: [true, null] })).toBeUndefined()
  })
})

describe('bounds', () => {
  it('keeps ids and versions inside int4', () => {
    expect(idSchema().safeParse(INT4_MAX).success).toBe(true)
    expect(idSchema().safeParse(INT4_MAX + 1).success).toBe(false)
    expect(idSchema().safeParse(0).success).toBe(false)
    expect(idSchema().safeParse(1.5).success).toBe(false)
    expect(idTextSchema().safeParse('9223372036854775808').success).toBe(false)
    expect(versionSchema().safeParse(MAX_VERSION).success).toBe(true)
    expect(versionSchema().safeParse(INT4_MAX).success).toBe(false)
  })

  it('keeps dates between 1900 and 2100 and refuses impossible ones', () => {
    for (const good of ['1900-01-01', '2024-02-29', '2100-12-31']) {
      expect(boundedDateSchema().safeParse(good).success, good).toBe(true)
    }
    for (const bad of ['0000-01-01', '9999-12-31', '1899-12-31', '2101-01-01', '2023-02-29', '2024-13-01']) {
      expect(boundedDateSchema().safeParse(bad).success, bad).toBe(false)
    }
  })

  it('caps "all" at MAX_ROWS_PER_ANSWER', () => {
    expect(itemsPerPageSchema.parse('-1')).toBe(-1)
    expect(rowsPerAnswer(-1)).toBe(MAX_ROWS_PER_ANSWER)
    expect(rowsPerAnswer(25)).toBe(25)
  })
})
