import { and, eq, sql } from 'drizzle-orm'
import {
  COLLECTED,
  debitRejectionReasons,
  fieldError,
  type DebitAnswerResult,
  type DebitRejectionCode,
} from '@mesa/contracts'
import type { Database, Transaction } from '../../db/client'
import { HttpError, badRequest } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { businessDateOf } from '../business-date'
import { postStatementPayment } from '../loan-servicing'
import { parseDebitFile, type FileProblems } from './debit-file'
import type { DebitFileDetail } from './debit-file-layout'
import { directDebitLines, directDebitRuns } from './direct-debit.schema'

type LineRow = typeof directDebitLines.$inferSelect
type Outcome = 'collected' | 'rejected' | 'refused' | 'duplicate'

/** A refusal as the line keeps it: the first field entry (`too_big:150000`) or the code. */
const reasonOf = (error: HttpError) => Object.values(error.errors ?? {})[0]?.[0] ?? error.code

/** Each detail must be one of the run's debits as sent: same sequence, reference and amount. */
function unknownDetails(details: DebitFileDetail[], lines: Map<number, LineRow>): FileProblems {
  const problems: FileProblems = {}
  details.forEach((detail, index) => {
    const line = lines.get(detail.sequence)
    if (!line || line.reference !== detail.reference || line.amountCents !== detail.amountCents)
      problems[`lines.${index + 2}`] = [fieldError('unknown_reference')]
  })
  return problems
}

/**
 * One answered debit: collected ones become a payment on the loan on the run's billing date (value date),
 * through loan servicing's door as a bank statement line does (allocation, ledger and accounting follow);
 * rejected ones keep the bank's reason. The line is claimed only while pending, so an answer given twice
 * (the same file again, or two uploads at once) posts once. A loan's refusal (paid off, over what it owes)
 * rolls the savepoint back and leaves the line `refused` with the loan's reason.
 */
async function applyDetail(
  tx: Transaction,
  line: LineRow,
  resultCode: string,
  billingDate: string,
  actorUserId: number,
): Promise<Outcome> {
  const answered = { resultCode, answeredAt: new Date() }
  const pending = and(eq(directDebitLines.id, line.id), eq(directDebitLines.status, 'pending'))
  if (resultCode !== COLLECTED) {
    const reason = debitRejectionReasons[resultCode as DebitRejectionCode]
    const claimed = await tx
      .update(directDebitLines)
      .set({ ...answered, status: 'rejected', reason })
      .where(pending)
      .returning({ id: directDebitLines.id })
    return claimed.length ? 'rejected' : 'duplicate'
  }
  try {
    return await tx.transaction(async (savepoint) => {
      const claimed = await savepoint
        .update(directDebitLines)
        .set({ ...answered, status: 'collected' })
        .where(pending)
        .returning({ id: directDebitLines.id })
      if (!claimed.length) return 'duplicate'
      const { paymentId } = await postStatementPayment(savepoint, line.applicationId, actorUserId, {
        amountCents: line.amountCents,
        paidOn: billingDate,
        method: 'domiciliacion',
        reference: `DOM ${line.reference}`,
      })
      await savepoint.update(directDebitLines).set({ paymentId }).where(eq(directDebitLines.id, line.id))
      return 'collected'
    })
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error
    await tx
      .update(directDebitLines)
      .set({ ...answered, status: 'refused', reason: reasonOf(error) })
      .where(pending)
    return 'refused'
  }
}

/**
 * Applies the bank's answer file to its run (docs/direct-debit.md). Refused whole with a 400 naming each wrong
 * record, a trailer that does not add up, a file of another run, or a debit the run never sent; nothing is
 * posted then. The billing date must have come (the bank answers after debiting).
 */
export async function applyAnswer(
  db: Database,
  runId: number,
  actorUserId: number,
  text: string,
): Promise<DebitAnswerResult> {
  const [run] = await db.select().from(directDebitRuns).where(eq(directDebitRuns.id, runId))
  if (!run) throw badRequest({ file: [fieldError('unknown_reference')] })
  const parsed = parseDebitFile(text, 'R')
  if (parsed.problems) throw badRequest(parsed.problems, 'The answer file cannot be read')
  const { header, details } = parsed.file
  if (header.runId !== runId || header.billingDate !== run.billingDate)
    throw badRequest({ 'lines.1': [fieldError('unknown_reference')] }, 'The answer is of another run')
  if (run.billingDate > (await businessDateOf(db)))
    throw badRequest({ billingDate: [fieldError('date_in_future')] }, 'The billing date has not come yet')
  const rows = await db.select().from(directDebitLines).where(eq(directDebitLines.runId, runId))
  const lines = new Map(rows.map((line) => [line.sequence, line]))
  const unknown = unknownDetails(details, lines)
  if (Object.keys(unknown).length) throw badRequest(unknown, 'The answer names debits the run did not send')
  return db.transaction(async (tx) => {
    // Lock the run: two uploads of one answer take turns (and the second finds every line answered).
    await tx.execute(sql`select id from ${directDebitRuns} where ${directDebitRuns.id} = ${runId} for update`)
    const counts = { collected: 0, rejected: 0, refused: 0, duplicate: 0 }
    for (const detail of details) {
      const outcome = await applyDetail(
        tx,
        lines.get(detail.sequence)!,
        detail.resultCode,
        run.billingDate,
        actorUserId,
      )
      counts[outcome] += 1
    }
    const result = {
      runId,
      lines: details.length,
      collected: counts.collected,
      rejected: counts.rejected,
      refused: counts.refused,
      duplicates: counts.duplicate,
    }
    await recordAudit(tx, {
      actorUserId,
      action: 'direct_debit.answer_applied',
      entityType: 'direct_debit_run',
      entityId: runId,
      data: { ...result, sender: header.sender },
    })
    return result
  })
}
