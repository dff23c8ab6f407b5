import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import type {
  CreditLine,
  Funder,
  FunderInput,
  FunderListQuery,
  FunderListResponse,
  FunderUpdate,
  LineInput,
  LineUpdate,
} from '@mesa/contracts'
import { fieldError } from '@mesa/contracts'
import type { Viewer } from '../allies'
import type { Database, Executor } from '../../db/client'
import { violatedUniqueIndex } from '../../lib/pg-errors'
import { badRequest, emptyNotFound, staleVersion } from '../../lib/http-errors'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern, sortableText } from '../../lib/sql-text'
import { recordAudit } from '../audit'
import { fundingAssignments, fundingLines, funders } from './funding.schema'

type LineRow = typeof fundingLines.$inferSelect

export function toLine(row: LineRow, assignments = 0): CreditLine {
  return {
    id: row.id,
    funderId: row.funderId,
    name: row.name,
    amountCents: row.amountCents,
    usedCents: row.usedCents,
    drawnCents: row.drawnCents,
    // Money drawn funds the assigned credits: the line is committed by the larger of the two, not their sum.
    availableCents: row.amountCents - Math.max(row.usedCents, row.drawnCents),
    annualRateBps: row.annualRateBps,
    termMonths: row.termMonths,
    validFrom: row.validFrom,
    validTo: row.validTo,
    active: row.active,
    rules: row.rules,
    assignments,
    version: row.version,
  }
}

/** Active assignments per line, for the lines given. */
async function assignmentCounts(db: Executor, lineIds: number[]) {
  if (lineIds.length === 0) return new Map<number, number>()
  const rows = await db
    .select({ lineId: fundingAssignments.lineId, count: sql<number>`count(*)::int` })
    .from(fundingAssignments)
    .where(and(inArray(fundingAssignments.lineId, lineIds), eq(fundingAssignments.status, 'active')))
    .groupBy(fundingAssignments.lineId)
  return new Map(rows.map((row) => [row.lineId, row.count]))
}

/** Funders with their lines and totals, in the order of `rows`. */
async function withLines(db: Executor, rows: Array<typeof funders.$inferSelect>): Promise<Funder[]> {
  const lines =
    rows.length === 0
      ? []
      : await db
          .select()
          .from(fundingLines)
          .where(
            inArray(
              fundingLines.funderId,
              rows.map((row) => row.id),
            ),
          )
          .orderBy(asc(fundingLines.validFrom), asc(fundingLines.id))
  const counts = await assignmentCounts(
    db,
    lines.map((line) => line.id),
  )
  return rows.map((row) => {
    const own = lines
      .filter((line) => line.funderId === row.id)
      .map((line) => toLine(line, counts.get(line.id)))
    const sum = (pick: (line: CreditLine) => number) => own.reduce((total, line) => total + pick(line), 0)
    return {
      id: row.id,
      name: row.name,
      kind: row.kind,
      contactName: row.contactName,
      contactEmail: row.contactEmail,
      active: row.active,
      lines: own,
      amountCents: sum((line) => line.amountCents),
      usedCents: sum((line) => line.usedCents),
      availableCents: sum((line) => line.availableCents),
      version: row.version,
    }
  })
}

const lineTotal = (pick: 'amount' | 'available') =>
  sql<number>`(select coalesce(sum(${pick === 'amount' ? sql`l.amount_cents` : sql`l.amount_cents - greatest(l.used_cents, l.drawn_cents)`}), 0) from funding_lines l where l.funder_id = funders.id)`

export async function listFunders(db: Executor, query: FunderListQuery): Promise<FunderListResponse> {
  const where = and(
    query.q ? ilike(funders.name, containsPattern(query.q)) : undefined,
    query.kind ? eq(funders.kind, query.kind) : undefined,
    query.active === undefined ? undefined : eq(funders.active, query.active),
  )
  const sortColumn = {
    name: sortableText(funders.name),
    amount: lineTotal('amount'),
    available: lineTotal('available'),
  }[query.sortBy ?? 'name']
  const { rows, ...totals } = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(funders)
        .where(where)
        .orderBy(query.orderBy === 'desc' ? desc(sortColumn) : asc(sortColumn), asc(funders.id))
        .limit(limit)
        .offset(offset),
    (cap) => countUpTo(db, funders, where, cap),
  )
  return { items: await withLines(db, rows), ...totals }
}

