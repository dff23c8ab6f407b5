import { eq, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import {
  assignPaymentReference,
  paymentReferenceDirectory,
  proposedPaymentReference,
  type PaymentReference,
} from '../payment-references'
import type { LoanRead } from './loan-read'
import { loans } from './loan-servicing.schema'

/**
 * The loan's reference and CLABE as its read found them. A read never writes: a loan opened before issue 35
 * and not yet given them by the start-up back-fill (`backfillPaymentReferences`) is shown the ones it will keep.
 */
export async function paymentReferenceOfRead(db: Executor, read: LoanRead): Promise<PaymentReference> {
  return read.paymentReference ?? (await proposedPaymentReference(db, read.loan.id))
}

/**
 * Every loan still without a reference gets one, at every start (seed/bootstrap.ts) and after the demo seed's
 * loans: an installation's loans opened before issue 35, so bank statements match them before anyone opens
 * their page. One indexed anti-join when there are none.
 */
export async function backfillPaymentReferences(db: Executor) {
  const missing = await db
    .select({ loanId: loans.id, applicationId: loans.applicationId })
    .from(loans)
    .leftJoin(paymentReferenceDirectory, eq(paymentReferenceDirectory.loanId, loans.id))
    .where(isNull(paymentReferenceDirectory.loanId))
    .orderBy(loans.id)
  for (const loan of missing) await assignPaymentReference(db, loan)
  return missing.length
}
