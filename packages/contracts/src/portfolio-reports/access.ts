import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/*
 * The portfolio reports (issue 36): read by the risk committee and the board (in the demo: admin, supervisor
 * within its allies, contabilidad); the monthly package's recipients are kept by whoever may update them.
 */
export const portfolioReportReader: Permission = { action: 'read', subject: 'portfolio_reports' }
export const portfolioReportManager: Permission = { action: 'update', subject: 'portfolio_reports' }

export const mayEditReportRecipients = (rules: readonly AbilityRule[]) =>
  rulesAllow(rules, portfolioReportManager)
