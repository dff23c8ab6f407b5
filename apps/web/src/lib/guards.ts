import type { AbilityRule, Action, ApiError, SessionResponse, UserData } from '@mesa/contracts'

/**
 * Hand-written checks for the few shapes the app shell reads before any page loads (stored session,
 * refresh answer, error body). They mirror the zod schemas of @mesa/contracts (guards.test.ts compares
 * them) so the login route's initial JavaScript does not carry zod; forms load zod with their validation.
 */
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value)

// Every action of contracts `actions` ('assign' too: mesa-control and the committee hold it).
const actionNames: readonly string[] = [
  'manage',
  'create',
  'read',
  'update',
  'delete',
  'assign',
  'send',
  'record_payment',
] satisfies Action[]

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
 * API paths the shell and the sign-in page call before zod loads; the same values as contracts' authPaths
 * and systemPaths (checked in guards.test.ts).
 */
export const shellPaths = {
  refresh: '/api/v1/allies/refresh_token/',
  logout: '/api/v1/auth/logout',
  config: '/api/v1/config',
} as const
