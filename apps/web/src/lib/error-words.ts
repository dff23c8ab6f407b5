import { HttpError } from './http'
import type { Translate } from './texts'

/**
 * The one place the web turns an error into words (issue 10 "errors as codes"). The API and the contracts'
 * validators (with lib/zod-codes.ts on the web) speak in codes (`required`, `too_short:2`, `stale_version`, see contracts' `errorCodes`); the
 * words live in i18n: `errors.<code>` of the feature's namespace, else of the common namespace, else the
 * generic text. A field may word a code its own way under `fieldErrors.<field>.<code>` (e.g. allies'
 * "El nombre del aliado es obligatorio"). The code's argument is passed as `{{argument}}`.
 */

/**
 * A field entry read back as contracts' `parseFieldError` does (error-text.test.ts compares them): a code,
 * optionally `code:argument`, else a text. Written here so the sign-in page, which words its errors too,
 * does not carry zod in its initial JavaScript (as lib/guards.ts).
 */
export function readEntry(entry: string): { code?: string; argument?: string; text?: string } {
  const match = /^([a-z][a-z_]*)(?::(.*))?$/s.exec(entry)
  if (!match) return { text: entry }
  return match[2] === undefined ? { code: match[1] } : { code: match[1], argument: match[2] }
}

/** The common namespace: `apps/web/src/locales/*.json`, i18next's default namespace. */
const COMMON = 'translation'

/**
 * Texts the spec fixes (spec §8), which the API sends as they are instead of a code, and the key that
 * words them. Anything else that is not a code (an older English answer) falls back to the generic text.
 */
const fixedTexts: Record<string, string> = {
  'Invalid email or password': 'invalid_credentials',
}

/** An HTTP status with no code in its body, as the code that words it. */
const statusCodes: Record<number, string> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  429: 'rate_limited',
  503: 'unavailable',
}

/**
 * Where a field may word a code its own way: its path without list indexes (`accounts.2.clabe` →
 * `accounts.clabe`), then its last name alone (`terms.requestedAmountCents` → `requestedAmountCents`), so a
 * field reads the same wherever a form nests it.
 */
function fieldPaths(field?: string): string[] {
  if (!field) return []
  const path = field.replace(/\.\d+(?=\.|$)/g, '')
  const last = path.slice(path.lastIndexOf('.') + 1)
  return last === path ? [path] : [path, last]
}

export interface ErrorText {
  /** The words of one field entry (a code, `code:argument` or a fixed spec text); '' when there is none. */
  fieldText(entry?: string, field?: string): string
  /**
   * A form's own check (a contract schema's safeParse issues) as words by top-level field, for forms kept
   * without react-hook-form; the first issue of a field wins.
   */
  issueTexts(issues: readonly { path: readonly PropertyKey[]; message: string }[]): Record<string, string>
  /** The general message of a failed call: the first field entry, else the answer's code, else its status. */
  callText(error: unknown): string
  /** The words of one workflow guard id (`file_complete`, ...): `errors.guard_<id>`, else `guards.<id>`. */
  guardText(guard: string): string
  /** The words of each guard that stopped a stage move (`code: 'guard_failed'`, `errors.guard`). */
  guardTexts(error: unknown): string[]
}

/**
 * Builds the texts over a `t`: i18next's in the app (`useErrorText`, lib/error-text), the light translator on the
 * sign-in page (lib/texts), which must not load i18next (issue 12).
 */
export function createErrorText(t: Translate, namespace?: string): ErrorText {
  const spaces = namespace && namespace !== COMMON ? [namespace, COMMON] : [COMMON]

  /** `errors.<id>` in each namespace, feature first. */
  const keysOf = (id: string) => spaces.map((space) => `${space}:errors.${id}`)
  const say = (keys: string[], argument?: string) =>
    t([...keys, `${COMMON}:errors.generic`], argument === undefined ? {} : { argument })

  function fieldText(entry?: string, field?: string): string {
    if (!entry) return ''
    const parsed = readEntry(entry)
    const id = parsed.code ?? fixedTexts[parsed.text ?? '']
    // Each namespace, feature first: the field's own wording of the code, then the code's.
    const keys = id
      ? spaces.flatMap((space) => [
          ...fieldPaths(field).map((path) => `${space}:fieldErrors.${path}.${id}`),
          `${space}:errors.${id}`,
        ])
      : []
    // An entry we cannot word still marks the field as wrong.
    return say([...keys, ...keysOf('invalid_value')], parsed.argument)
  }

  function issueTexts(issues: readonly { path: readonly PropertyKey[]; message: string }[]) {
    const texts: Record<string, string> = {}
    for (const issue of issues) {
      const field = String(issue.path[0] ?? '')
      texts[field] ??= fieldText(issue.message, field)
    }
    return texts
  }

  function guardIds(error: unknown): string[] {
    return error instanceof HttpError ? (error.body?.errors?.guard ?? []) : []
  }

  function guardText(guard: string): string {
    return say([...keysOf(`guard_${guard}`), ...spaces.map((space) => `${space}:guards.${guard}`)])
  }

  function guardTexts(error: unknown): string[] {
    return guardIds(error).map(guardText)
  }

  function callText(error: unknown): string {
    if (!(error instanceof HttpError)) return say(error instanceof TypeError ? keysOf('network') : [])
    const body = error.body
    if (body?.code === 'guard_failed' && guardIds(error).length) return guardTexts(error).join(' ')
    const [field, entries] = Object.entries(body?.errors ?? {}).find(([, list]) => list.length > 0) ?? []
    if (field && entries?.[0]) {
      const parsed = readEntry(entries[0])
      if (parsed.code || fixedTexts[parsed.text ?? '']) return fieldText(entries[0], field)
    }
    const code = body?.code ?? statusCodes[error.status]
    return say(code ? keysOf(code) : [])
  }

  return { fieldText, issueTexts, callText, guardText, guardTexts }
}

/**
 * Places each field entry of a 400 on its form field (`place` answers whether the field is on the form);
 * true when at least one was placed, so the caller may skip the general message.
 */
export function placeFieldErrors(error: unknown, place: (field: string, entry: string) => boolean): boolean {
  if (!(error instanceof HttpError)) return false
  let placed = false
  for (const [field, entries] of Object.entries(error.body?.errors ?? {})) {
    if (entries[0] && place(field, entries[0])) placed = true
  }
  return placed
}
