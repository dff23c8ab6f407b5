import type { CreditProduct, LenderIdentity } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { currentPolicy } from '../credit-policy'
import { financedPolicyOf, type FinancedPolicy } from '../insurance'
import { lenderProfileOf } from '../lender'

/**
 * What the carátula prints beside the contract's frozen figures (issue 33): the lender's identity and UNE
 * (installation data), the product's RECA registration (its credit policy) and the financed policy when
 * one is bound. Read when the PDF is rendered, which stores it: the stored PDF keeps what it said.
 */
export interface CoverContext {
  lender: LenderIdentity
  recaNumber: string | null
  insurance: FinancedPolicy | null
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
  return { lender, recaNumber: policy.terms.recaNumber || null, insurance }
}
