import type { PublicConfig } from '@mesa/contracts'
import { api } from './api-client'
import { shellPaths } from './guards'

/** The shape of publicConfigSchema, checked by hand: zod stays out of the sign-in page's bundle. */
export function isPublicConfig(value: unknown): value is PublicConfig {
  if (typeof value !== 'object' || value === null) return false
  const { demoMode, demoCredentials, demoPages } = value as Record<string, unknown>
  return (
    typeof demoMode === 'boolean' &&
    typeof demoPages === 'boolean' &&
    Array.isArray(demoCredentials) &&
    demoCredentials.every(
      (entry: unknown) =>
        typeof entry === 'object' &&
        entry !== null &&
        ['email', 'password', 'role'].every(
          (key) => typeof (entry as Record<string, unknown>)[key] === 'string',
        ),
    )
  )
}

let cached: Promise<PublicConfig | null> | null = null

/**
 * GET /api/v1/config, fetched once per page load for the sign-in page (its demo accounts) and the app (the
 * demo area's switch). Plain fetch: the sign-in page does not load TanStack Query.
 */
export function fetchConfig(): Promise<PublicConfig | null> {
  cached ??= api
    .get(shellPaths.config, { auth: false })
    .then((body) => (isPublicConfig(body) ? body : null))
    .catch(() => {
      cached = null
      return null
    })
  return cached
}
