import type { AbilityRule, CreditProduct, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'
import { mayWorkStage } from '../credit-applications/access'
import type { Stage } from '../credit-applications/stages'

/*
 * Who may use the validation desk (docs/domain.md; spec §2 "customerInvestigation (Admin)"): pure functions
 * of the rules, shared by the API guards and the web. Row scope stays server-side.
 */

/** The control desk: calls references, asks clarifications (update Admin, the validación workers). */
export const deskWorker: Permission = { action: 'update', subject: 'Admin' }
export const mayWorkValidationDesk = (rules: readonly AbilityRule[]) => rulesAllow(rules, deskWorker)

/** Head-office readers of the investigation and contact log: the desk, analysts and the committee. */
export const investigationReaders: Permission[] = [
  { action: 'read', subject: 'Admin' },
  { action: 'read', subject: 'analysis' },
  { action: 'read', subject: 'purchase' },
]
export const mayReadInvestigation = (rules: readonly AbilityRule[]) =>
  investigationReaders.some((permission) => rulesAllow(rules, permission))

/** The ally's side answers clarifications: whoever captures the product (its sellers). */
export const mayAnswerClarification = (rules: readonly AbilityRule[], product: CreditProduct) =>
  mayWorkStage(rules, 'captura', product)

/** A contact attempt with the applicant: the desk, or whoever works the application's stage now. */
export const mayLogContactAttempt = (rules: readonly AbilityRule[], stage: Stage, product: CreditProduct) =>
  mayWorkValidationDesk(rules) || mayWorkStage(rules, stage, product)
