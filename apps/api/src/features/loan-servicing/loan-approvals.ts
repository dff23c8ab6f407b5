import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { loanPaymentWriter, type RefundRequest, type ReversalRequest } from '@mesa/contracts'
import type { Database, Transaction } from '../../db/client'
import { applicationRecords as applications } from '../credit-applications'
import { notFound } from '../../lib/http-errors'
import { registerApprovalKind, requestApproval } from '../approvals'
import type { ApplicationRow } from '../credit-applications'
import { checkRefund, executeRefund } from './loan-credit'
import { executeReversal, reversiblePayment } from './loan-payment-reversal'
import type { LoanRow } from './loan-record'
import { loans } from './loan-servicing.schema'
import { registerVersionApprovals } from './loan-versions'
import { registerWriteOffApproval } from './loan-write-off'
import { selectionOf } from '../../lib/read-models'

export const REVERSAL_KIND = 'loan.payment-reversal'
export const REFUND_KIND = 'loan.refund'

const reversalPayload = z.object({
  loanId: z.number().int(),
  applicationId: z.number().int(),
  paymentId: z.number().int(),
  amountCents: z.number().int(),
  paidOn: z.string(),
  reason: z.string().min(1),
})
const refundPayload = z.object({
  loanId: z.number().int(),
  applicationId: z.number().int(),
  amountCents: z.number().int(),
  paidOn: z.string(),
  reference: z.string().min(1),
})

async function loanAndApplication(tx: Transaction, loanId: number) {
  const [row] = await tx
    .select({ loan: loans, application: selectionOf(applications) })
    .from(loans)
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .where(eq(loans.id, loanId))
  if (!row) throw notFound('No such loan')
  return row
}

/**
 * The loan's four-eyes writes (issue 30), run when a second person with the same right approves: the
 * reversal of a payment on a paid-off loan (it reopens the loan), the refund of a credit balance, and the
 * write-off (loan-write-off.ts, issue 33).
 * Registered at start (apps/api/src/approval-kinds.ts).
 */
export function registerLoanApprovals() {
  registerVersionApprovals()
  registerApprovalKind<z.infer<typeof reversalPayload>>({
    kind: REVERSAL_KIND,
    subjectType: 'loan',
    ability: loanPaymentWriter,
    payload: reversalPayload,
    execute: async (executor, payload, approval) => {
      const tx = executor as Transaction
      const { loan, application } = await loanAndApplication(tx, payload.loanId)
      await tx
        .update(loans)
        .set({ version: loan.version + 1 })
        .where(eq(loans.id, loan.id))
      await executeReversal(tx, loan, application, payload.paymentId, payload.reason, {
        requestedBy: approval.requestedBy,
        approvedBy: approval.approvedBy,
      })
      return { paymentId: payload.paymentId }
    },
  })
  registerApprovalKind<z.infer<typeof refundPayload>>({
    kind: REFUND_KIND,
    subjectType: 'loan',
    ability: loanPaymentWriter,
    payload: refundPayload,
    execute: (executor, payload, approval) =>
      executeRefund(executor as Transaction, payload, { ...approval }),
  })
  registerWriteOffApproval()
}

/** Asks a second person to reverse a payment of a paid-off loan (the asker's act is `payment.reverse`). */
export async function askReversal(
  db: Database,
  application: ApplicationRow,
  loan: LoanRow,
  requestedBy: number,
  paymentId: number,
  input: ReversalRequest,
) {
  const payment = await reversiblePayment(db, loan, paymentId)
  return db.transaction((tx) =>
    requestApproval(tx, {
      kind: REVERSAL_KIND,
      subjectType: 'loan',
      subjectId: loan.id,
      payload: {
        loanId: loan.id,
        applicationId: application.id,
        paymentId,
        amountCents: payment.amountCents,
        paidOn: payment.paidOn,
        reason: input.reason,
      },
      requestedBy,
      dutyAct: { scopeType: 'loan', scopeId: String(loan.id), act: 'payment.reverse' },
    }),
  )
}

/** Asks a second person to approve a refund of the credit balance (checked now, and again on approval). */
export async function askRefund(
  db: Database,
  application: ApplicationRow,
  loan: LoanRow,
  requestedBy: number,
  input: RefundRequest,
) {
  await checkRefund(db, loan, input)
  return db.transaction((tx) =>
    requestApproval(tx, {
      kind: REFUND_KIND,
      subjectType: 'loan',
      subjectId: loan.id,
      payload: {
        loanId: loan.id,
        applicationId: application.id,
        amountCents: input.amountCents,
        paidOn: input.paidOn,
        reference: input.reference,
      },
      requestedBy,
    }),
  )
}
