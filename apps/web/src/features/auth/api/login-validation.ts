import { loginRequestSchema, type LoginRequest } from '@mesa/contracts'
// zod's messages as error codes (lib/error-text.ts words them).
import '../../../lib/zod-codes'

/**
 * Loaded just after the sign-in page renders, so zod is not part of the login route's initial JavaScript.
 * Answers the first message of each invalid field.
 */
export function validateLogin(values: LoginRequest): Partial<Record<keyof LoginRequest, string>> {
  const parsed = loginRequestSchema.safeParse(values)
  if (parsed.success) return {}
  const errors: Partial<Record<keyof LoginRequest, string>> = {}
  for (const issue of parsed.error.issues) {
    const field = issue.path[0] as keyof LoginRequest
    errors[field] ??= issue.message
  }
  return errors
}
