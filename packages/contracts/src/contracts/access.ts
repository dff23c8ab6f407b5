import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/*
 * Who may use contracts (spec §2 subject contrato; docs/security.md "Contracts"): read to see and list,
 * create or update to generate and sign. Row scope (an ally seller sees their own applications' contracts)
 * stays server-side.
 */
export const contractReader: Permission = { action: 'read', subject: 'contrato' }
export const contractWriters: Permission[] = [
  { action: 'update', subject: 'contrato' },
  { action: 'create', subject: 'contrato' },
]

export const mayWorkContracts = (rules: readonly AbilityRule[]) =>
  contractWriters.some((permission) => rulesAllow(rules, permission))
