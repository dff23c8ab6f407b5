import { DEFAULT_INSURANCE_RENEWAL } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { insurancePerInstallment, renewalStartsOf } from '../../lending'
import type { ApplicationRow } from '../credit-applications'
import { currentPolicy } from '../credit-policy'
import { financedPolicyOf, renewalPremiumsOf } from '../insurance'
import type { LoanOpening } from './loan-record'

/**
 * Issue 33: a loan that finances the insurance charges, per installment, the bound policy's premium spread
 * over the installments of its term, and each renewal's in the next terms when the product finances renewals
 * (credit policy `insuranceRenewal`; billed apart otherwise). A renewal's premium is the insurer's quote for
 * the vehicle's age when that renewal starts (the insurance feature's renewalPremiumsOf), not the first
 * premium again. A loan that does not finance insurance, or an application without a live policy, keeps the
 * authorised flat figure.
 */
export async function withFinancedInsurance(
  db: Executor,
  application: Pick<ApplicationRow, 'id' | 'product'>,
  opening: LoanOpening,
): Promise<LoanOpening> {
  if (opening.insuranceMonthlyCents <= 0) return opening
  const policy = await financedPolicyOf(db, application.id)
  if (!policy) return opening
  const product = await currentPolicy(db, application.product)
  const renewal = product.terms.insuranceRenewal ?? DEFAULT_INSURANCE_RENEWAL
  const installments = {
    disbursedOn: opening.disbursedOn,
    firstDueDate: opening.firstDueDate,
    // The engine counts installments: the periodicity's payments (monthly: the months of the term).
    termMonths: opening.product?.termPeriods ?? opening.termMonths,
    periodicity: opening.product?.periodicity ?? 'monthly',
    policyStart: policy.termStart ?? opening.disbursedOn,
    premiumCents: policy.premiumCents,
  }
  const renewalPremiumsCents =
    renewal === 'financed' ? await renewalPremiumsOf(db, application.id, renewalStartsOf(installments)) : []
  const insuranceByRow = insurancePerInstallment({ ...installments, renewalPremiumsCents, renewal })
  return { ...opening, insuranceMonthlyCents: insuranceByRow[0] ?? 0, insuranceByRow }
}
