import type { AbilityRule } from '@mesa/contracts'
import { HOME_PATHS } from '../lib/config'
import { rulesMention } from '@mesa/contracts'

export interface RootRedirectInput {
  loggedIn: boolean
  role: string | undefined
  rules: readonly AbilityRule[]
  canReadAclDemo: boolean
  /** May open the staff home (contracts `staffAccess`: any right beyond the access-control demo). */
  isStaff: boolean
  /** The query of '/', kept when the user is sent to /login. */
  search: string
}

const HOME_ROLES = new Set(['client', 'admin'])

/**
 * Where '/' sends a user (spec §2 root redirects, §6 "only roles client and admin are routed to a home page"):
 * a client or admin with rules on Aliados to the ally list, else with rules on Documentos to the document
 * requests; anyone else to /login with the query kept.
 *
 * Any other member of staff lands on their own work, /apps/inicio (issue 38); §2's redirect for admin and client
 * stays as the spec says.
 *
 * Loop guard: /login is for anonymous users only and sends a logged-in user back to '/'. So a logged-in user
 * with no home goes to /access-control when they may read AclDemo, else to /not-authorized.
 */
export function rootRedirect(input: RootRedirectInput): string {
  if (input.loggedIn && input.role && HOME_ROLES.has(input.role)) {
    if (rulesMention(input.rules, 'Aliados')) return HOME_PATHS.allies
    if (rulesMention(input.rules, 'Documentos')) return HOME_PATHS.documents
  }
  if (input.loggedIn && input.isStaff && !(input.role && HOME_ROLES.has(input.role))) return HOME_PATHS.staff
  if (input.loggedIn) return input.canReadAclDemo ? HOME_PATHS.accessControl : HOME_PATHS.notAuthorized
  return `${HOME_PATHS.login}${input.search}`
}
