import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/*
 * Dunning (issue 35): reading is seeing the reminder rules, their sends and a loan's dunning letters (the
 * cobranza role); updating is writing the rules and running the day's reminders now (a collections supervisor
 * or an administrator). The letters follow the loans' row scope.
 */
export const dunningReader = { action: 'read', subject: 'dunning' } as const satisfies Permission
export const dunningWriter = { action: 'update', subject: 'dunning' } as const satisfies Permission

export const mayEditDunningRules = (rules: readonly AbilityRule[]) => rulesAllow(rules, dunningWriter)
