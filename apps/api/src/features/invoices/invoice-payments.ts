import { eq, sql } from 'drizzle-orm'
import { statusAfterPayments, type InvoicePaymentCreate, businessToday } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { invoicePayments, invoices } from './invoices.schema'
import { invoiceAuditEvent, recordInvoiceChange } from './invoice-audit'
import { lockInvoice } from './invoices.writes'

/**
 * Records money received: paid and balance move by the amount (an overpayment leaves a negative
 * balance, spec §3), and the status follows (Paid, Partial Payment, or Past Due when still owed after
 * the due date). False when there is no live invoice with that number; a stale version is a 409.
 */
export async function recordPayment(
  db: Database,
  invoiceId: number,
  input: InvoicePaymentCreate,
  actorUserId: number,
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const current = await lockInvoice(tx, invoiceId, input.version)
    if (!current) return false
    const paidCents = current.paidCents + input.amountCents
    const status = statusAfterPayments({
      current: current.status,
      totalCents: current.totalCents,
      paidCents,
      dueDate: current.dueDate,
      today: businessToday(),
    })
    await tx.insert(invoicePayments).values({
      invoiceId,
      amountCents: input.amountCents,
      paidOn: input.paidOn,
      method: input.method,
      note: input.note,
      recordedByUserId: actorUserId,
    })
    await tx
      .update(invoices)
      .set({
        paidCents,
        balanceCents: current.totalCents - paidCents,
        status,
        version: sql`${invoices.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(invoices.id, invoiceId))
    await recordInvoiceChange(
      tx,
      invoiceAuditEvent(actorUserId, 'invoice.payment-recorded', invoiceId, {
        amount: input.amountCents,
        method: input.method,
        before: current.status,
        after: status,
      }),
    )
    return true
  })
}
