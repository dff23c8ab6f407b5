import type { AbilityRule, CreditProduct, Permission } from '../permissions/permissions'
import { rulesAllow } from '../permissions/rule-predicates'
import { mayOpenCreditApplication } from '../credit-applications/access'

/*
 * Who may service loans (docs/security.md "Loan servicing"): reading a loan is reading its application
 * file; registering and reversing payments is working the file of an active loan, the spec's update on
 * credit_application_file (the same right that works the activo stage). Row scope stays server-side.
 */
export const loanPaymentWriter: Permission = { action: 'update', subject: 'credit_application_file' }

export const mayRegisterLoanPayment = (rules: readonly AbilityRule[]) => rulesAllow(rules, loanPaymentWriter)

export const mayReadLoan = (rules: readonly AbilityRule[], product: CreditProduct) =>
  mayOpenCreditApplication(rules, product)
