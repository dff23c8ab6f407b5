import { startTransition, StrictMode } from 'react'
import { createRoot, hydrateRoot, type Root } from 'react-dom/client'
import {
  anchorLink,
  LightSignInEnvironment,
  SignInNavigationProvider,
  SignInPage,
  signInTexts,
  type SignInMove,
  type SignInNavigation,
  type SignInTexts,
} from '../features/auth/sign-in'
import { applyLanguageToDocument, preferences } from '../lib/preferences'
import { session } from '../lib/session'

/** The sign-in page's tree: what the browser renders, and what the build prerenders into login.html. */
export function SignInTree({ navigation, texts }: { navigation: SignInNavigation; texts: SignInTexts }) {
  return (
    <StrictMode>
      <LightSignInEnvironment texts={texts}>
        <SignInNavigationProvider value={navigation}>
          <SignInPage />
        </SignInNavigationProvider>
      </LightSignInEnvironment>
    </StrictMode>
  )
}

/**
 * The light entry for a first visit to /login (issue 12: the sign-in page downloads React, the form and its
 * texts; neither MUI nor i18next nor the router). Signing in, or following a link to another page, starts the
 * whole app in the same root. login.html holds the page prerendered in Spanish (vite-prerender-sign-in) with the
 * theme's styles: the browser paints the form before any script runs and React adopts that markup; a reader of
 * another language gets the page rendered afresh.
 */
export async function mountSignIn(container: HTMLElement) {
  let root: Root | null = null
  const startApp = async (to?: string, move?: SignInMove) => {
    const [{ mountApp }] = await Promise.all([
      import('./app-root'),
      import('../lib/i18n').then(({ initI18n }) => initI18n()),
    ])
    await mountApp(root ?? freshRoot(container), to === undefined ? undefined : { to, ...move })
  }
  // Already signed in: the app's guard sends the user on from /login.
  if (session.getSnapshot().loggedIn) return startApp()
  const language = preferences.get('language')
  applyLanguageToDocument(language)
  const texts = await signInTexts(language)
  const navigation: SignInNavigation = {
    search: window.location.search,
    go: (to, move) => startApp(to, move),
    link: anchorLink((to) => startApp(to)),
  }
  const tree = <SignInTree navigation={navigation} texts={texts} />
  if (container.hasChildNodes() && language === 'es') {
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
