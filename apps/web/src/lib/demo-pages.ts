import { useEffect, useState } from 'react'
import { fetchConfig } from './public-config'

/**
 * Whether the server offers the template demo area (DEMO_PAGES, from the public config), asked once per page
 * load. Unknown or unreachable counts as off: the demo's routes and navigation appear only when it is on.
 */
export const demoPagesEnabled = (): Promise<boolean> =>
  fetchConfig().then((config) => config?.demoPages === true)

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
