import { Navigate, useLocation } from 'react-router'
import { rulesAllow } from '../lib/guards'
import { useSession } from '../lib/use-session'
import { rootRedirect } from './root-redirect'

export function RootRedirectRoute() {
  const { loggedIn, userData, rules } = useSession()
  const { search } = useLocation()
  const to = rootRedirect({
    loggedIn,
    role: userData?.role,
    rules,
    canReadAclDemo: rulesAllow(rules, 'read', 'AclDemo'),
    search,
  })
  return <Navigate to={to} replace />
}
