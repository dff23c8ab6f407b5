import type { AbilityRule, Permission } from '../permissions/permissions'
import { manageAll, rulesAllow } from '../permissions/rule-predicates'

/*
 * Who may use funding (docs/security.md "Funding"). Issue 30: fondeo is its own subject, apart from
 * contracting, so whoever signs the contract does not also move the money: reading lists, detail and funders
 * takes read fondeo; assigning, disbursing, cancelling a disbursement and approving either (four eyes) is
 * working the fondeo stage (update fondeo: treasury, `tesoreria`); creating and editing funders and their
 * credit lines stays with administrators (manage all). Ally-side roles hold no fondeo rule: they see no
 * funder. Row scope stays server-side.
 */
export const fundingReader: Permission = { action: 'read', subject: 'fondeo' }
export const fundingWorker: Permission = { action: 'update', subject: 'fondeo' }
export const funderManager: Permission = manageAll

export const mayWorkFunding = (rules: readonly AbilityRule[]) => rulesAllow(rules, fundingWorker)
export const mayManageFunders = (rules: readonly AbilityRule[]) => rulesAllow(rules, funderManager)
