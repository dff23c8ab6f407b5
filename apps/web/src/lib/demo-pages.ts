import { startTransition, useEffect, useState } from 'react'
import { fetchConfig } from './public-config'

/** The answer once it has arrived: the app asks for it as it starts (app-root), before its first render. */
let known: boolean | undefined

/**
 * Whether the server offers the template demo area (DEMO_PAGES, from the public config), asked once per page
 * load. Unknown or unreachable counts as off: the demo's routes and navigation appear only when it is on.
 */
export const demoPagesEnabled = (): Promise<boolean> =>
  fetchConfig().then((config) => (known = config?.demoPages === true))

/**
 * The same as a hook: false until the configuration has arrived. Usually it has by the first render, which
 * then draws the navigation once; arriving later, it redraws the whole layout and screen, in a transition
 * (sliced, issue 39: as a plain update it was one long task of the phone's first seconds).
 */
export function useDemoPages(): boolean {
  const [enabled, setEnabled] = useState(known ?? false)
  useEffect(() => {
    let active = true
    void demoPagesEnabled().then((value) => {
      if (active) startTransition(() => setEnabled(value))
    })
    return () => {
      active = false
    }
  }, [])
  return enabled
}
