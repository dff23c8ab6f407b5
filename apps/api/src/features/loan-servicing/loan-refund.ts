import type { RefundRequest } from '@mesa/contracts'
import type { Database } from '../../db/client'
import type { ApplicationRow } from '../credit-applications'
import { checkRefund, executeRefund } from './loan-credit'
import type { LoanRow } from './loan-record'

/** Refunds credit to the customer: checked, then recorded with its transfer reference. */
export async function refundCredit(
  db: Database,
  application: ApplicationRow,
  loan: LoanRow,
  actorUserId: number,
  input: RefundRequest,
) {
  await checkRefund(db, loan, input)
  const payload = {
    loanId: loan.id,
    applicationId: application.id,
    amountCents: input.amountCents,
    paidOn: input.paidOn,
    reference: input.reference,
  }
  await db.transaction((tx) =>
    executeRefund(tx, payload, { requestedBy: actorUserId, approvedBy: null, approvalId: null }),
  )
}
