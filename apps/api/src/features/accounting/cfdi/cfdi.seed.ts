import { and, eq, gte, isNull } from 'drizzle-orm'
import { businessToday } from '@mesa/contracts'
import type { Database } from '../../../db/client'
import { addDays } from '../../../lending'
import { loanDirectory, loanPaymentDirectory } from '../../loan-servicing'
import { chargesOfAllocation } from './cfdi-charges'
import { applicationOfLoan, CFDI_SERIE, cfdiInputOf } from './cfdi-input-of-loan'
import { cfdiDocuments } from './cfdi.schema'
import { issueCfdiOfPayment } from './issue-cfdi'
import { SandboxPac } from './sandbox-pac'
import { SANDBOX_CSD, SANDBOX_SAT } from './sandbox-certificates'

/** How far back the demo's payments get their CFDI (a few hundred invoices at most: seeding stays quick). */
const SEEDED_DAYS = 120

/**
 * The demo loans' recent payments that collected interest get their CFDI, stamped now by the sandbox PAC as
 * if on the day paid (Fecha at noon of the payment's day, stamped an hour later, UUID from the sello): the
 * same seed writes the same invoices, sealed with the sandbox CSD. Not mailed (history, not news). Idempotent: a payment with one is skipped.
 */
export async function seedCfdi(db: Database) {
  const since = addDays(businessToday(), -SEEDED_DAYS)
  const payments = await db
    .select({
      id: loanPaymentDirectory.id,
      loanId: loanPaymentDirectory.loanId,
      applicationId: loanDirectory.applicationId,
      paidOn: loanPaymentDirectory.paidOn,
      method: loanPaymentDirectory.method,
      allocation: loanPaymentDirectory.allocation,
      existing: cfdiDocuments.id,
    })
    .from(loanPaymentDirectory)
    .innerJoin(loanDirectory, eq(loanDirectory.id, loanPaymentDirectory.loanId))
    .leftJoin(cfdiDocuments, eq(cfdiDocuments.paymentId, loanPaymentDirectory.id))
    .where(and(gte(loanPaymentDirectory.paidOn, since), isNull(loanPaymentDirectory.reversedAt)))
    .orderBy(loanPaymentDirectory.id)
  for (const payment of payments) {
    const charges = payment.allocation ? chargesOfAllocation(payment.allocation) : []
    if (payment.existing !== null || charges.length === 0) continue
    const application = await applicationOfLoan(db, payment.applicationId)
    const fecha = `${payment.paidOn}T12:00:00`
    const input = await cfdiInputOf(db, application, { method: payment.method, charges, fecha })
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cfdiDocuments)
        .values({
          paymentId: payment.id,
          loanId: payment.loanId,
          applicationId: payment.applicationId,
          loanFolio: application.folio,
          product: application.product,
          serie: CFDI_SERIE,
          paidOn: payment.paidOn,
          issuedOn: payment.paidOn,
          input,
          receptorRfc: input.receptor.rfc,
          receptorName: input.receptor.nombre,
          subTotalCents: 0,
          ivaCents: 0,
          totalCents: 0,
          customerEmail: application.applicant.email?.trim() || null,
        })
        .returning({ id: cfdiDocuments.id })
      // Stamped "one hour after" its Fecha (Mexico City is UTC−6: noon there is 18:00 UTC).
      const pac = new SandboxPac({
        sat: SANDBOX_SAT,
        now: () => new Date(`${payment.paidOn}T19:00:00Z`),
      })
      const stamp = await issueCfdiOfPayment({ ...input, folio: String(row!.id) }, { csd: SANDBOX_CSD, pac })
      await tx
        .update(cfdiDocuments)
        .set({
          status: 'stamped',
          uuid: stamp.uuid,
          xml: stamp.xml,
          sandbox: true,
          subTotalCents: stamp.figures.subTotalCents,
          ivaCents: stamp.figures.ivaCents,
          totalCents: stamp.figures.totalCents,
          stampedAt: new Date(`${payment.paidOn}T19:00:00Z`),
        })
        .where(eq(cfdiDocuments.id, row!.id))
    })
  }
}
