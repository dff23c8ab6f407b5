import { Navigate, useLocation } from 'react-router'
import { needMet, rulesAllow, staffAccess } from '@mesa/contracts'
import { useSession } from '../lib/use-session'
import { rootRedirect } from './root-redirect'

export function RootRedirectRoute() {
  const { loggedIn, userData, rules } = useSession()
  const { search } = useLocation()
  const to = rootRedirect({
    loggedIn,
    role: userData?.role,
    rules,
    canReadAclDemo: rulesAllow(rules, { action: 'read', subject: 'AclDemo' }),
    isStaff: needMet(staffAccess, (permission) => rulesAllow(rules, permission)),
    search,
  })
  return <Navigate to={to} replace />
}
