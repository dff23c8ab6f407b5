import type { AbilityRule, CreditProduct, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'
import { mayWorkStage } from '../credit-applications/access'
import { mayOpenCreditApplication } from '../credit-applications/access'

/*
 * Who takes part in the credit decision (docs/security.md "Committee and authorisation"). Row scope stays
 * server-side. The committee is whoever works deliberación (update purchase: the comite role); the authoriser
 * whoever works autorización (the same right) AND is named with a limit in the policy's authority limits.
 */

/** Head-office readers of the resume and the committee's votes: the analysts, the desk and the committee. */
export const decisionReaders: Permission[] = [
  { action: 'read', subject: 'analysis' },
  { action: 'read', subject: 'Admin' },
  { action: 'read', subject: 'purchase' },
]
export const mayReadDeliberation = (rules: readonly AbilityRule[]) =>
  decisionReaders.some((permission) => rulesAllow(rules, permission))

export const committeeMember: Permission = { action: 'update', subject: 'purchase' }
export const mayVoteInCommittee = (rules: readonly AbilityRule[], product: CreditProduct) =>
  mayWorkStage(rules, 'deliberacion', product)

/** Marking a condition met and authorising terms: whoever works autorización. */
export const mayAuthoriseTerms = (rules: readonly AbilityRule[], product: CreditProduct) =>
  mayWorkStage(rules, 'autorizacion', product)

/** The authorised terms and the AnswerSheet go to the ally: anyone who may open the application reads them. */
export const mayReadAnswerSheet = (rules: readonly AbilityRule[], product: CreditProduct) =>
  mayOpenCreditApplication(rules, product) || mayReadDeliberation(rules)
