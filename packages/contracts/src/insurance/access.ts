import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/*
 * Who may use insurance (spec §2 subjects poliza and Insurance; docs/security.md "Insurance"): the póliza
 * desk reads and quotes with poliza; the portfolio of policies is Insurance's. Row scope stays server-side.
 */
export const polizaReader: Permission = { action: 'read', subject: 'poliza' }
/** Quoting, binding, issuing and cancelling: whoever works the póliza stage (update poliza). */
export const polizaWorker: Permission = { action: 'update', subject: 'poliza' }
export const insuranceReader: Permission = { action: 'read', subject: 'Insurance' }
/** Renewal quotes from the portfolio: whoever manages it (update Insurance). */
export const insuranceWorker: Permission = { action: 'update', subject: 'Insurance' }

export const mayWorkPoliza = (rules: readonly AbilityRule[]) => rulesAllow(rules, polizaWorker)
export const mayRenewInsurance = (rules: readonly AbilityRule[]) => rulesAllow(rules, insuranceWorker)
