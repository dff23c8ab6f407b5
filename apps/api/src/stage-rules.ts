import { registerAutomatedCheckHooks } from './features/automated-checks'
import { registerCommissionHooks } from './features/commissions'
import { registerContractHooks } from './features/contracts'
import { registerCreditBureauHooks } from './features/credit-bureau'
import { registerCreditDecisionHooks } from './features/credit-decision'
import { registerPaymentCapacityGate } from './features/credit-policy'
import { registerCustomerHooks } from './features/customers'
import { registerFieldVisitHooks } from './features/field-visits'
import { registerFundingHooks } from './features/funding'
import { registerInsuranceHooks } from './features/insurance'
import { registerLoanServicingHooks } from './features/loan-servicing'
import { registerPldHooks } from './features/pld'
import { registerValidationDeskHooks } from './features/validation-desk'
import { registerVehicleHooks } from './features/vehicles'

/**
 * The workflow's stage rules that other features add (credit-applications/stage-hooks.ts): the gates a stage
 * waits on and the hooks told, inside the move's transaction, that an application entered a stage. Each
 * feature registers its own through its door; the API registers them all here, once, at app build.
 *
 * The order is the order the entry hooks run in (and the gates are listed in): the bureau is pulled before
 * the automated checks queue on entering análisis (they wait for its report), and the customer record is
 * synced last. Kept as it was when each feature registered its rules from its routes; stage-rules.test.ts
 * pins it.
 */
export function registerStageRules() {
  registerCreditBureauHooks()
  registerAutomatedCheckHooks()
  registerValidationDeskHooks()
  registerLoanServicingHooks()
  registerFieldVisitHooks()
  registerInsuranceHooks()
  registerFundingHooks()
  registerVehicleHooks()
  registerCommissionHooks()
  registerContractHooks()
  registerPaymentCapacityGate()
  registerCreditDecisionHooks()
  registerCustomerHooks()
  registerPldHooks()
}
