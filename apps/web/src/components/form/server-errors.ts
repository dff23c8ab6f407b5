import type { FieldError, FieldErrors } from 'react-hook-form'
import { placeFieldErrors } from '../../lib/error-text'

/**
 * Where a server field path lands on a form: list indexes dropped from the end (`accounts.2` → `accounts`, a
 * list the form shows as one field), and only paths whose first name the form holds. `null` when the form has
 * no such field, so the refusal is told in the form's alert instead.
 */
export function formFieldOf(path: string, formNames: readonly string[]): string | null {
  const name = path.replace(/\.\d+$/, '')
  const top = name.split('.')[0] ?? ''
  return formNames.includes(top) ? name : null
}

/**
 * Places each field entry of an API 400 on its form field through `setError` (react-hook-form's), mapped by
 * `fieldOf` (`formFieldOf` over the form's names unless told otherwise). True when at least one was placed, so
 * the caller shows the general message only when none was.
 */
export function placeServerErrors(
  error: unknown,
  setError: (name: string, entry: string) => void,
  fieldOf: (path: string) => string | null,
): boolean {
  return placeFieldErrors(error, (path, entry) => {
    const name = fieldOf(path)
    if (name === null) return false
    setError(name, entry)
    return true
  })
}

/**
 * A check's nested errors flat by path, each moved to the form field `fieldOf` names (the first error of a
 * field wins): a contract path such as `rules.products` lands on the box the form shows for it.
 */
export function movedErrors(
  errors: FieldErrors,
  fieldOf: (path: string) => string,
): Record<string, FieldError> {
  const moved: Record<string, FieldError> = {}
  const walk = (node: unknown, path: string) => {
    if (!node || typeof node !== 'object') return
    if ('message' in node && typeof node.message === 'string' && 'type' in node) {
      moved[fieldOf(path)] ??= { type: String(node.type), message: node.message }
      return
    }
    for (const [key, child] of Object.entries(node))
      if (key !== 'ref') walk(child, path ? `${path}.${key}` : key)
  }
  walk(errors, '')
  return moved
}
