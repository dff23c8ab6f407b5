import { and, eq, sql } from 'drizzle-orm'
import {
  fieldError,
  queueStatuses,
  type LineMatchRequest,
  type LineReturnRequest,
  type LineSplitRequest,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { badRequest, conflict, notFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { loanDirectory } from '../loan-servicing'
import { bankStatementLines } from './bank-statements.schema'
import { postLineParts, type LineRow, type PostingPart } from './line-posting'
import { payerHeld } from './payer-hold'

/** The queued line a person resolves: 404 if none, 409 if already resolved or changed meanwhile. */
async function openLine(db: Executor, lineId: number, version: number): Promise<LineRow> {
  const [line] = await db.select().from(bankStatementLines).where(eq(bankStatementLines.id, lineId))
  if (!line) throw notFound('No such statement line')
  if (!(queueStatuses as readonly string[]).includes(line.status))
    throw conflict('line_resolved', 'The line was already posted or returned')
  if (line.version !== version) throw staleVersion()
  return line
}

/** Each part's application has a loan; else a 400 naming that part's field. */
async function checkLoans(db: Executor, parts: PostingPart[], field: (index: number) => string) {
  const errors: Record<string, string[]> = {}
  for (const [index, part] of parts.entries()) {
    const [loan] = await db
      .select({ id: loanDirectory.id })
      .from(loanDirectory)
      .where(eq(loanDirectory.applicationId, part.applicationId))
    if (!loan) errors[field(index)] = [fieldError('invalid_choice')]
  }
  if (Object.keys(errors).length > 0) throw badRequest(errors)
}

/**
 * The payer screened before a person posts the line (issue 35, item 5): a blocking-list hit is a 409 `pld_hold`
 * naming the loan's field, the officer's alert kept (screened in a transaction of its own, which commits).
 */
async function refuseHeldPayer(db: Database, line: LineRow, parts: PostingPart[], field: string) {
  if (await db.transaction((tx) => payerHeld(tx, line, parts)))
    throw conflict(
      'pld_hold',
      'The payer is on a blocking list: the compliance officer clears the alert first',
      {
        [field]: [fieldError('pld_hold')],
      },
    )
}

/** A person posts a queued line on one loan (the whole amount), audited; a loan's refusal writes nothing. */
export async function matchLine(db: Database, lineId: number, actorUserId: number, input: LineMatchRequest) {
  const line = await openLine(db, lineId, input.version)
  const parts = [{ applicationId: input.applicationId, amountCents: line.amountCents }]
  await checkLoans(db, parts, () => 'applicationId')
  await refuseHeldPayer(db, line, parts, 'applicationId')
  await db.transaction((tx) => postLineParts(tx, line, parts, 'manual', actorUserId))
}

/**
 * A person splits a queued line across loans (a parent paying two cars): the parts sum to the line to the
 * centavo (else 400 `parts: must_equal:<line cents>`), one part per loan; each part is a payment on its
 * loan, all in one transaction.
 */
export async function splitLine(db: Database, lineId: number, actorUserId: number, input: LineSplitRequest) {
  const line = await openLine(db, lineId, input.version)
  const sum = input.parts.reduce((total, part) => total + part.amountCents, 0)
  if (sum !== line.amountCents) throw badRequest({ parts: [fieldError('must_equal', line.amountCents)] })
  const seen = new Set<number>()
  for (const [index, part] of input.parts.entries()) {
    if (seen.has(part.applicationId))
      throw badRequest({ [`parts.${index}.applicationId`]: [fieldError('duplicate_in_file')] })
    seen.add(part.applicationId)
  }
  await checkLoans(db, input.parts, (index) => `parts.${index}.applicationId`)
  await refuseHeldPayer(db, line, input.parts, 'parts')
  await db.transaction((tx) => postLineParts(tx, line, input.parts, 'split', actorUserId))
}

/** A person returns a queued line to the payer, with the reason: nothing is posted. */
export async function returnLine(
  db: Database,
  lineId: number,
  actorUserId: number,
  input: LineReturnRequest,
) {
  const line = await openLine(db, lineId, input.version)
  await db.transaction(async (tx) => {
    const claimed = await tx
      .update(bankStatementLines)
      .set({
        status: 'returned',
        returnReason: input.reason,
        version: sql`${bankStatementLines.version} + 1`,
        resolvedByUserId: actorUserId,
        resolvedAt: new Date(),
      })
      .where(and(eq(bankStatementLines.id, line.id), eq(bankStatementLines.version, input.version)))
      .returning({ id: bankStatementLines.id })
    if (claimed.length === 0) throw staleVersion()
    await recordAudit(tx, {
      actorUserId,
      action: 'bank_statement.line_returned',
      entityType: 'bank_statement',
      entityId: line.statementId,
      data: { lineId: line.id, lineNo: line.lineNo, amountCents: line.amountCents, reason: input.reason },
    })
  })
}
