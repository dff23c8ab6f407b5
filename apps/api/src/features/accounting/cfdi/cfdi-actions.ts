import { eq, sql } from 'drizzle-orm'
import type { Cfdi } from '@mesa/contracts'
import type { Database, Transaction } from '../../../db/client'
import { conflict, staleVersion } from '../../../lib/http-errors'
import { recordAudit } from '../../audit'
import { processMailer } from '../../mail'
import { applicationOfLoan, cfdiInputOf, figuresOrProblem } from './cfdi-input-of-loan'
import { cfdiOf } from './cfdi-read'
import { enqueueStamp } from './cfdi-record'
import { mailCfdi } from './cfdi-stamp'
import { cfdiDocuments } from './cfdi.schema'
import { mexicoCityTime } from './sandbox-pac'

/** The row locked, at the version the person read (another change meanwhile is a 409). */
async function lockedAt(tx: Transaction, id: number, version: number) {
  const [row] = await tx.select().from(cfdiDocuments).where(eq(cfdiDocuments.id, id)).for('update')
  if (!row || row.version !== version) throw staleVersion()
  return row
}

async function reread(tx: Transaction, id: number): Promise<Cfdi> {
  const [row] = await tx.select().from(cfdiDocuments).where(eq(cfdiDocuments.id, id))
  return cfdiOf(row!)
}

/**
 * Sends a stamped CFDI again, to the customer's address on file now (it may have been corrected since).
 * Only a stamped one (a cancelled invoice is not sent); none on file is a 409.
 */
export async function resendCfdi(db: Database, id: number, version: number, actorUserId: number) {
  return processMailer().transaction(db, async (tx) => {
    const row = await lockedAt(tx, id, version)
    if (row.status !== 'stamped') throw conflict('wrong_stage', 'Only a stamped CFDI is sent')
    const application = await applicationOfLoan(tx, row.applicationId)
    const to = application.applicant.email?.trim() || null
    if (!to) throw conflict('wrong_stage', 'The customer has no e-mail address on file')
    const [updated] = await tx
      .update(cfdiDocuments)
      .set({ customerEmail: to, version: sql`${cfdiDocuments.version} + 1`, updatedAt: new Date() })
      .where(eq(cfdiDocuments.id, id))
      .returning()
    await mailCfdi(tx, updated!)
    await recordAudit(tx, {
      actorUserId,
      action: 'cfdi.resent',
      entityType: 'cfdi',
      entityId: id,
      data: { to },
    })
    return reread(tx, id)
  })
}

/**
 * Stamps again a CFDI the PAC refused: nothing of it reached the SAT, so it is rebuilt from today's lender
 * profile and customer file (the fix a person made after reading the refusal) with a new Fecha (the SAT stamps
 * only within 72 hours of it), keeping the charges of its payment; then the stamp job takes it.
 */
export async function retryCfdi(db: Database, id: number, version: number, actorUserId: number) {
  return db.transaction(async (tx) => {
    const row = await lockedAt(tx, id, version)
    if (row.status !== 'failed') throw conflict('wrong_stage', 'Only a CFDI the PAC refused is stamped again')
    const application = await applicationOfLoan(tx, row.applicationId)
    const input = await cfdiInputOf(tx, application, {
      method: row.input.paymentMethod,
      charges: row.input.charges.map((charge) => ({
        kind: charge.kind,
        amountCents: charge.amountCents,
        ivaCents: charge.ivaCents ?? 0,
      })),
      fecha: mexicoCityTime(new Date()),
    })
    const { figures, problem } = figuresOrProblem(input)
    await tx
      .update(cfdiDocuments)
      .set({
        input,
        receptorRfc: input.receptor.rfc,
        receptorName: input.receptor.nombre,
        ...(figures
          ? {
              subTotalCents: figures.subTotalCents,
              ivaCents: figures.ivaCents,
              totalCents: figures.totalCents,
            }
          : {}),
        status: problem ? 'failed' : 'pending',
        errorCode: problem ? 'input' : null,
        errorMessage: problem,
        customerEmail: application.applicant.email?.trim() || null,
        version: sql`${cfdiDocuments.version} + 1`,
        updatedAt: new Date(),
      })
      .where(eq(cfdiDocuments.id, id))
    if (!problem) await enqueueStamp(tx, id)
    await recordAudit(tx, {
      actorUserId,
      action: 'cfdi.stamp_retried',
      entityType: 'cfdi',
      entityId: id,
      data: { previousError: row.errorCode, problem },
    })
    return reread(tx, id)
  })
}
