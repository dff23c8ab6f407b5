import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Database, Transaction } from '../../db/client'
import { bankStatementLines, bankStatements, type LineCandidate } from './bank-statements.schema'
import { lineMatchers, type LoanMatch } from './line-matchers'
import { postMatchedLine, type LineRow } from './line-posting'
import { suggestedLoans } from './line-suggestions'

/** Lines matched per transaction: a batch commits together and moves the progress on. */
const BATCH = 50

const distinct = (matches: LoanMatch[]): LineCandidate[] => [
  ...new Map(matches.map((match) => [match.applicationId, match])).values(),
]

/**
 * Matches one pending line in the caller's transaction (issue 35): a debit is kept and not matched; a credit
 * is tried against the reference matchers, then the CLABE ones. One loan found: posted on its value date
 * (or refused, with the reason). Several: ambiguous. None: loans of the same amount due and a resembling
 * name are suggested; with none either, the line is unmatched. Answers whether it was posted.
 */
export async function matchPendingLine(tx: Transaction, line: LineRow, actorUserId: number) {
  if (line.direction === 'debit') {
    await tx.update(bankStatementLines).set({ status: 'debit' }).where(eq(bankStatementLines.id, line.id))
    return false
  }
  for (const matcher of lineMatchers()) {
    const found = distinct(await matcher.match(tx, line))
    if (found.length === 1) return postMatchedLine(tx, line, found[0]!, matcher.kind, actorUserId)
    if (found.length > 1) {
      await tx
        .update(bankStatementLines)
        .set({ status: 'ambiguous', candidates: found })
        .where(eq(bankStatementLines.id, line.id))
      return false
    }
  }
  const suggested = distinct(await suggestedLoans(tx, line))
  await tx
    .update(bankStatementLines)
    .set({ status: suggested.length > 0 ? 'suggested' : 'unmatched', candidates: suggested })
    .where(eq(bankStatementLines.id, line.id))
  return false
}

/**
 * Works a statement's pending lines in batches of BATCH, each batch one transaction that also moves the
 * statement's progress on; the statement is `done` after the last. Safe to run again (a job's retry):
 * only lines still pending are read.
 */
export async function matchStatement(db: Database, statementId: number, actorUserId: number) {
  let after = 0
  for (;;) {
    const batch = await db
      .select()
      .from(bankStatementLines)
      .where(
        and(
          eq(bankStatementLines.statementId, statementId),
          eq(bankStatementLines.status, 'pending'),
          gt(bankStatementLines.id, after),
        ),
      )
      .orderBy(asc(bankStatementLines.id))
      .limit(BATCH)
    if (batch.length === 0) break
    await db.transaction(async (tx) => {
      for (const line of batch) await matchPendingLine(tx, line, actorUserId)
      await tx
        .update(bankStatements)
        .set({ processedLines: sql`${bankStatements.processedLines} + ${batch.length}` })
        .where(eq(bankStatements.id, statementId))
    })
    after = batch.at(-1)!.id
  }
  await db.update(bankStatements).set({ status: 'done' }).where(eq(bankStatements.id, statementId))
}
