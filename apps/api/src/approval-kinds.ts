import { registerCreditPolicyApprovals } from './features/credit-policy'
import { registerLoanApprovals } from './features/loan-servicing'
import { registerFundingApprovals } from './features/funding'
import { registerAccountingApprovals } from './features/accounting'

/**
 * The kinds of four-eyes request (issue 30): each feature whose sensitive write waits for a second person
 * registers its kind here through its door, once per process at start (the approval runs in the API).
 */
export function registerApprovalKinds() {
  registerCreditPolicyApprovals()
  registerLoanApprovals()
  registerFundingApprovals()
  registerAccountingApprovals()
}
