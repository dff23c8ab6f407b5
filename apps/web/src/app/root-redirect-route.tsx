import { Navigate, useLocation } from 'react-router'
import { ability } from '../lib/ability'
import { useSession } from '../lib/use-session'
import { rootRedirect } from './root-redirect'

export function RootRedirectRoute() {
  const { loggedIn, userData, rules } = useSession()
  const { search } = useLocation()
  const to = rootRedirect({
    loggedIn,
    role: userData?.role,
    rules,
    canReadAclDemo: ability.can('read', 'AclDemo'),
    search,
  })
  return <Navigate to={to} replace />
}
