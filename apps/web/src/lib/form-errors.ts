import { HttpError } from './http'

/**
 * Validation texts come from the shared zod schemas and the API in English; the UI shows them through
 * i18n keys. Unknown texts fall back to the generic error.
 */
const messageKeys: Record<string, string> = {
  Required: 'validation.required',
  'Invalid email': 'validation.email',
  'Invalid email address': 'validation.email',
  'Must be at least 8 characters': 'validation.passwordMin',
  'Must be at least 2 characters': 'validation.nameMin',
  'Invalid email or password': 'validation.invalidCredentials',
  'Must be a 6-digit code or a recovery code': 'validation.code',
  'Passwords do not match': 'validation.passwordsMatch',
  'This password is too common; choose another': 'validation.commonPassword',
  'Something went wrong': 'errors.generic',
}

export function errorKey(message: string | undefined): string {
  if (!message) return 'errors.generic'
  if (messageKeys[message]) return messageKeys[message]
  if (/^Too small|at most|Too big/i.test(message)) return 'validation.tooLong'
  return 'errors.generic'
}

/**
 * Maps an API error onto a form: each field error of a 400 goes to its field; what remains is returned
 * as the i18n key of a general message (429 and network failures have their own).
 */
export function serverErrorKey(
  error: unknown,
  setFieldError: (field: string, messageKey: string) => boolean,
): string | null {
  if (error instanceof HttpError) {
    if (error.status === 429) return 'errors.tooMany'
    let placed = false
    for (const [field, messages] of Object.entries(error.body?.errors ?? {})) {
      placed = setFieldError(field, messages[0] ?? '') || placed
    }
    if (placed) return null
    if (error.status === 400 || error.status === 401 || error.status === 404) {
      const key = errorKey(error.body?.message)
      return key === 'errors.generic' ? 'errors.invalidRequest' : key
    }
    return 'errors.generic'
  }
  return error instanceof TypeError ? 'errors.network' : 'errors.generic'
}
