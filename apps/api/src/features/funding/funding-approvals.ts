import { and, desc, eq, inArray } from 'drizzle-orm'
import { z } from 'zod'
import {
  disbursementCancellationRequestSchema,
  disburseRequestSchema,
  fundingWorker,
  type FundingDetail,
} from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { recordDutyAct, registerApprovalKind, approvalDirectory } from '../approvals'
import { announceRecordChange } from '../credit-applications'
import { bookCancellation, bookDisbursement, rethrowDuplicateReference } from './disbursements'
import { registerLineMovementApprovals } from './line-movement-requests'

export const DISBURSEMENT_KIND = 'funding.disbursement'
export const CANCELLATION_KIND = 'funding.disbursement-cancellation'
const applicationRef = z.object({ applicationId: z.number().int().positive() })
export const disbursementPayload = disburseRequestSchema.extend(applicationRef.shape)
export const cancellationPayload = disbursementCancellationRequestSchema.extend(applicationRef.shape)

/** Separation of duties (issue 30): whoever authorised the terms neither asks for nor approves the money. */
export const disburseAct = (tx: Executor, applicationId: number, userId: number) =>
  recordDutyAct(tx, { scopeType: 'credit_application', scopeId: applicationId, act: 'disburse', userId })

/**
 * The disbursement and its cancellation have four eyes (issue 30): a treasurer asks (the request is checked
 * then, and stored pending), a second person with the fondeo right approves, and only then is it booked, the
 * checks run again on the file as it is now (registered at start in apps/api/src/approval-kinds.ts). A
 * line's drawdowns and repayments too (issue 34).
 */
export function registerFundingApprovals() {
  registerLineMovementApprovals()
  registerApprovalKind<z.infer<typeof disbursementPayload>>({
    kind: DISBURSEMENT_KIND,
    subjectType: 'credit_application',
    ability: fundingWorker,
    payload: disbursementPayload,
    execute: async (tx, { applicationId, ...request }, approval) => {
      await disburseAct(tx, applicationId, approval.approvedBy)
      try {
        const { application, disbursementId } = await bookDisbursement(
          tx as Transaction,
          applicationId,
          request,
          {
            recordedBy: approval.requestedBy,
            approvedBy: approval.approvedBy,
          },
        )
        await announceRecordChange(tx, 'funding.changed', application)
        return { disbursementId }
      } catch (error) {
        rethrowDuplicateReference(error)
      }
    },
  })
  registerApprovalKind<z.infer<typeof cancellationPayload>>({
    kind: CANCELLATION_KIND,
    subjectType: 'credit_application',
    ability: fundingWorker,
    payload: cancellationPayload,
    execute: async (tx, { applicationId, ...request }, approval) => {
      const { application } = await bookCancellation(tx as Transaction, applicationId, request, {
        requestedBy: approval.requestedBy,
        approvedBy: approval.approvedBy,
      })
      await announceRecordChange(tx, 'funding.changed', application)
      return { cancelled: request.disbursementId }
    },
  })
}

/** The funding request of the application waiting for a second person, or null (the detail shows it). */
export async function pendingFundingApproval(
  db: Executor,
  applicationId: number,
): Promise<FundingDetail['pendingApproval']> {
  const [row] = await db
    .select()
    .from(approvalDirectory)
    .where(
      and(
        eq(approvalDirectory.subjectType, 'credit_application'),
        eq(approvalDirectory.subjectId, String(applicationId)),
        eq(approvalDirectory.status, 'pending'),
        inArray(approvalDirectory.kind, [DISBURSEMENT_KIND, CANCELLATION_KIND]),
      ),
    )
    .orderBy(desc(approvalDirectory.id))
    .limit(1)
  return row
    ? {
        id: row.id,
        kind: row.kind,
        requestedBy: row.requestedBy,
        requestedAt: row.requestedAt.toISOString(),
        version: row.version,
      }
    : null
}
