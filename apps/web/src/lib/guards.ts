import type { AbilityRule, Action, ApiError, SessionResponse, Subject, UserData } from '@mesa/contracts'

/**
 * Hand-written checks for the few shapes the app shell reads before any page loads (stored session,
 * refresh answer, error body). They mirror the zod schemas of @mesa/contracts (guards.test.ts compares
 * them) so the login route's initial JavaScript does not carry zod; forms load zod with their validation.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

const actionNames: readonly string[] = ['manage', 'create', 'read', 'update', 'delete'] satisfies Action[]

export function isAbilityRule(value: unknown): value is AbilityRule {
  return isRecord(value) && actionNames.includes(value.action as string) && typeof value.subject === 'string'
}

export const isAbilityRules = (value: unknown): value is AbilityRule[] =>
  Array.isArray(value) && value.every(isAbilityRule)

export function isUserData(value: unknown): value is UserData {
  return (
    isRecord(value) &&
    Number.isInteger(value.id) &&
    typeof value.fullName === 'string' &&
    typeof value.username === 'string' &&
    typeof value.email === 'string' &&
    (value.avatar === null || typeof value.avatar === 'string') &&
    typeof value.role === 'string'
  )
}

export function isSessionResponse(value: unknown): value is SessionResponse {
  return (
    isRecord(value) &&
    typeof value.accessToken === 'string' &&
    typeof value.refreshToken === 'string' &&
    isAbilityRules(value.userAbilityRules) &&
    isUserData(value.userData)
  )
}

export function isApiError(value: unknown): value is ApiError {
  if (!isRecord(value) || typeof value.message !== 'string') return false
  if (value.errors === undefined) return true
  return (
    isRecord(value.errors) &&
    Object.values(value.errors).every(
      (texts) => Array.isArray(texts) && texts.every((t) => typeof t === 'string'),
    )
  )
}

/**
 * True when the rules allow the action on the subject ('manage' and 'all' are wildcards), as CASL and
 * contracts' rulesAllow decide (ability.test.ts, guards.test.ts). The route guard uses it so CASL loads with
 * the application layout rather than with the sign-in page.
 */
export const rulesAllow = (rules: readonly AbilityRule[], action: Action, subject: Subject): boolean =>
  rules.some(
    (rule) =>
      (rule.action === 'manage' || rule.action === action) &&
      (rule.subject === 'all' || rule.subject === subject),
  )

/** True when any rule names the subject, or 'all' (spec §2 "has rules on subject X"); as contracts' rulesMention. */
export const rulesMention = (rules: readonly AbilityRule[], subject: Subject): boolean =>
  rules.some((rule) => rule.subject === subject || rule.subject === 'all')

/** API paths the shell calls; the same values as contracts' authPaths (checked in guards.test.ts). */
export const shellPaths = {
  refresh: '/api/v1/allies/refresh_token/',
  logout: '/api/v1/auth/logout',
} as const
