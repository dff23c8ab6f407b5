import { StrictMode, startTransition } from 'react'
import type { Root } from 'react-dom/client'
import { App } from './app'
import { createAppRouter } from './app-router'
import { demoPagesEnabled } from '../lib/demo-pages'
import { provideKeptReads } from '../lib/offline/kept-reads'
import { provideSharedReads } from '../lib/shared-reads'
import { keptReads } from './kept-reads'
import { sharedReads } from './shared-reads'

/** Where the app should open when it starts from the light sign-in page (after sign-in, or a link there). */
export interface StartTarget {
  to: string
  replace?: boolean
  state?: unknown
}

/** Resolves once the router has loaded what the current address needs (its lazy route modules and loaders). */
function firstScreenLoaded(router: ReturnType<typeof createAppRouter>): Promise<void> {
  if (router.state.initialized) return Promise.resolve()
  return new Promise((resolve) => {
    const stop = router.subscribe((state) => {
      if (!state.initialized) return
      stop()
      resolve()
    })
  })
}

/** Starts the whole app (router, route table, guard) in `root`, at the current address or at `target`. */
export async function mountApp(root: Root, target?: StartTarget) {
  // Without navigation state the address is set before the router reads it, so /login never renders in between.
  if (target && target.state === undefined) {
    if (target.replace) window.history.replaceState(null, '', target.to)
    else window.history.pushState(null, '', target.to)
  }
  provideSharedReads(sharedReads)
  provideKeptReads(keptReads)
  // Asked now, while the first screen downloads, so the layout's first render knows whether to show the demo
  // area (it was asked after that render, and its answer redrew the layout and the screen).
  void demoPagesEnabled()
  const router = createAppRouter()
  if (target && target.state !== undefined)
    await router.navigate(target.to, { replace: target.replace, state: target.state })
  // Until the first screen's code and data are in, index.html's static frame stays on screen (issue 39); React's
  // first commit then draws the screen itself, not an empty router in between.
  await firstScreenLoaded(router)
  // A transition, so React renders the first screen in slices of a few milliseconds, yielding to the browser
  // between them, instead of one task of 300–570 ms on a phone's CPU (issue 39: that task was the total blocking
  // time). Only the commit stays one task; the frame shows meanwhile (the root is empty until the commit).
  startTransition(() =>
    root.render(
      <StrictMode>
        <App router={router} />
      </StrictMode>,
    ),
  )
}
