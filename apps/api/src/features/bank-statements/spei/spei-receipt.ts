import { createHash } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { type SpeiNotification, type SpeiReceipt } from '@mesa/contracts'
import type { Database, Executor } from '../../../db/client'
import { recordAudit } from '../../audit'
import { systemActorId } from '../../users'
import { bankStatementLines, bankStatements } from '../bank-statements.schema'
import type { ParsedLine } from '../parsers'
import { matchPendingLine } from '../statement-matching'

/** The fingerprint of a SPEI transfer: its tracking key alone (the provider's repeat carries the same one). */
export const speiFingerprint = (claveRastreo: string) =>
  createHash('sha256').update(`spei#${claveRastreo.toUpperCase()}`).digest('hex')

/**
 * The tracking keys (upper case) of a statement's credit lines that the SPEI webhook already received: the
 * bank's statement lists the same transfer again, with its tracking key as the bank reference.
 */
export async function speiReceived(db: Executor, lines: ParsedLine[]) {
  const keys = [
    ...new Set(
      lines
        .filter((line) => line.direction === 'credit' && line.bankReference !== '')
        .map((line) => line.bankReference.toUpperCase()),
    ),
  ]
  const known = new Set<string>()
  for (let start = 0; start < keys.length; start += 1_000) {
    const chunk = keys.slice(start, start + 1_000)
    const rows = await db
      .select({ bankReference: bankStatementLines.bankReference })
      .from(bankStatementLines)
      .where(inArray(bankStatementLines.fingerprint, chunk.map(speiFingerprint)))
    for (const row of rows) known.add(row.bankReference.toUpperCase())
  }
  return known
}

/**
 * The statement a provider's transfers of one value date gather in (one per provider and day, its key in
 * `fileSha256`'s unique column: `spei:<provider>:<day>`), so the screen lists the day's SPEI like a file.
 */
async function dayStatement(tx: Executor, providerId: string, day: string, actorUserId: number) {
  const key = `spei:${providerId}:${day}`
  await tx
    .insert(bankStatements)
    .values({
      fileSha256: key,
      fileName: `SPEI ${day}`,
      format: 'spei',
      account: providerId,
      currency: 'MXN',
      fromDate: day,
      toDate: day,
      status: 'done',
      lineCount: 0,
      importedByUserId: actorUserId,
    })
    .onConflictDoNothing()
  const [row] = await tx
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(eq(bankStatements.fileSha256, key))
  return row!.id
}

/**
 * Receives one verified SPEI notification (issue 35), in one transaction: stored as a credit line of the
 * day's SPEI statement, idempotent by its tracking key (a repeat answers the line as it stands and posts
 * nothing), then matched as a statement line is (referenced CLABE, the reference in the concept) and posted
 * on its value date under the system actor "Sistema (SPEI)", payer screening included; unmatched or refused,
 * it waits in the reconciliation queue for a person.
 */
export async function receiveSpei(
  db: Database,
  providerId: string,
  notification: SpeiNotification,
): Promise<SpeiReceipt> {
  const fingerprint = speiFingerprint(notification.claveRastreo)
  return db.transaction(async (tx) => {
    const actorUserId = await systemActorId(tx, 'spei')
    const statementId = await dayStatement(tx, providerId, notification.fechaOperacion, actorUserId)
    const [next] = await tx
      .select({ lineNo: sql<number>`coalesce(max(${bankStatementLines.lineNo}), 0)::int + 1` })
      .from(bankStatementLines)
      .where(eq(bankStatementLines.statementId, statementId))
    const [line] = await tx
      .insert(bankStatementLines)
      .values({
        statementId,
        lineNo: next!.lineNo,
        fingerprint,
        bookingDate: notification.fechaOperacion,
        valueDate: notification.fechaOperacion,
        amountCents: notification.montoCentavos,
        direction: 'credit',
        bankReference: notification.claveRastreo,
        reference: [notification.referenciaNumerica, notification.conceptoPago].filter(Boolean).join(' '),
        counterpartyName: notification.nombreOrdenante,
        counterpartyAccount: notification.cuentaOrdenante,
        beneficiaryAccount: notification.cuentaBeneficiario,
        status: 'pending',
      })
      .onConflictDoNothing()
      .returning()
    if (!line) {
      const [kept] = await tx
        .select({ id: bankStatementLines.id, status: bankStatementLines.status })
        .from(bankStatementLines)
        .where(eq(bankStatementLines.fingerprint, fingerprint))
      return {
        claveRastreo: notification.claveRastreo,
        duplicate: true,
        status: kept!.status,
        lineId: kept!.id,
      }
    }
    await tx
      .update(bankStatements)
      .set({
        lineCount: sql`${bankStatements.lineCount} + 1`,
        processedLines: sql`${bankStatements.processedLines} + 1`,
      })
      .where(eq(bankStatements.id, statementId))
    await recordAudit(tx, {
      actorUserId,
      action: 'bank_statement.spei_received',
      entityType: 'bank_statement',
      entityId: statementId,
      data: {
        providerId,
        lineId: line.id,
        claveRastreo: notification.claveRastreo,
        amountCents: notification.montoCentavos,
        valueDate: notification.fechaOperacion,
      },
    })
    await matchPendingLine(tx, line, actorUserId)
    const [after] = await tx
      .select({ status: bankStatementLines.status })
      .from(bankStatementLines)
      .where(and(eq(bankStatementLines.id, line.id)))
    return {
      claveRastreo: notification.claveRastreo,
      duplicate: false,
      status: after!.status,
      lineId: line.id,
    }
  })
}
