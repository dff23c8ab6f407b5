import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/*
 * Direct debit (domiciliación, issue 35 item 3). Reading is seeing the mandates and the debit runs with their
 * lines; treasury (update direct_debit) creates a billing date's run and uploads the bank's answer (which posts
 * payments on loans); the control desk and collections (create direct_debit) register and revoke mandates.
 * The file is the whole portfolio's, so no ally-scoped role holds any of it.
 */
export const directDebitReader = { action: 'read', subject: 'direct_debit' } as const satisfies Permission
export const directDebitTreasurer = {
  action: 'update',
  subject: 'direct_debit',
} as const satisfies Permission
export const mandateWriter = { action: 'create', subject: 'direct_debit' } as const satisfies Permission

export const mayReadDirectDebit = (rules: readonly AbilityRule[]) => rulesAllow(rules, directDebitReader)
export const mayRunDirectDebit = (rules: readonly AbilityRule[]) => rulesAllow(rules, directDebitTreasurer)
export const mayWriteMandates = (rules: readonly AbilityRule[]) => rulesAllow(rules, mandateWriter)
