import type { PolizasRequest } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { conflict, notFound } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { lenderProfileOf } from '../lender'
import { packageFileRow, packageProblems } from './period-package'
import { buildComplementaryBalanza } from './complementary-balanza'
import { buildPolizasFile, type PackageFileBytes } from './period-package-files'
import { accountingPeriodFiles } from './period-package.schema'
import { isPeriodClosed } from './periods-lock'

/*
 * What the SAT asks after a month's package (docs/accounting.md "SAT requests"): the pólizas for its request
 * (AF/FC with the audit order's number, DE/CO with the procedure's), and a closed month's complementaria balanza
 * once events of the month were booked later. Each file is validated against the SAT's XSDs before it leaves.
 */

/** A file the SAT's XSDs refuse is never answered nor stored: 409 sat_files_invalid with its problems. */
function validated(file: PackageFileBytes) {
  const problems = packageProblems([file])
  if (Object.keys(problems).length > 0)
    throw conflict('sat_files_invalid', `The SAT file is not valid: ${file.name}`, problems)
  return file
}

/** The month's pólizas for the SAT's request, validated (404 when the month has no entry or is before 2015). */
export async function polizasForRequest(db: Executor, period: string, request: PolizasRequest) {
  const { rfc } = await lenderProfileOf(db)
  const file = await buildPolizasFile(db, period, rfc, request)
  if (!file) throw notFound()
  return validated(file)
}

/**
 * Stores a closed month's complementaria balanza in its package (a second one replaces the first): 409
 * period_open for an open month (its balanza is not sent yet), 409 nothing_to_complement when no entry of the
 * month or before was booked across its bounds. Audited. Answers the stored file's description.
 */
export async function storeComplementaryBalanza(db: Database, period: string, userId: number) {
  return db.transaction(async (tx) => {
    if (!(await isPeriodClosed(tx, period)))
      throw conflict('period_open', 'Only a closed month has a balanza to complement', {
        period: ['period_open'],
      })
    const { rfc } = await lenderProfileOf(tx)
    const built = await buildComplementaryBalanza(tx, period, rfc)
    if (!built)
      throw conflict('nothing_to_complement', 'No entry of this month was booked after it', {
        period: ['nothing_to_complement'],
      })
    const file = validated(built.file)
    const row = packageFileRow(period, file, new Date(), userId)
    await tx
      .insert(accountingPeriodFiles)
      .values(row)
      .onConflictDoUpdate({
        target: [accountingPeriodFiles.period, accountingPeriodFiles.name],
        set: {
          content: row.content,
          sizeBytes: row.sizeBytes,
          sha256: row.sha256,
          generatedAt: row.generatedAt,
          generatedBy: userId,
        },
      })
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'accounting.complementary_balanza_stored',
      entityType: 'accounting_period',
      entityId: period,
      data: { period, fechaModBal: built.fechaModBal },
    })
    const { content: _content, period: _period, generatedAt: _at, generatedBy: _by, ...described } = row
    return described
  })
}
