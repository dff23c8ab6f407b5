import type { DisbursementCancellationRequest, DisburseRequest } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { requestApproval } from '../approvals'
import type { ApplicationRow } from '../credit-applications'
import { checkCancellation, checkDisbursement } from './disbursements'
import { CANCELLATION_KIND, DISBURSEMENT_KIND, disburseAct } from './funding-approvals'

/**
 * Asks for the SPEI disbursement of the application's active assignment (issue 30, four eyes): checked now
 * (amount net of a deducted fee, date, beneficiary, terms in force) and stored as a pending request; a second
 * person with the fondeo right approves it and only then is it booked. The asker did not authorise the terms
 * (duty pair authorise ↔ disburse: 403 duty_conflict).
 */
export async function requestDisbursement(
  db: Database,
  application: ApplicationRow,
  request: DisburseRequest,
  userId: number,
) {
  return db.transaction(async (tx) => {
    await checkDisbursement(tx, application.id, request)
    await disburseAct(tx, application.id, userId)
    return requestApproval(tx, {
      kind: DISBURSEMENT_KIND,
      subjectType: 'credit_application',
      subjectId: application.id,
      payload: { ...request, applicationId: application.id },
      requestedBy: userId,
    })
  })
}

/** Asks for the cancellation of the application's disbursement (its SPEI came back): four eyes too. */
export async function requestCancellation(
  db: Database,
  application: ApplicationRow,
  request: DisbursementCancellationRequest,
  userId: number,
) {
  return db.transaction(async (tx) => {
    await checkCancellation(tx, application.id, request)
    return requestApproval(tx, {
      kind: CANCELLATION_KIND,
      subjectType: 'credit_application',
      subjectId: application.id,
      payload: { ...request, applicationId: application.id },
      requestedBy: userId,
    })
  })
}
