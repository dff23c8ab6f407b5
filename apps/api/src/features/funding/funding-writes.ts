import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm'
import {
  fieldError,
  type AssignRequest,
  type EligibilityReason,
  businessToday,
  workingStages,
} from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { badRequest, conflict, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { lockApplication, type ApplicationRow } from '../credit-applications'
import { candidateOf } from './candidate'
import { failedRules } from './eligibility'
import { activeAssignmentOf, disbursementOf } from './funding-records'
import { fundingAssignments, fundingLines } from './funding.schema'

const wrongStage = () =>
  conflict('wrong_stage', 'Funding is assigned and disbursed while the application is in stage fondeo.')
export const alreadyDisbursed = () =>
  conflict('already_disbursed', 'The assignment was disbursed; it can no longer change.')

/** Locks the application row: assignments and disbursements of one application run one at a time. */
export async function lockInFunding(
  tx: Transaction,
  applicationId: number,
  stages: readonly string[] = ['fondeo'],
) {
  const row = await lockApplication(tx, applicationId)
  if (!row || !stages.includes(row.stage)) throw wrongStage()
  return row
}

/** Locks lines in id order (every writer does, so two writers never wait on each other crosswise). */
export async function lockLines(tx: Transaction, lineIds: number[]) {
  const ids = [...new Set(lineIds)].sort((a, b) => a - b)
  return tx
    .select()
    .from(fundingLines)
    .where(inArray(fundingLines.id, ids))
    .orderBy(asc(fundingLines.id))
    .for('update')
}

export const moveUse = (tx: Executor, lineId: number, deltaCents: number) =>
  tx
    .update(fundingLines)
    .set({ usedCents: sql`${fundingLines.usedCents} + ${deltaCents}` })
    .where(eq(fundingLines.id, lineId))

function refusal(reasons: EligibilityReason[]) {
  const rules = reasons.map((reason) => reason.rule)
  if (rules.length === 1 && rules[0] === 'available')
    return conflict('line_exhausted', 'The line has not enough available amount for this credit.', {
      lineId: rules,
    })
  return conflict('funding_not_eligible', 'The application does not meet the line’s rules.', {
    lineId: rules,
  })
}

/**
 * Assigns the application (stage fondeo) to a line for its authorised financed amount, in one transaction:
 * the application row and the old and new lines locked (SELECT ... FOR UPDATE), eligibility and the line's
 * available amount judged on the locked rows, the old assignment released (its amount back to its line), the
 * new one written and the line's use raised. Two concurrent assignments to one line queue on its lock, and
 * the second sees the first one's use: a line is never overdrawn (its check constraint would refuse it too).
 */
export async function assignToLine(
  db: Database,
  application: ApplicationRow,
  request: AssignRequest,
  actorUserId: number,
  now = new Date(),
) {
  const { candidate, terms } = await candidateOf(db, application)
  if (!candidate || !terms) throw conflict('terms_not_authorised', 'The application has no authorised terms.')
  await db.transaction(async (tx) => {
    await lockInFunding(tx, application.id)
    // The terms read above are still the ones in force (an authorisation cannot slip in between).
    if ((await candidateOf(tx, application)).terms?.authorisationId !== terms.authorisationId)
      throw staleVersion()
    const current = await activeAssignmentOf(tx, application.id)
    if ((current?.id ?? null) !== request.replaces) throw staleVersion()
    if (current && (await disbursementOf(tx, current.id))) throw alreadyDisbursed()
    const lines = await lockLines(tx, [request.lineId, ...(current ? [current.lineId] : [])])
    const target = lines.find((line) => line.id === request.lineId)
    if (!target) throw badRequest({ lineId: [fieldError('unknown_reference')] })
    const own = current?.lineId === target.id ? current.amountCents : 0
    const reasons = failedRules(
      { ...target, usedCents: target.usedCents - own },
      candidate,
      businessToday(now),
    )
    if (reasons.length > 0) throw refusal(reasons)
    if (current) {
      await tx
        .update(fundingAssignments)
        .set({ status: 'released', releasedAt: now })
        .where(eq(fundingAssignments.id, current.id))
      await moveUse(tx, current.lineId, -current.amountCents)
    }
    const [created] = await tx
      .insert(fundingAssignments)
      .values({
        applicationId: application.id,
        lineId: target.id,
        amountCents: candidate.amountCents,
        authorisationId: terms.authorisationId,
        assignedAt: now,
        assignedByUserId: actorUserId,
      })
      .returning({ id: fundingAssignments.id })
    await moveUse(tx, target.id, candidate.amountCents)
    await recordAudit(tx, {
      actorUserId,
      action: current ? 'funding.reassigned' : 'funding.assigned',
      entityType: 'credit_application',
      entityId: application.id,
      data: {
        assignmentId: created!.id,
        lineId: target.id,
        amountCents: candidate.amountCents,
        authorisationId: terms.authorisationId,
        released: current ? { assignmentId: current.id, lineId: current.lineId } : null,
      },
    })
  })
}

/** The working stages before fondeo, from the shared stage order (a new stage there needs no change here). */
const beforeFondeo: readonly string[] = workingStages.slice(0, workingStages.indexOf('fondeo'))

/**
 * When an application leaves the funding path its line gets the amount back: entering liquidada marks the
 * assignment repaid; returning before fondeo, being rejected or cancelled releases it. Issue 30: once the
 * money went out (a disbursement that stands) none of those moves is allowed (409 `disbursed_no_return`):
 * terms change through servicing, or the disbursement is cancelled first (its SPEI returned, four eyes).
 */
export async function releaseOnExit(tx: Transaction, applicationId: number, to: string, now = new Date()) {
  const leaving = to === 'liquidada' || to === 'rechazada' || to === 'cancelada' || beforeFondeo.includes(to)
  if (!leaving) return
  const current = await activeAssignmentOf(tx, applicationId)
  if (!current) return
  const disbursed = (await disbursementOf(tx, current.id)) !== undefined
  if (to !== 'liquidada' && disbursed)
    throw conflict(
      'disbursed_no_return',
      'The money of this application went out: record the cancellation of its disbursement (the SPEI return) first.',
      { transition: ['disbursed_no_return'] },
    )
  await lockLines(tx, [current.lineId])
  await tx
    .update(fundingAssignments)
    .set({ status: to === 'liquidada' ? 'repaid' : 'released', releasedAt: now })
    .where(and(eq(fundingAssignments.id, current.id), eq(fundingAssignments.status, 'active')))
  await moveUse(tx, current.lineId, -current.amountCents)
  await recordAudit(tx, {
    actorUserId: null,
    action: to === 'liquidada' ? 'funding.repaid' : 'funding.released',
    entityType: 'credit_application',
    entityId: applicationId,
    data: { assignmentId: current.id, lineId: current.lineId, amountCents: current.amountCents, stage: to },
  })
}

/**
 * A paid-off loan reopened by a payment reversal (liquidada → activo, issue 30) owes again: the assignment
 * that entering liquidada marked repaid is active again and its line carries the amount again. A line with
 * no room left for it (lent out again meanwhile) refuses the reopening, 409 `line_exhausted`: an administrator
 * widens the line first, so a line never shows more in use than its amount.
 */
export async function reactivateOnReopen(tx: Transaction, applicationId: number) {
  if (await activeAssignmentOf(tx, applicationId)) return
  const [repaid] = await tx
    .select()
    .from(fundingAssignments)
    .where(and(eq(fundingAssignments.applicationId, applicationId), eq(fundingAssignments.status, 'repaid')))
    .orderBy(desc(fundingAssignments.id))
    .limit(1)
  if (!repaid) return
  const [line] = await lockLines(tx, [repaid.lineId])
  if (line && line.usedCents + repaid.amountCents > line.amountCents)
    throw conflict(
      'line_exhausted',
      'The funder’s line of this loan has no room left for it again: widen the line first.',
      { lineId: ['line_exhausted'] },
    )
  await tx
    .update(fundingAssignments)
    .set({ status: 'active', releasedAt: null })
    .where(and(eq(fundingAssignments.id, repaid.id), eq(fundingAssignments.status, 'repaid')))
  await moveUse(tx, repaid.lineId, repaid.amountCents)
  await recordAudit(tx, {
    actorUserId: null,
    action: 'funding.reactivated',
    entityType: 'credit_application',
    entityId: applicationId,
    data: { assignmentId: repaid.id, lineId: repaid.lineId, amountCents: repaid.amountCents },
  })
}
