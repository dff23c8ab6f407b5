import type { AbilityRule, Permission, Subject } from './permissions'

/*
 * The rule predicates the API guard and the web share. This module imports no zod (types only), so the web's
 * app shell can use them without zod in the sign-in page's initial JavaScript (scripts/check-bundle.mjs).
 */

/** Every action on every subject: only an administrator's rules allow it (e.g. reading the mail log, the jobs). */
export const manageAll = { action: 'manage', subject: 'all' } as const satisfies Permission

/** True when the rules allow the action on the subject ('manage' and 'all' are wildcards). */
export function rulesAllow(rules: readonly AbilityRule[], needed: Permission): boolean {
  return rules.some(
    (rule) =>
      (rule.action === 'manage' || rule.action === needed.action) &&
      (rule.subject === 'all' || rule.subject === needed.subject),
  )
}

/** What a screen (or route) needs: one permission, or several of which any one suffices. */
export type PermissionNeed = Permission | { anyOf: readonly Permission[] }

/** True when `allows` grants the need: its one permission, or any one of its alternatives. */
export function needMet(need: PermissionNeed, allows: (permission: Permission) => boolean): boolean {
  return 'anyOf' in need ? need.anyOf.some(allows) : allows(need)
}

/** True when any rule names the subject (spec §2 root redirect: "has rules on subject X"). */
export function rulesMention(rules: readonly AbilityRule[], subject: Subject): boolean {
  return rules.some((rule) => rule.subject === subject || rule.subject === 'all')
}
