import type { CreditProduct } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import {
  authorityLimitFor,
  currentPolicy,
  minDownPaymentBpsFor,
  paymentCapacityOf,
  policyVersionById,
} from '../credit-policy'

/**
 * The credit policy as the decision reads it, in one place: the committee's rule (quorum and majority), the
 * ranges the authorised terms must respect and the authoriser's limit all come from the version in force.
 */
export type PolicyVersion = Awaited<ReturnType<typeof currentPolicy>>

export const policyInForce = (db: Executor, product: CreditProduct) => currentPolicy(db, product)
export const policyVersion = (db: Executor, id: number) => policyVersionById(db, id)

export function committeeRule(policy: PolicyVersion) {
  return {
    policyVersionId: policy.id,
    quorum: policy.terms.committeeQuorum,
    majorityBps: policy.terms.committeeMajorityBps,
  }
}

export const authorityLimitOf = (policy: PolicyVersion, roleName: string) =>
  authorityLimitFor(policy, roleName)
export const minDownPaymentBps = (policy: PolicyVersion, vehicleYear: number, onDate: Date) =>
  minDownPaymentBpsFor(policy, vehicleYear, onDate)
export const capacityOf = (db: Executor, applicationId: number) => paymentCapacityOf(db, applicationId)