export async function loadFunder(db: Executor, funderId: number): Promise<Funder> {
  const rows = await db.select().from(funders).where(eq(funders.id, funderId))
  if (rows.length === 0) throw emptyNotFound()
  return (await withLines(db, rows))[0]!
}

export async function funderOptions(db: Executor, viewer: Viewer) {
  // Issue 30: ally-side staff (row scope own-allies) see no funder, not even by name.
  if (viewer.scope !== 'all') return { funders: [] }
  return {
    funders: await db
      .select({ id: funders.id, name: funders.name })
      .from(funders)
      .orderBy(sortableText(funders.name), asc(funders.id)),
  }
}

/** A second funder of the same name (any case) is a 400 on name, whichever request came first. */
function rethrowDuplicateName(error: unknown): never {
  if (violatedUniqueIndex(error) === 'funders_name_idx')
    throw badRequest({ name: [fieldError('already_used')] })
  throw error
}

export async function createFunder(db: Database, input: FunderInput, actorUserId: number) {
  try {
    const id = await db.transaction(async (tx) => {
      const [row] = await tx.insert(funders).values(input).returning({ id: funders.id })
      await recordAudit(tx, {
        actorUserId,
        action: 'funding.funder_created',
        entityType: 'funder',
        entityId: row!.id,
        data: input,
      })
      return row!.id
    })
    return loadFunder(db, id)
  } catch (error) {
    rethrowDuplicateName(error)
  }
}

export async function updateFunder(db: Database, funderId: number, input: FunderUpdate, actorUserId: number) {
  const { version, ...changes } = input
  try {
    await db.transaction(async (tx) => {
      const changed = await tx
        .update(funders)
        .set({ ...changes, version: version + 1, updatedAt: new Date() })
        .where(and(eq(funders.id, funderId), eq(funders.version, version)))
        .returning({ id: funders.id })
      if (changed.length === 0) {
        if ((await tx.$count(funders, eq(funders.id, funderId))) === 0) throw emptyNotFound()
        throw staleVersion()
      }
      await recordAudit(tx, {
        actorUserId,
        action: 'funding.funder_updated',
        entityType: 'funder',
        entityId: funderId,
        data: changes,
      })
    })
  } catch (error) {
    rethrowDuplicateName(error)
  }
  return loadFunder(db, funderId)
}

export async function createLine(db: Database, funderId: number, input: LineInput, actorUserId: number) {
  await db.transaction(async (tx) => {
    if ((await tx.$count(funders, eq(funders.id, funderId))) === 0) throw emptyNotFound()
    const [row] = await tx
      .insert(fundingLines)
      .values({ ...input, funderId })
      .returning({ id: fundingLines.id })
    await recordAudit(tx, {
      actorUserId,
      action: 'funding.line_created',
      entityType: 'funding_line',
      entityId: row!.id,
      data: { funderId, ...input },
    })
  })
  return loadFunder(db, funderId)
}

/**
 * Edits a line under its row lock (as assignments take it): the amount may not drop below what active
 * assignments already use nor what is drawn (400 on amountCents naming that figure).
 */
export async function updateLine(db: Database, lineId: number, input: LineUpdate, actorUserId: number) {
  const { version, ...changes } = input
  const funderId = await db.transaction(async (tx) => {
    const [line] = await tx.select().from(fundingLines).where(eq(fundingLines.id, lineId)).for('update')
    if (!line) throw emptyNotFound()
    if (line.version !== version) throw staleVersion()
    // Nor below what is drawn from the funder (issue 34).
    const floor = Math.max(line.usedCents, line.drawnCents)
    if (changes.amountCents < floor) throw badRequest({ amountCents: [fieldError('too_small', floor)] })
    await tx
      .update(fundingLines)
      .set({ ...changes, version: version + 1 })
      .where(eq(fundingLines.id, lineId))
    await recordAudit(tx, {
      actorUserId,
      action: 'funding.line_updated',
      entityType: 'funding_line',
      entityId: lineId,
      data: { before: { amountCents: line.amountCents, active: line.active }, after: changes },
    })
    return line.funderId
  })
  return loadFunder(db, funderId)
}
