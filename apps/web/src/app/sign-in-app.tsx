import { StrictMode } from 'react'
import type { Root } from 'react-dom/client'
import {
  anchorLink,
  SignInNavigationProvider,
  SignInPage,
  type SignInMove,
  type SignInNavigation,
} from '../features/auth/sign-in'
import { session } from '../lib/session'
import { AppThemeProvider } from '../theme/theme-provider'

/**
 * The light entry for a first visit to /login (issue 12: the sign-in page downloads only the theme, the form and
 * Spanish texts). Signing in, or following a link to another page, starts the whole app in the same root.
 */
export function mountSignIn(root: Root) {
  const startApp = async (to?: string, move?: SignInMove) => {
    const { mountApp } = await import('./app-root')
    await mountApp(root, to === undefined ? undefined : { to, ...move })
  }
  // Already signed in: the app's guard sends the user on from /login.
  if (session.getSnapshot().loggedIn) return startApp()
  const navigation: SignInNavigation = {
    search: window.location.search,
    go: (to, move) => startApp(to, move),
    link: anchorLink((to) => startApp(to)),
  }
  root.render(
    <StrictMode>
      <AppThemeProvider>
        <SignInNavigationProvider value={navigation}>
          <SignInPage />
        </SignInNavigationProvider>
      </AppThemeProvider>
    </StrictMode>,
  )
}
