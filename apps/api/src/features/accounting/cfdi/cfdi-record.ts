import { eq, sql } from 'drizzle-orm'
import type { Transaction } from '../../../db/client'
import { recordAudit } from '../../audit'
import { enqueue } from '../../jobs'
import type { LoanPaymentEvent } from '../../loan-servicing'
import { chargesOfAllocation } from './cfdi-charges'
import { applicationOfLoan, CFDI_SERIE, cfdiInputOf, figuresOrProblem } from './cfdi-input-of-loan'
import { cfdiDocuments } from './cfdi.schema'
import { mexicoCityTime } from './sandbox-pac'

/** The jobs that stamp a pending CFDI and cancel a stamped one at the SAT. */
export const CFDI_STAMP_JOB = 'cfdi.stamp'
export const CFDI_CANCEL_JOB = 'cfdi.cancel'
/** SAT c_MotivoCancelacion 02: comprobante emitido con errores sin relación (the payment never stood). */
export const CANCELLATION_MOTIVE = '02'

export const enqueueStamp = (tx: Transaction, cfdiId: number) => enqueue(tx, CFDI_STAMP_JOB, { cfdiId })

/**
 * A recorded payment that collected interest, late interest or fees: its CFDI is written `pending`, frozen
 * with everything it will be built from, and its stamp is left to a job (the payment's transaction does no
 * slow work: a listener that throws would undo the payment). Input the SAT would refuse (a lender profile
 * without a valid RFC) is recorded `failed`, never a refused payment. Announced twice, it is written once.
 */
async function recordCfdi(tx: Transaction, event: LoanPaymentEvent, now: Date) {
  const charges = event.allocation ? chargesOfAllocation(event.allocation) : []
  if (charges.length === 0) return
  const application = await applicationOfLoan(tx, event.applicationId)
  const input = await cfdiInputOf(tx, application, {
    method: event.method,
    charges,
    fecha: mexicoCityTime(now),
  })
  const { figures, problem } = figuresOrProblem(input)
  const sums = figures ?? {
    subTotalCents: charges.reduce((sum, charge) => sum + charge.amountCents, 0),
    ivaCents: charges.reduce((sum, charge) => sum + charge.ivaCents, 0),
  }
  const [row] = await tx
    .insert(cfdiDocuments)
    .values({
      paymentId: event.paymentId,
      loanId: event.loanId,
      applicationId: event.applicationId,
      loanFolio: application.folio,
      product: application.product,
      serie: CFDI_SERIE,
      status: problem ? 'failed' : 'pending',
      paidOn: event.paidOn,
      issuedOn: event.businessDate,
      input,
      receptorRfc: input.receptor.rfc,
      receptorName: input.receptor.nombre,
      subTotalCents: sums.subTotalCents,
      ivaCents: sums.ivaCents,
      totalCents: sums.subTotalCents + sums.ivaCents,
      customerEmail: application.applicant.email?.trim() || null,
      errorCode: problem ? 'input' : null,
      errorMessage: problem,
    })
    .onConflictDoNothing({ target: cfdiDocuments.paymentId })
    .returning({ id: cfdiDocuments.id })
  if (row && !problem) await enqueueStamp(tx, row.id)
}

/**
 * A reversed payment's CFDI: one not stamped yet (or refused) is simply cancelled, nothing reached the SAT;
 * a stamped one is asked to be cancelled with motive 02 through the PAC, by a job. The row is locked first, so
 * a stamp running now finishes before this decides.
 */
async function cancelCfdi(tx: Transaction, event: LoanPaymentEvent) {
  const [row] = await tx
    .select({ id: cfdiDocuments.id, status: cfdiDocuments.status })
    .from(cfdiDocuments)
    .where(eq(cfdiDocuments.paymentId, event.paymentId))
    .for('update')
  if (!row || row.status === 'cancelled' || row.status === 'cancel_pending') return
  const stamped = row.status === 'stamped'
  await tx
    .update(cfdiDocuments)
    .set({
      status: stamped ? 'cancel_pending' : 'cancelled',
      cancellationMotive: CANCELLATION_MOTIVE,
      cancelledAt: stamped ? null : new Date(),
      version: sql`${cfdiDocuments.version} + 1`,
      updatedAt: new Date(),
    })
    .where(eq(cfdiDocuments.id, row.id))
  await recordAudit(tx, {
    actorUserId: event.actorUserId,
    action: 'cfdi.cancellation_requested',
    entityType: 'cfdi',
    entityId: row.id,
    data: { paymentId: event.paymentId, motive: CANCELLATION_MOTIVE, stamped },
  })
  if (stamped) await enqueue(tx, CFDI_CANCEL_JOB, { cfdiId: row.id })
}

/** Loan servicing's payment listener (registered by ./register-cfdi.ts). */
export async function followPayment(tx: Transaction, event: LoanPaymentEvent) {
  if (event.kind === 'reversed') await cancelCfdi(tx, event)
  else await recordCfdi(tx, event, new Date())
}
