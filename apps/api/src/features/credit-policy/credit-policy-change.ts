import type { z } from 'zod'
import {
  creditPolicyRequestSchema,
  creditProductSchema,
  manageAll,
  type CreditPolicyRequest,
  type CreditProduct,
} from '@mesa/contracts'
import type { Database } from '../../db/client'
import { staleVersion } from '../../lib/http-errors'
import { registerApprovalKind, requestApproval } from '../approvals'
import { currentPolicy, writeApprovedPolicyVersion } from './credit-policy.service'

const CHANGE_KIND = 'credit-policy.change'
const changeSchema = creditPolicyRequestSchema.extend({ product: creditProductSchema })

/**
 * A credit-policy change has four eyes (issue 30): an administrator asks for it, a second administrator
 * approves it, and only then is it the version in force. Registered at start (apps/api/src/approval-kinds.ts).
 */
export function registerCreditPolicyApprovals() {
  registerApprovalKind<z.infer<typeof changeSchema>>({
    kind: CHANGE_KIND,
    subjectType: 'credit_policy',
    ability: manageAll,
    payload: changeSchema,
    execute: (tx, { product, ...change }, approval) =>
      writeApprovedPolicyVersion(tx, product, change, approval),
  })
}

/**
 * Stores the change as a pending request (409 stale_version when it does not replace the newest version,
 * 409 approval_pending while another change of the product waits).
 */
export async function askPolicyChange(
  db: Database,
  product: CreditProduct,
  requestedBy: number,
  change: CreditPolicyRequest,
) {
  const current = await currentPolicy(db, product)
  if (current.version !== change.replacesVersion) throw staleVersion()
  return db.transaction((tx) =>
    requestApproval(tx, {
      kind: CHANGE_KIND,
      subjectType: 'credit_policy',
      subjectId: product,
      payload: { ...change, product },
      requestedBy,
    }),
  )
}
