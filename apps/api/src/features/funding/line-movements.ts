import { and, eq, sql } from 'drizzle-orm'
import {
  fieldError,
  type DrawdownRequest,
  type LineMovementKind,
  type RepaymentRequest,
} from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { badRequest, conflict, emptyNotFound } from '../../lib/http-errors'
import { violatedUniqueIndex } from '../../lib/pg-errors'
import { recordAudit } from '../audit'
import { businessDateOf } from '../business-date'
import { lockLines } from './funding-writes'
import { fundingLineMovements, fundingLines } from './funding.schema'
import { journalLineMovement } from './line-movement-journal'

/*
 * A funding line's own money (issue 34, docs/accounting.md "Funding"): a drawdown raises what is drawn from the
 * funder, a repayment lowers it by its principal and pays the funder's interest. Treasury asks (checked then),
 * a second person with the fondeo right approves, and the checks run again under the line's row lock when it is
 * booked, with its journal entry, in the approval's transaction.
 */

/** A drawdown or a repayment as both are checked and booked: a drawdown has no interest. */
export interface MovementAsk {
  kind: LineMovementKind
  principalCents: number
  interestCents: number
  movedOn: string
  reference: string
}

export const drawdownAsk = (request: DrawdownRequest): MovementAsk => ({
  kind: 'drawdown',
  principalCents: request.amountCents,
  interestCents: 0,
  movedOn: request.movedOn,
  reference: request.reference,
})
export const repaymentAsk = (request: RepaymentRequest): MovementAsk => ({ kind: 'repayment', ...request })

/** The field a drawdown's principal is asked in (its form says "amount"). */
const principalField = (kind: LineMovementKind) => (kind === 'drawdown' ? 'amountCents' : 'principalCents')

/**
 * Checks a movement against the line as read (locked when booking): a day not after the business date; a
 * drawdown from an active line, on a day of its validity, within what is left undrawn; a repayment of at most
 * the principal drawn. Answers the line.
 */
export async function checkMovement(tx: Executor, lineId: number, ask: MovementAsk, locked = false) {
  const [line] = locked
    ? await lockLines(tx as Transaction, [lineId])
    : await tx.select().from(fundingLines).where(eq(fundingLines.id, lineId))
  if (!line) throw emptyNotFound()
  if (ask.movedOn > (await businessDateOf(tx))) throw badRequest({ movedOn: [fieldError('date_in_future')] })
  if (ask.kind === 'drawdown') {
    if (!line.active)
      throw conflict('line_inactive', 'The line is switched off: no drawdown from it.', {
        lineId: ['line_inactive'],
      })
    if (ask.movedOn < line.validFrom || ask.movedOn > line.validTo)
      throw badRequest({ movedOn: [fieldError('date_out_of_range')] })
    const undrawn = line.amountCents - line.drawnCents
    if (ask.principalCents > undrawn) throw badRequest({ amountCents: [fieldError('too_big', undrawn)] })
  } else if (ask.principalCents > line.drawnCents)
    throw badRequest({ [principalField(ask.kind)]: [fieldError('too_big', line.drawnCents)] })
  const [sameKey] = await tx
    .select({ id: fundingLineMovements.id })
    .from(fundingLineMovements)
    .where(
      and(
        eq(fundingLineMovements.lineId, lineId),
        eq(fundingLineMovements.kind, ask.kind),
        eq(fundingLineMovements.reference, ask.reference),
        eq(fundingLineMovements.movedOn, ask.movedOn),
      ),
    )
  if (sameKey) throw badRequest({ reference: [fieldError('already_used')] })
  return line
}

/**
 * Books an approved movement under the line's lock: checked again, its journal entry posted (drawdown Dr bank /
 * Cr funding.liability; repayment Dr funding.liability + Dr expense.fundingInterest / Cr bank), the row
 * written with the day the books carry it, what is drawn moved, audited.
 */
export async function bookMovement(
  tx: Transaction,
  lineId: number,
  ask: MovementAsk,
  people: { requestedBy: number; approvedBy: number },
) {
  await checkMovement(tx, lineId, ask, true)
  // The entry names its movement: the id is taken first, so the row is written once, complete.
  const taken = await tx.execute(
    sql`select nextval(pg_get_serial_sequence('funding_line_movements', 'id')) as id`,
  )
  const id = Number((taken as unknown as { rows: Array<{ id: number | string }> }).rows[0]!.id)
  const entry = await journalLineMovement(tx, { id, lineId, ...ask }, people.approvedBy)
  await tx.insert(fundingLineMovements).values({
    id,
    lineId,
    kind: ask.kind,
    movedOn: ask.movedOn,
    bookedOn: entry.businessDate,
    principalCents: ask.principalCents,
    interestCents: ask.interestCents,
    reference: ask.reference,
    requestedByUserId: people.requestedBy,
    approvedByUserId: people.approvedBy,
    journalEntryId: entry.entryId,
  })
  const drawn = ask.kind === 'drawdown' ? ask.principalCents : -ask.principalCents
  await tx
    .update(fundingLines)
    .set({ drawnCents: sql`${fundingLines.drawnCents} + ${drawn}` })
    .where(eq(fundingLines.id, lineId))
  await recordAudit(tx, {
    actorUserId: people.approvedBy,
    action: ask.kind === 'drawdown' ? 'funding.line_drawdown' : 'funding.line_repayment',
    entityType: 'funding_line',
    entityId: lineId,
    data: { movementId: id, ...ask, journalEntryId: entry.entryId, ...people },
  })
  return { movementId: id, journalEntryId: entry.entryId }
}

/** A second movement with the same bank key, line and day (the unique index): 400 on reference. */
export function rethrowDuplicateMovement(error: unknown): never {
  if (violatedUniqueIndex(error) === 'funding_line_movements_reference_idx')
    throw badRequest({ reference: [fieldError('already_used')] })
  throw error
}
