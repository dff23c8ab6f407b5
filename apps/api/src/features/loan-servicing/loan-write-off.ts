import { eq } from 'drizzle-orm'
import { z } from 'zod'
import { loanPaymentWriter, type WriteOffRequest } from '@mesa/contracts'
import { businessDateOf } from '../business-date'
import type { Database, Transaction } from '../../db/client'
import { conflict, notFound, staleVersion } from '../../lib/http-errors'
import { recordDutyAct, registerApprovalKind, requestApproval } from '../approvals'
import { recordAudit } from '../audit'
import { applicationRecords as applications, type ApplicationRow } from '../credit-applications'
import { selectionOf } from '../../lib/read-models'
import { loanStateOn, writeOffAmountOf } from '../../lending'
import { announceLoanChange } from './loan-payments'
import { loadLedger, refreshLoanFigures, type LoanRow } from './loan-record'
import { loans } from './loan-servicing.schema'
import { postWriteOff } from './loan-journal'
import { forgetSubledgerFrom } from './loan-subledger-stale'
import { recordSettlementOf } from './loan-settled-figures'

/*
 * The write-off (castigo, issue 33) with four eyes: asked with a reason on an active loan in non-accrual, done
 * when a second person approves (kind `loan.write-off`). Separation of duties: the asker records
 * `write_off.request`, the approver `write_off.approve`, which the pair `* ↔ write_off.approve` refuses to whoever
 * did anything else on the loan (403 duty_conflict). docs/domain.md "Delinquency and loss".
 */
export const WRITE_OFF_KIND = 'loan.write-off'

const writeOffPayload = z.object({
  loanId: z.number().int(),
  applicationId: z.number().int(),
  /** What the write-off would take off the books on the day it was asked (the approval recomputes it). */
  amountCents: z.number().int(),
  askedOn: z.string(),
  reason: z.string().min(1),
})
type WriteOffPayload = z.infer<typeof writeOffPayload>

const notEligible = () =>
  conflict('write_off_not_eligible', 'Only an active loan in non-accrual may be written off')

/**
 * The loan with its figures and standing as of today (refreshed first when the daily job has not run yet);
 * 409 unless it is active and in non-accrual.
 */
async function eligibleLoan(tx: Transaction, loan: LoanRow, today: string) {
  if (loan.figuresOn < today) await refreshLoanFigures(tx, loan, today)
  const [fresh] = await tx.select().from(loans).where(eq(loans.id, loan.id))
  if (!fresh || fresh.status !== 'active' || fresh.accrualStatus !== 'non_accrual') throw notEligible()
  return fresh
}

async function amountOn(db: Database | Transaction, loan: LoanRow, date: string) {
  const { ledger, payments } = await loadLedger(db, loan)
  const state = loanStateOn(ledger, payments, date)
  if (state.paidOffOn) throw notEligible()
  return writeOffAmountOf(state)
}

/** Writes the loan off on the approval day: status, date, amount and reason; audited and announced. */
async function executeWriteOff(
  tx: Transaction,
  payload: WriteOffPayload,
  approvedBy: number,
  requestedBy: number,
) {
  const [row] = await tx
    .select({ loan: loans, application: selectionOf(applications) })
    .from(loans)
    .innerJoin(applications, eq(applications.id, loans.applicationId))
    .where(eq(loans.id, payload.loanId))
    .for('update')
  if (!row) throw notFound('No such loan')
  const today = await businessDateOf(tx)
  const loan = await eligibleLoan(tx, row.loan, today)
  const { application } = row
  await recordDutyAct(tx, {
    scopeType: 'loan',
    scopeId: String(loan.id),
    act: 'write_off.approve',
    userId: approvedBy,
  })
  const amountCents = await amountOn(tx, loan, today)
  await tx
    .update(loans)
    .set({
      status: 'written_off',
      writtenOffOn: today,
      writtenOffCents: amountCents,
      writeOffReason: payload.reason,
      version: loan.version + 1,
      updatedAt: new Date(),
    })
    .where(eq(loans.id, loan.id))
  await forgetSubledgerFrom(tx, loan.id, today)
  // Issue 34: principal and accrued interest out of the books against the allowance, in the same transaction.
  await postWriteOff(
    tx,
    { loanId: loan.id, product: application.product, businessDate: today, createdBy: approvedBy },
    payload.reason,
  )
  // Settled: its figures from the write-off on, recorded once (loan-settled-figures.ts).
  await recordSettlementOf(tx, { ...loan, status: 'written_off', writtenOffOn: today })
  await recordAudit(tx, {
    actorUserId: approvedBy,
    action: 'loan.written_off',
    entityType: 'loan',
    entityId: loan.id,
    data: {
      applicationId: application.id,
      amountCents,
      writtenOffOn: today,
      reason: payload.reason,
      requestedBy,
    },
  })
  await announceLoanChange(tx, application as ApplicationRow)
  return { writtenOffOn: today, amountCents }
}

/** Registered with the loan's other four-eyes kinds (loan-approvals.ts). */
export function registerWriteOffApproval() {
  registerApprovalKind<WriteOffPayload>({
    kind: WRITE_OFF_KIND,
    subjectType: 'loan',
    ability: loanPaymentWriter,
    payload: writeOffPayload,
    execute: (executor, payload, approval) =>
      executeWriteOff(executor as Transaction, payload, approval.approvedBy, approval.requestedBy),
  })
}

/** Asks a second person to write the loan off (checked now, and again on approval). */
export async function askWriteOff(
  db: Database,
  application: ApplicationRow,
  loan: LoanRow,
  requestedBy: number,
  input: WriteOffRequest,
) {
  if (loan.version !== input.version) throw staleVersion()
  const today = await businessDateOf(db)
  return db.transaction(async (tx) => {
    const fresh = await eligibleLoan(tx, loan, today)
    const amountCents = await amountOn(tx, fresh, today)
    return requestApproval(tx, {
      kind: WRITE_OFF_KIND,
      subjectType: 'loan',
      subjectId: loan.id,
      payload: {
        loanId: loan.id,
        applicationId: application.id,
        amountCents,
        askedOn: today,
        reason: input.reason,
      },
      requestedBy,
      dutyAct: { scopeType: 'loan', scopeId: String(loan.id), act: 'write_off.request' },
    })
  })
}
