import type { AbilityRule, Permission } from '../permissions/permissions'
import { manageAll, rulesAllow } from '../permissions/rule-predicates'

/*
 * Who may use funding (spec §2: the /apps/fondeos funding screens read contrato; docs/security.md "Funding"):
 * reading lists, detail and funders takes read contrato; assigning and disbursing is working the fondeo
 * stage (update contrato, as the workflow's stage worker); creating and editing funders and their credit
 * lines is the lender's treasury decision, kept to administrators (manage all). Row scope stays server-side.
 */
export const fundingReader: Permission = { action: 'read', subject: 'contrato' }
export const fundingWorker: Permission = { action: 'update', subject: 'contrato' }
export const funderManager: Permission = manageAll

export const mayWorkFunding = (rules: readonly AbilityRule[]) => rulesAllow(rules, fundingWorker)
export const mayManageFunders = (rules: readonly AbilityRule[]) => rulesAllow(rules, funderManager)
