import { eq, sql } from 'drizzle-orm'
import type { Database, Executor } from '../../../db/client'
import { lenderProfileOf } from '../../lender'
import { composeMail, processMailer } from '../../mail'
import { amountText, SatInputError } from '../sat/sat-text'
import { renderCfdiPdf } from './cfdi-pdf'
import type { CfdiIssuer } from './cfdi-issuer'
import { cfdiDocuments } from './cfdi.schema'
import { issueCfdiOfPayment } from './issue-cfdi'
import { PacRejection } from './pac'
import { pesosOfDecimal } from './cfdi-pdf'

type CfdiRow = typeof cfdiDocuments.$inferSelect

/** A CFDI's files as the customer receives them: "CFDI-I-123.xml" and ".pdf". */
export const cfdiFileName = (row: Pick<CfdiRow, 'serie' | 'id'>, extension: 'xml' | 'pdf') =>
  `CFDI-${row.serie}-${row.id}.${extension}`

/** The printed CFDI, from its stamped XML. */
export const cfdiPdfOf = (row: CfdiRow) => renderCfdiPdf(row.xml!, { sandbox: row.sandbox })

/**
 * Queues the stamped CFDI to the customer's address, its XML and PDF attached (in the caller's transaction:
 * it goes out only if that commits). Answers false when there is no address on file.
 */
export async function mailCfdi(tx: Executor, row: CfdiRow): Promise<boolean> {
  if (!row.customerEmail || !row.xml || !row.uuid) return false
  const lender = await lenderProfileOf(tx)
  const mail = composeMail('cfdiIssued', 'es', {
    folio: row.loanFolio,
    customerName: row.receptorName,
    lenderName: lender.shortName,
    uuid: row.uuid,
    total: pesosOfDecimal(amountText(row.totalCents)),
    sandbox: row.sandbox,
  })
  await processMailer().queue(tx, {
    to: row.customerEmail,
    ...mail,
    attachments: [
      { fileName: cfdiFileName(row, 'xml'), contentType: 'application/xml', content: Buffer.from(row.xml) },
      { fileName: cfdiFileName(row, 'pdf'), contentType: 'application/pdf', content: await cfdiPdfOf(row) },
    ],
  })
  await tx.update(cfdiDocuments).set({ mailedAt: new Date() }).where(eq(cfdiDocuments.id, row.id))
  return true
}

/**
 * The stamp job: builds, seals and stamps a pending CFDI, stores its XML and UUID and mails it, all with the
 * row locked. A CFDI no longer pending (stamped by an earlier run, cancelled) is left alone, so a retried job
 * never stamps twice; and a run whose answer was lost seals the same document again (same Fecha, same sello),
 * which a PAC answers with the stamp it already gave. A refusal (the PAC's or the SAT's rules) marks it
 * failed for a person to look at; anything else (the PAC unreachable) throws, and the job queue retries.
 */
export async function stampCfdi(db: Database, issuer: CfdiIssuer, cfdiId: number): Promise<void> {
  await processMailer().transaction(db, async (tx) => {
    const [row] = await tx.select().from(cfdiDocuments).where(eq(cfdiDocuments.id, cfdiId)).for('update')
    if (!row || row.status !== 'pending') return
    try {
      const stamp = await issueCfdiOfPayment({ ...row.input, folio: String(row.id) }, issuer)
      const [stamped] = await tx
        .update(cfdiDocuments)
        .set({
          status: 'stamped',
          uuid: stamp.uuid,
          xml: stamp.xml,
          sandbox: stamp.sandbox,
          subTotalCents: stamp.figures.subTotalCents,
          ivaCents: stamp.figures.ivaCents,
          totalCents: stamp.figures.totalCents,
          stampedAt: new Date(),
          errorCode: null,
          errorMessage: null,
          version: sql`${cfdiDocuments.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(cfdiDocuments.id, row.id))
        .returning()
      await mailCfdi(tx, stamped!)
    } catch (error) {
      const refusal =
        error instanceof PacRejection
          ? { code: error.code, message: error.message }
          : error instanceof SatInputError
            ? { code: 'input', message: error.message }
            : null
      if (!refusal) throw error
      await tx
        .update(cfdiDocuments)
        .set({
          status: 'failed',
          errorCode: refusal.code,
          errorMessage: refusal.message,
          version: sql`${cfdiDocuments.version} + 1`,
          updatedAt: new Date(),
        })
        .where(eq(cfdiDocuments.id, row.id))
    }
  })
}

/** The cancel job: asks the PAC to cancel a stamped CFDI whose payment was reversed, once. */
export async function cancelStampedCfdi(db: Database, issuer: CfdiIssuer, cfdiId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select().from(cfdiDocuments).where(eq(cfdiDocuments.id, cfdiId)).for('update')
    if (!row || row.status !== 'cancel_pending' || !row.uuid) return
    const answer = await issuer.pac.cancel({
      uuid: row.uuid,
      rfcEmisor: row.input.emisor.rfc,
      rfcReceptor: row.receptorRfc,
      total: amountText(row.totalCents),
      motive: '02',
    })
    await tx
      .update(cfdiDocuments)
      .set({
        cancellationAcuse: answer.acuse,
        ...(answer.status === 'cancelled' ? { status: 'cancelled' as const, cancelledAt: new Date() } : {}),
        version: sql`${cfdiDocuments.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(cfdiDocuments.id, row.id))
  })
}
