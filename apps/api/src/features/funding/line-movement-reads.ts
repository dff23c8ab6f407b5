import { and, desc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { LineMovementKind, LineMovementsResponse } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { emptyNotFound } from '../../lib/http-errors'
import { approvalDirectory } from '../approvals'
import { userDirectoryAs } from '../users'
import { fundingLineMovements, fundingLines } from './funding.schema'

export const DRAWDOWN_KIND = 'funding.line-drawdown'
export const REPAYMENT_KIND = 'funding.line-repayment'
const kindOfApproval: Record<string, LineMovementKind> = {
  [DRAWDOWN_KIND]: 'drawdown',
  [REPAYMENT_KIND]: 'repayment',
}

const requesters = userDirectoryAs('requester')
const approvers = userDirectoryAs('approver')
const askers = userDirectoryAs('asker')

/** A request's payload as stored (a drawdown names its principal amountCents). */
interface AskedPayload {
  amountCents?: number
  principalCents?: number
  interestCents?: number
  movedOn: string
  reference: string
}

/**
 * A line's drawdowns and repayments, newest first, who asked and who approved each, what is drawn, and the
 * requests waiting for a second person (a line has a handful a month: no paging).
 */
export async function lineMovementsOf(db: Executor, lineId: number): Promise<LineMovementsResponse> {
  const [line] = await db
    .select({ drawnCents: fundingLines.drawnCents })
    .from(fundingLines)
    .where(eq(fundingLines.id, lineId))
  if (!line) throw emptyNotFound()
  const rows = await db
    .select({
      movement: fundingLineMovements,
      requestedBy: requesters.fullName,
      approvedBy: approvers.fullName,
    })
    .from(fundingLineMovements)
    .innerJoin(requesters, eq(requesters.id, fundingLineMovements.requestedByUserId))
    .innerJoin(approvers, eq(approvers.id, fundingLineMovements.approvedByUserId))
    .where(eq(fundingLineMovements.lineId, lineId))
    .orderBy(desc(fundingLineMovements.movedOn), desc(fundingLineMovements.id))
  const pending = await db
    .select({
      id: approvalDirectory.id,
      kind: approvalDirectory.kind,
      payload: approvalDirectory.payload,
      requestedAt: approvalDirectory.requestedAt,
      requestedBy: askers.fullName,
    })
    .from(approvalDirectory)
    .innerJoin(askers, eq(askers.id, approvalDirectory.requestedBy))
    .where(
      and(
        eq(approvalDirectory.subjectType, 'funding_line'),
        eq(approvalDirectory.subjectId, String(lineId)),
        eq(approvalDirectory.status, 'pending'),
        inArray(approvalDirectory.kind, [DRAWDOWN_KIND, REPAYMENT_KIND]),
      ),
    )
    .orderBy(desc(approvalDirectory.id))
  return {
    items: rows.map(({ movement, requestedBy, approvedBy }) => ({
      id: movement.id,
      lineId: movement.lineId,
      kind: movement.kind,
      movedOn: movement.movedOn,
      bookedOn: movement.bookedOn,
      principalCents: movement.principalCents,
      interestCents: movement.interestCents,
      reference: movement.reference,
      requestedBy,
      approvedBy,
      journalEntryId: movement.journalEntryId,
    })),
    total: rows.length,
    drawnCents: line.drawnCents,
    pending: pending.map((row) => {
      const payload = row.payload as AskedPayload
      return {
        approvalId: row.id,
        kind: kindOfApproval[row.kind]!,
        principalCents: payload.principalCents ?? payload.amountCents ?? 0,
        interestCents: payload.interestCents ?? 0,
        movedOn: payload.movedOn,
        reference: payload.reference,
        requestedBy: row.requestedBy,
        requestedAt: row.requestedAt.toISOString(),
      }
    }),
  }
}

/**
 * The funding sub-ledger (issue 34): principal drawn and not repaid over every line as the books carry it on
 * the day (by booked day), in funding.liability's debit − credit sign (a liability answers negative).
 */
export async function fundingLiabilityOn(db: Executor, asOf: string): Promise<number> {
  const [row] = await db
    .select({
      drawn: sql<string>`coalesce(sum(case when ${fundingLineMovements.kind} = 'drawdown' then ${fundingLineMovements.principalCents} else -${fundingLineMovements.principalCents} end), 0)`,
    })
    .from(fundingLineMovements)
    .where(lte(fundingLineMovements.bookedOn, asOf))
  return -Number(row!.drawn)
}
