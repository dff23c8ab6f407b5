import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/*
 * The monthly credit-bureau file (issue 36): the compliance officer (role cumplimiento, manage
 * bureau_reporting) generates a month's file and downloads it. The file is the whole portfolio, so no
 * ally-scoped role holds it.
 */

/** The periods, their summaries, failures and differences, and the file. */
export const bureauReportingReader: Permission = { action: 'read', subject: 'bureau_reporting' }
/** Generating (or regenerating) a month's file. */
export const bureauReportingGenerator: Permission = { action: 'create', subject: 'bureau_reporting' }

export const mayGenerateBureauReports = (rules: readonly AbilityRule[]) =>
  rulesAllow(rules, bureauReportingGenerator)
