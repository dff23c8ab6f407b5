import { Navigate, Outlet, useLocation, useMatches } from 'react-router'
import { rulesAllow } from '@mesa/contracts'
import { useSession } from '../lib/use-session'
import { decideGuard } from './access-decision'
import { readHandle } from './route-handle'

/** Applies the route guard on every navigation and whenever the session changes (sign-in, refresh failure). */
export function RouteGuard() {
  const matches = useMatches()
  const location = useLocation()
  const { loggedIn, signedOut, rules } = useSession()
  const decision = decideGuard({
    matches: matches.map((match) => readHandle(match.handle)),
    loggedIn,
    signedOut,
    can: (action, subject) => rulesAllow(rules, { action, subject }),
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
  })
  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />
  return <Outlet />
}
