import { z } from 'zod'
import { fieldError, type ErrorCode } from './errors'

/**
 * Text that may reach PostgreSQL or a person's screen. PostgreSQL `text` cannot hold NUL (the driver
 * fails with a 500), a lone surrogate is not valid UTF-8, control characters have no meaning in a form
 * field, and bidirectional overrides or invisible-only strings let a name look like something else
 * (e.g. "‮gnp.exe"). Every text field of every schema goes through one of these builders.
 */

// eslint-disable-next-line no-control-regex
const C0_C1_EXCEPT_LINE_BREAKS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/
// eslint-disable-next-line no-control-regex
const C0_C1 = /[\u0000-\u001f\u007f-\u009f]/
/** Embeddings, overrides (U+202A–U+202E) and isolates (U+2066–U+2069). */
const BIDI_CONTROLS = /[\u202a-\u202e\u2066-\u2069]/
/** Characters that draw nothing: zero-width space/joiners, word joiner, BOM, soft hyphen, Mongolian vowel separator, Hangul fillers. */
// U+034F (combining grapheme joiner) is listed on purpose: alone it draws nothing.
// eslint-disable-next-line no-misleading-character-class
const INVISIBLE = /[\s\u00ad\u034f\u115f\u1160\u180e\u200b-\u200f\u2060-\u2064\u3164\ufeff\uffa0]/gu

/** A high surrogate not followed by a low one, or a low one not preceded by a high one (no `u` flag on purpose). */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/

/** `String.prototype.isWellFormed` (ES2024) without needing that library's types. */
export const isWellFormedText = (value: string) => !LONE_SURROGATE.test(value)

export type TextKind = 'single-line' | 'multi-line'

/**
 * Why a text is refused, or undefined when it is fine: `nul_character` (U+0000), `ill_formed_text` (a lone
 * surrogate), `control_characters` (line breaks and tabs too in single-line text), `bidi_controls`
 * (U+202A–U+202E, U+2066–U+2069) or `invisible_text` (only characters that draw nothing).
 */
export function textProblem(value: string, kind: TextKind = 'single-line'): ErrorCode | undefined {
  if (value.includes('\u0000')) return 'nul_character'
  if (!isWellFormedText(value)) return 'ill_formed_text'
  if ((kind === 'multi-line' ? C0_C1_EXCEPT_LINE_BREAKS : C0_C1).test(value)) return 'control_characters'
  if (kind === 'single-line') {
    if (BIDI_CONTROLS.test(value)) return 'bidi_controls'
    if (value.length > 0 && value.replace(INVISIBLE, '') === '' && value.trim() !== '')
      return 'invisible_text'
  }
  return undefined
}

/** The refinement both builders share; runs before trim so a trailing control character is still seen. */
function checkedText(kind: TextKind, params?: Parameters<typeof z.string>[0]) {
  return z.string(params).superRefine((value, ctx) => {
    const problem = textProblem(value, kind)
    if (problem) ctx.addIssue({ code: 'custom', message: problem })
  })
}

/** Names, e-mails, codes, search terms: one line, no controls, no bidi overrides, not invisible-only. */
export const singleLineText = (params?: Parameters<typeof z.string>[0]) => checkedText('single-line', params)

/** Comments, reasons, descriptions: line breaks and tabs allowed, other controls refused. */
export const multiLineText = (params?: Parameters<typeof z.string>[0]) => checkedText('multi-line', params)

/** An e-mail address, also refused when it carries characters that are not allowed. */
export const safeEmail = (max = 254) =>
  singleLineText()
    .max(max, fieldError('too_long', max))
    .pipe(z.email(fieldError('invalid_email')))

/**
 * The last line of defence (the API runs it on every body, query and path before validation): the
 * dotted path and problem of the first string that PostgreSQL could not store, wherever it hides.
 */
export function findUnstorableText(
  value: unknown,
  path: string[] = [],
  depth = 0,
): { field: string; code: ErrorCode } | undefined {
  if (depth > 64) return undefined
  if (typeof value === 'string') {
    if (value.includes('\u0000')) return { field: path.join('.'), code: 'nul_character' }
    if (!isWellFormedText(value)) return { field: path.join('.'), code: 'ill_formed_text' }
    return undefined
  }
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) {
      const found = findUnstorableText(item, [...path, String(index)], depth + 1)
      if (found) return found
    }
    return undefined
  }
  if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const keyProblem = findUnstorableText(key, [...path, key.replace(/[^\x20-\x7e]/g, '?')], depth + 1)
      if (keyProblem) return keyProblem
      const found = findUnstorableText(item, [...path, key], depth + 1)
      if (found) return found
    }
  }
  return undefined
}

/** A person's full name as lists and comparisons show it: first names, then both surnames (an empty one left out). */
export const personFullName = (person: { firstNames: string; lastName1: string; lastName2: string }) =>
  [person.firstNames, person.lastName1, person.lastName2].filter(Boolean).join(' ')
