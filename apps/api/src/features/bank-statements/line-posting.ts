import { and, eq, sql } from 'drizzle-orm'
import type { MatchKind } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { HttpError, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { postStatementPayment } from '../loan-servicing'
import { bankLinePostings, bankStatementLines, type LineCandidate } from './bank-statements.schema'
import { payerHeld } from './payer-hold'

export type LineRow = typeof bankStatementLines.$inferSelect

/** A part of a line for one loan: the whole line, or one of a split's parts. */
export interface PostingPart {
  applicationId: number
  amountCents: number
}

/** The payment's reference: the bank's (the SPEI tracking key), else the payer's text, within the column's 60. */
const paymentReference = (line: LineRow) => (line.bankReference || line.reference).slice(0, 60)

/**
 * Posts a line as loan payments on its value date (one per part, through loan servicing's own payment
 * function: allocation, ledger and accounting follow) and marks the line posted, in the caller's
 * transaction. The line's version is claimed, so two people resolving it at once get a 409. A loan's
 * refusal throws: the caller's transaction (or savepoint) writes nothing of it.
 */
export async function postLineParts(
  tx: Transaction,
  line: LineRow,
  parts: PostingPart[],
  matchedBy: MatchKind,
  actorUserId: number,
) {
  const claimed = await tx
    .update(bankStatementLines)
    .set({
      status: 'posted',
      matchedBy,
      reason: null,
      candidates: [],
      version: sql`${bankStatementLines.version} + 1`,
      resolvedByUserId: actorUserId,
      resolvedAt: new Date(),
    })
    .where(and(eq(bankStatementLines.id, line.id), eq(bankStatementLines.version, line.version)))
    .returning({ id: bankStatementLines.id })
  if (claimed.length === 0) throw staleVersion()
  const postings = []
  for (const part of parts) {
    const { paymentId, loanId } = await postStatementPayment(tx, part.applicationId, actorUserId, {
      amountCents: part.amountCents,
      paidOn: line.valueDate,
      method: 'spei',
      reference: paymentReference(line),
    })
    postings.push({
      lineId: line.id,
      loanId,
      applicationId: part.applicationId,
      paymentId,
      amountCents: part.amountCents,
    })
  }
  await tx.insert(bankLinePostings).values(postings)
  await recordAudit(tx, {
    actorUserId,
    action:
      matchedBy === 'split'
        ? 'bank_statement.line_split'
        : matchedBy === 'manual'
          ? 'bank_statement.line_matched'
          : 'bank_statement.line_posted',
    entityType: 'bank_statement',
    entityId: line.statementId,
    data: {
      lineId: line.id,
      lineNo: line.lineNo,
      amountCents: line.amountCents,
      valueDate: line.valueDate,
      matchedBy,
      postings: postings.map(({ applicationId, paymentId, amountCents }) => ({
        applicationId,
        paymentId,
        amountCents,
      })),
    },
  })
}

/** A refusal as the line keeps it: the first field entry (`too_big:150000`, `value_date_too_old:30`) or the code. */
export function reasonOf(error: HttpError): string {
  const first = Object.values(error.errors ?? {})[0]?.[0]
  return first ?? error.code
}

/**
 * The matching's automatic posting of a line to the one loan a matcher found: in a savepoint, so that a
 * loan's refusal (over what it owes, a value date outside the window, paid off) leaves the line in the
 * queue as `refused` with its reason and the loan as a candidate, and the import goes on.
 */
export async function postMatchedLine(
  tx: Transaction,
  line: LineRow,
  match: LineCandidate,
  matchedBy: 'reference' | 'clabe',
  actorUserId: number,
): Promise<boolean> {
  const parts = [{ applicationId: match.applicationId, amountCents: line.amountCents }]
  // A payer on a blocking list: the line waits for the compliance officer, with the alert raised.
  if (await payerHeld(tx, line, parts)) {
    await tx
      .update(bankStatementLines)
      .set({ status: 'refused', matchedBy, reason: 'pld_hold', candidates: [match] })
      .where(eq(bankStatementLines.id, line.id))
    return false
  }
  try {
    await tx.transaction((savepoint) => postLineParts(savepoint, line, parts, matchedBy, actorUserId))
    return true
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode >= 500) throw error
    await tx
      .update(bankStatementLines)
      .set({ status: 'refused', matchedBy, reason: reasonOf(error), candidates: [match] })
      .where(eq(bankStatementLines.id, line.id))
    return false
  }
}
