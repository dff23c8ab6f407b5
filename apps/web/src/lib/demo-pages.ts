import { useEffect, useState } from 'react'
import { api } from './api-client'
import { shellPaths } from './guards'

let cached: Promise<boolean> | null = null

/**
 * Whether the server offers the template demo area (DEMO_PAGES, from GET /api/v1/config), asked once per page
 * load. Unknown or unreachable counts as off: the demo's routes and navigation appear only when it is on.
 */
export function demoPagesEnabled(): Promise<boolean> {
  cached ??= api
    .get(shellPaths.config, { auth: false })
    .then(
      (body) =>
        typeof body === 'object' && body !== null && (body as { demoPages?: unknown }).demoPages === true,
    )
    .catch(() => {
      cached = null
      return false
    })
  return cached
}

/** The same as a hook: false until the configuration has arrived. */
export function useDemoPages(): boolean {
  const [enabled, setEnabled] = useState(false)
  useEffect(() => {
    let active = true
    void demoPagesEnabled().then((value) => {
      if (active) setEnabled(value)
    })
    return () => {
      active = false
    }
  }, [])
  return enabled
}
