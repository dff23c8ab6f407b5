import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/*
 * Who may use the books (issue 34, docs/security.md "Accounting"): reading the chart, journal and reports takes
 * read accounting (the supervisor, the accountant); adjusting, changing mappings and closing a month takes manage
 * accounting (the 'contabilidad' role), and an adjustment or a mapping change also waits for a second such person.
 */
export const accountingReader: Permission = { action: 'read', subject: 'accounting' }
export const accountingManager: Permission = { action: 'manage', subject: 'accounting' }

export const mayManageAccounting = (rules: readonly AbilityRule[]) => rulesAllow(rules, accountingManager)
