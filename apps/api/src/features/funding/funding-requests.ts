import type { DisbursementCancellationRequest, DisburseRequest } from '@mesa/contracts'
import type { Database } from '../../db/client'
import type { ApplicationRow } from '../credit-applications'
import { bookCancellation, bookDisbursement, rethrowDuplicateReference } from './disbursements'

/** Records the SPEI disbursement of the application's active assignment. */
export async function requestDisbursement(
  db: Database,
  application: ApplicationRow,
  request: DisburseRequest,
  userId: number,
) {
  try {
    await db.transaction((tx) =>
      bookDisbursement(tx, application.id, request, { recordedBy: userId, approvedBy: null }),
    )
  } catch (error) {
    rethrowDuplicateReference(error)
  }
}

/** Records the cancellation of the application's disbursement (its SPEI came back). */
export async function requestCancellation(
  db: Database,
  application: ApplicationRow,
  request: DisbursementCancellationRequest,
  userId: number,
) {
  await db.transaction((tx) =>
    bookCancellation(tx, application.id, request, { requestedBy: userId, approvedBy: null }),
  )
}
