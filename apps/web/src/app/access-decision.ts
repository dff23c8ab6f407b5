import { needMet, type Action, type PermissionNeed, type Subject } from '@mesa/contracts'
import { HOME_PATHS } from '../lib/config'
import { safeRedirect } from '../lib/redirect'

/**
 * How a route may be opened (spec §2, §5):
 * - public: always open;
 * - guest: only for users who are not logged in (/login, /register, /forgot-password);
 * - protected: every matched route's permission must be allowed (a route without one only needs a session;
 *   one that names `anyOf` needs any one of them).
 */
export type RouteAccess = 'public' | 'guest' | 'protected'

export interface GuardInput {
  /** Access of each matched route, outermost first; the innermost route decides public/guest. */
  matches: { access?: RouteAccess; permission?: PermissionNeed }[]
  loggedIn: boolean
  /** The user just signed out: plain /login, no `to`. */
  signedOut?: boolean
  can: (action: Action, subject: Subject) => boolean
  /** The wanted location: pathname plus search and hash. */
  pathname: string
  search?: string
  hash?: string
}

export type GuardDecision = { kind: 'allow' } | { kind: 'redirect'; to: string }

export function loginRedirect(pathname: string, search = '', hash = ''): string {
  if (pathname === '/') return HOME_PATHS.login
  return `${HOME_PATHS.login}?${new URLSearchParams({ to: `${pathname}${search}${hash}` }).toString()}`
}

/** The route guard of spec §5 as a pure function. */
export function decideGuard(input: GuardInput): GuardDecision {
  const leaf = input.matches.at(-1)
  const access = leaf?.access ?? 'protected'
  if (access === 'public') return { kind: 'allow' }
  if (access === 'guest') {
    // A user who just signed in on this page continues to `to` (spec §2 "after sign-in"); else to '/'.
    return input.loggedIn ? { kind: 'redirect', to: safeRedirect(input.search) ?? '/' } : { kind: 'allow' }
  }
  const allowed =
    input.loggedIn &&
    input.matches.every(
      (match) =>
        !match.permission ||
        needMet(match.permission, (permission) => input.can(permission.action, permission.subject)),
    )
  if (allowed) return { kind: 'allow' }
  if (input.loggedIn) return { kind: 'redirect', to: HOME_PATHS.notAuthorized }
  if (input.signedOut) return { kind: 'redirect', to: HOME_PATHS.login }
  return { kind: 'redirect', to: loginRedirect(input.pathname, input.search, input.hash) }
}
