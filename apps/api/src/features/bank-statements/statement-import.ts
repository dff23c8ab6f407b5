import { createHash } from 'node:crypto'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { fieldError, queueStatuses, type BankStatementImport } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { badRequest } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { enqueue } from '../jobs'
import { bankStatementLines, bankStatements } from './bank-statements.schema'
import { fingerprintsOf } from './line-fingerprint'
import { csvLayoutById, parseStatement, statementText, type LineProblem } from './parsers'
import { matchStatement } from './statement-matching'
import { speiReceived } from './spei/spei-receipt'

/** New lines up to this many are matched before the import answers; more run as a job the screen follows. */
export const INLINE_MATCH_LINES = 200
export const MATCH_JOB = 'bank-statements.match'
/** A refusal names at most this many lines (a wholly wrong file would otherwise answer thousands). */
const NAMED_LINES = 50
const INSERT_CHUNK = 1_000

/** A parser's problems as the API's 400: `file` for the file as a whole, `lines.<n>` for each bad line. */
function refusal(problems: LineProblem[]) {
  const errors: Record<string, string[]> = {}
  for (const { lineNo, code } of problems.slice(0, NAMED_LINES)) {
    const key = lineNo === 0 ? 'file' : `lines.${lineNo}`
    errors[key] = [...(errors[key] ?? []), code]
  }
  const wrongCurrency = problems.find((problem) => problem.code.startsWith('wrong_currency'))
  return badRequest(
    errors,
    wrongCurrency ? 'The statement is not in Mexican pesos' : 'Some lines of the statement cannot be read',
    wrongCurrency ? 'wrong_currency' : 'invalid_input',
  )
}

/** How a statement's lines stand: posted, waiting in the queue. */
async function countsOf(db: Executor, statementId: number) {
  const [row] = await db
    .select({
      matched: sql<number>`count(*) filter (where ${bankStatementLines.status} = 'posted')::int`,
      unmatched: sql<number>`count(*) filter (where ${inArray(bankStatementLines.status, [...queueStatuses])})::int`,
    })
    .from(bankStatementLines)
    .where(eq(bankStatementLines.statementId, statementId))
  return row!
}

/** The answer for a statement already stored (the same file again): nothing new, every line a duplicate. */
async function answerOf(db: Database, statementId: number): Promise<BankStatementImport> {
  const [statement] = await db.select().from(bankStatements).where(eq(bankStatements.id, statementId))
  return {
    statementId,
    lines: statement!.lineCount,
    ...(await countsOf(db, statementId)),
    duplicates: statement!.lineCount,
    status: statement!.status,
  }
}

/**
 * Imports a statement file (issue 35): read in its format, refused whole (400 naming each bad line) if any
 * line is wrong or the currency is not pesos; idempotent by the file's SHA-256 (the same file answers its
 * statement again) and by each line's fingerprint (an overlapping statement stores each movement once).
 * The statement and its new lines are written in one transaction; the lines are then matched and posted in
 * the request when there are at most INLINE_MATCH_LINES of them, else by a job (status `matching`, whose
 * progress the screen polls).
 */
export async function importStatement(
  db: Database,
  actorUserId: number,
  file: { name: string; bytes: Buffer },
  layoutId: string | undefined,
): Promise<BankStatementImport> {
  const layout = csvLayoutById(layoutId)
  if (!layout) throw badRequest({ layoutId: [fieldError('invalid_choice')] })
  const sha256 = createHash('sha256').update(file.bytes).digest('hex')
  const [known] = await db
    .select({ id: bankStatements.id })
    .from(bankStatements)
    .where(eq(bankStatements.fileSha256, sha256))
  if (known) return answerOf(db, known.id)
  const { statement, problems } = parseStatement(statementText(file.bytes), layout)
  if (problems.length > 0) throw refusal(problems)
  if (statement.lines.length === 0)
    throw badRequest({ file: [fieldError('empty_file')] }, 'The statement has no movements')
  const fingerprints = fingerprintsOf(statement.account, statement.lines)
  const speiKnown = await speiReceived(db, statement.lines)
  const days = statement.lines.map((line) => line.bookingDate).sort()
  const stored = await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(bankStatements)
      .values({
        fileSha256: sha256,
        fileName: file.name.slice(0, 200),
        format: statement.format,
        layoutId: statement.format === 'csv' ? layout.id : null,
        account: statement.account,
        currency: statement.currency,
        fromDate: days[0],
        toDate: days.at(-1),
        status: 'matching',
        lineCount: statement.lines.length,
        importedByUserId: actorUserId,
      })
      .onConflictDoNothing()
      .returning({ id: bankStatements.id })
    // The same file imported meanwhile by someone else: theirs is the statement.
    if (!row) return null
    // In chunks: one statement holds at most 65 535 parameters, a big file's lines many more.
    // A transfer the SPEI webhook already received is the same money: kept out, counted a duplicate.
    const values = statement.lines
      .map((line, index) => ({
        ...line,
        statementId: row.id,
        fingerprint: fingerprints[index]!,
        status: 'pending' as const,
      }))
      .filter((line) => !speiKnown.has(line.bankReference.toUpperCase()))
    const inserted = []
    for (let start = 0; start < values.length; start += INSERT_CHUNK)
      inserted.push(
        ...(await tx
          .insert(bankStatementLines)
          .values(values.slice(start, start + INSERT_CHUNK))
          .onConflictDoNothing()
          .returning({ id: bankStatementLines.id })),
      )
    const duplicates = statement.lines.length - inserted.length
    const big = inserted.length > INLINE_MATCH_LINES
    await tx
      .update(bankStatements)
      .set({ duplicateCount: duplicates, ...(inserted.length === 0 ? { status: 'done' } : {}) })
      .where(eq(bankStatements.id, row.id))
    if (big)
      await enqueue(
        tx,
        MATCH_JOB,
        { statementId: row.id, actorUserId },
        { singletonKey: `bank-statement:${row.id}` },
      )
    await recordAudit(tx, {
      actorUserId,
      action: 'bank_statement.imported',
      entityType: 'bank_statement',
      entityId: row.id,
      data: { fileName: file.name, format: statement.format, lineCount: statement.lines.length, duplicates },
    })
    return { id: row.id, duplicates, big, fresh: inserted.length }
  })
  if (!stored) {
    const [theirs] = await db
      .select({ id: bankStatements.id })
      .from(bankStatements)
      .where(eq(bankStatements.fileSha256, sha256))
    return answerOf(db, theirs!.id)
  }
  if (!stored.big && stored.fresh > 0) await matchStatement(db, stored.id, actorUserId)
  const [after] = await db
    .select({ status: bankStatements.status })
    .from(bankStatements)
    .where(and(eq(bankStatements.id, stored.id)))
  return {
    statementId: stored.id,
    lines: statement.lines.length,
    ...(await countsOf(db, stored.id)),
    duplicates: stored.duplicates,
    status: after!.status,
  }
}
