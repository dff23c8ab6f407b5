import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import { App } from './app'
import { createAppRouter } from './app-router'
import { provideSharedReads } from '../lib/shared-reads'
import { sharedReads } from './shared-reads'

/** Where the app should open when it starts from the light sign-in page (after sign-in, or a link there). */
export interface StartTarget {
  to: string
  replace?: boolean
  state?: unknown
}

/** Starts the whole app (router, route table, guard) in `root`, at the current address or at `target`. */
export async function mountApp(root: Root, target?: StartTarget) {
  // Without navigation state the address is set before the router reads it, so /login never renders in between.
  if (target && target.state === undefined) {
    if (target.replace) window.history.replaceState(null, '', target.to)
    else window.history.pushState(null, '', target.to)
  }
  provideSharedReads(sharedReads)
  const router = createAppRouter()
  if (target && target.state !== undefined)
    await router.navigate(target.to, { replace: target.replace, state: target.state })
  root.render(
    <StrictMode>
      <App router={router} />
    </StrictMode>,
  )
}
