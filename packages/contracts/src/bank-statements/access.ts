import type { AbilityRule, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'

/*
 * Bank statements (issue 35): treasury imports the bank's statements and works the reconciliation queue.
 * Reading is seeing statements, lines and the queue; updating is importing and resolving a line (which posts
 * payments on loans: the subject itself is the right, the loans' row scope is the lender's whole portfolio).
 */
export const bankStatementReader = { action: 'read', subject: 'bank_statement' } as const satisfies Permission
export const bankStatementWriter = {
  action: 'update',
  subject: 'bank_statement',
} as const satisfies Permission

export const mayWorkBankStatements = (rules: readonly AbilityRule[]) => rulesAllow(rules, bankStatementWriter)
