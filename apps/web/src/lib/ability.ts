import { Ability } from '@casl/ability'
import type { AbilityRule, Action, Subject } from '@mesa/contracts'
import { session } from './session'

/**
 * CASL ability over the spec's actions and subjects; 'manage' and 'all' are CASL's own wildcards.
 * Rules carry no conditions, so the plain Ability suffices (no MongoDB query matcher in the bundle).
 */
export type AppAbility = Ability<[Action, Subject]>

export function buildAbility(rules: readonly AbilityRule[]): AppAbility {
  return new Ability<[Action, Subject]>(rules.map((rule) => ({ ...rule })))
}

/** One ability for the app, kept in step with the session's rules. */
export const ability = buildAbility(session.getSnapshot().rules)
session.subscribe(() => ability.update(session.getSnapshot().rules.map((rule) => ({ ...rule }))))
