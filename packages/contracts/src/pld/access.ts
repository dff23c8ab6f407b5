import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/*
 * Money-laundering prevention (issue 36): the compliance officer (role cumplimiento, manage pld) imports the
 * lists, works the alerts and writes the reports; supervisors read. The API guards with these, the web shows
 * or hides the same actions with them.
 */

/** The alerts queue, the lists and the reports, read only. */
export const pldReader: Permission = { action: 'read', subject: 'pld' }
/** Importing a list file. */
export const pldListImporter: Permission = { action: 'create', subject: 'pld' }
/** Dismissing or escalating an alert, writing an operation report, setting the threshold. */
export const pldOfficer: Permission = { action: 'update', subject: 'pld' }

export const mayImportPldLists = (rules: readonly AbilityRule[]) => rulesAllow(rules, pldListImporter)
export const mayWorkPldAlerts = (rules: readonly AbilityRule[]) => rulesAllow(rules, pldOfficer)
