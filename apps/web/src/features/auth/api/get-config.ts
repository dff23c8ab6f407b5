import { useEffect, useState } from 'react'
import type { PublicConfig } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { shellPaths } from '../../../lib/guards'

export type { PublicConfig }

/** The shape of publicConfigSchema, checked by hand: zod stays out of the sign-in page's bundle. */
function isPublicConfig(value: unknown): value is PublicConfig {
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

/** Fetched once per page load (plain fetch: the sign-in page does not load TanStack Query). */
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

export function useConfig(enabled = true): PublicConfig | null {
  const [config, setConfig] = useState<PublicConfig | null>(null)
  useEffect(() => {
    if (!enabled) return
    let active = true
    void fetchConfig().then((value) => {
      if (active) setConfig(value)
    })
    return () => {
      active = false
    }
  }, [enabled])
  return config
}
