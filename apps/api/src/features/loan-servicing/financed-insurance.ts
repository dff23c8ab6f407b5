import { DEFAULT_INSURANCE_RENEWAL } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { insurancePerInstallment } from '../../lending'
import type { ApplicationRow } from '../credit-applications'
import { currentPolicy } from '../credit-policy'
import { financedPolicyOf } from '../insurance'
import type { LoanOpening } from './loan-record'

/**
 * Issue 33: a loan that finances the insurance charges, per installment, the bound policy's premium spread
 * over the installments of its term, and the renewal's in the next terms when the product finances renewals
 * (credit policy `insuranceRenewal`; billed apart otherwise). A loan that does not finance insurance, or an
 * application without a live policy, keeps the authorised flat figure.
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
  const insuranceByRow = insurancePerInstallment({
    disbursedOn: opening.disbursedOn,
    firstDueDate: opening.firstDueDate,
    termMonths: opening.termMonths,
    policyStart: policy.termStart ?? opening.disbursedOn,
    premiumCents: policy.premiumCents,
    // The renewal is priced when it is quoted; until then its term is financed at the policy's premium.
    renewalPremiumCents: policy.premiumCents,
    renewal: product.terms.insuranceRenewal ?? DEFAULT_INSURANCE_RENEWAL,
  })
  return { ...opening, insuranceMonthlyCents: insuranceByRow[0] ?? 0, insuranceByRow }
}
