import { chargesOf, type CreditProduct, type LenderIdentity } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { defaultEventFeeOf } from '../../lending'
import { currentPolicy } from '../credit-policy'
import { financedPolicyOf, type FinancedPolicy } from '../insurance'
import { lenderProfileOf } from '../lender'

/**
 * What the carátula prints beside the contract's frozen figures (issue 33): the lender's identity and UNE
 * (installation data), the product's RECA registration and default-event fee (its credit policy) and the
 * financed policy when one is bound. Read when the PDF is rendered, which stores it: the stored PDF keeps what it said.
 */
export interface CoverContext {
  lender: LenderIdentity
  recaNumber: string | null
  insurance: FinancedPolicy | null
  /** The one fee a missed installment carries (the product's choice) and its amount before IVA. */
  defaultEventFee: ReturnType<typeof defaultEventFeeOf>
}

export async function coverContextOf(
  db: Executor,
  application: { id: number; product: CreditProduct },
): Promise<CoverContext> {
  const [lender, policy, insurance] = await Promise.all([
    lenderProfileOf(db),
    currentPolicy(db, application.product),
    financedPolicyOf(db, application.id),
  ])
  return {
    lender,
    recaNumber: policy.terms.recaNumber || null,
    insurance,
    defaultEventFee: defaultEventFeeOf(chargesOf(policy.terms)),
  }
}
