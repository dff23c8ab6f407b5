import { useMemo, type ReactNode } from 'react'
import { Link as RouterLink, useLocation, useNavigate } from 'react-router'
import { SignInNavigationProvider, type SignInNavigation } from './sign-in-navigation'

/** The sign-in form inside the app: moves and links go through React Router. */
export function RouterSignInNavigation(props: { children: ReactNode }) {
  const navigate = useNavigate()
  const { search } = useLocation()
  const value = useMemo<SignInNavigation>(
    () => ({ search, go: (to, move) => navigate(to, move), link: RouterLink }),
    [navigate, search],
  )
  return <SignInNavigationProvider value={value}>{props.children}</SignInNavigationProvider>
}
