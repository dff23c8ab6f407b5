import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import {
  anchorLink,
  SignInNavigationProvider,
  SignInPage,
  type SignInMove,
  type SignInNavigation,
} from '../features/auth/sign-in'
import { preferences } from '../lib/preferences'
import { session } from '../lib/session'
import { AppThemeProvider } from '../theme/theme-provider'

/** The sign-in page's tree: what the browser renders, and what the build prerenders into login.html. */
export function SignInTree({ navigation }: { navigation: SignInNavigation }) {
  return (
    <StrictMode>
      <AppThemeProvider>
        <SignInNavigationProvider value={navigation}>
          <SignInPage />
        </SignInNavigationProvider>
      </AppThemeProvider>
    </StrictMode>
  )
}

/**
 * login.html holds the page prerendered in Spanish (vite-prerender-sign-in): the browser paints the form before
 * any script runs and React adopts that markup. A reader of another language gets the page rendered afresh.
 */
const adoptsPrerendered = (container: HTMLElement) =>
  container.hasChildNodes() && preferences.get('language') === 'es'

/**
 * The light entry for a first visit to /login (issue 12: the sign-in page downloads only the theme, the form and
 * Spanish texts). Signing in, or following a link to another page, starts the whole app in the same root.
 */
export function mountSignIn(container: HTMLElement) {
  let root: Root | null = null
  const startApp = async (to?: string, move?: SignInMove) => {
    const { mountApp } = await import('./app-root')
    await mountApp(root ?? freshRoot(container), to === undefined ? undefined : { to, ...move })
  }
  // Already signed in: the app's guard sends the user on from /login.
  if (session.getSnapshot().loggedIn) return startApp()
  const navigation: SignInNavigation = {
    search: window.location.search,
    go: (to, move) => startApp(to, move),
    link: anchorLink((to) => startApp(to)),
  }
  const tree = <SignInTree navigation={navigation} />
  if (adoptsPrerendered(container)) {
    // As a transition, React hydrates in slices and yields between them: the page already shows the form,
    // so there is nothing to hurry, and a tap meanwhile is not stuck behind one long task.
    startTransition(() => {
      root = hydrateRoot(container, tree)
    })
  } else {
    root = freshRoot(container)
    root.render(tree)
  }
}

/** A root over an emptied container (the prerendered markup, if any, is not this reader's page). */
function freshRoot(container: HTMLElement): Root {
  container.replaceChildren()
  return createRoot(container)
}
