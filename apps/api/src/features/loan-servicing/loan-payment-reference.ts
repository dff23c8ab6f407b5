import { eq, isNull } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import {
  assignPaymentReference,
  paymentReferenceDirectory,
  type PaymentReference,
} from '../payment-references'
import type { LoanRead } from './loan-read'
import { loans } from './loan-servicing.schema'

/**
 * The loan's reference and CLABE as its read found them; a loan opened before issue 35 gets them on its first
 * read (one insert, once), so installations need no backfill before their loan pages show them.
 */
export async function paymentReferenceOfRead(db: Executor, read: LoanRead): Promise<PaymentReference> {
  return (
    read.paymentReference ??
    (await assignPaymentReference(db, { loanId: read.loan.id, applicationId: read.loan.applicationId }))
  )
}

/**
 * Every loan still without a reference gets one (the demo seed after its loans; an installation's loans
 * opened before issue 35, so bank statements match them before anyone opens their page).
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
