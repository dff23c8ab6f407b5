import { and, asc, eq, isNull } from 'drizzle-orm'
import { fieldError, type ConditionMetRequest, type DecisionCondition } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { userDirectoryAs } from '../users'
import { conflict, notFound, staleVersion } from '../../lib/http-errors'
import type { ApplicationRow } from '../credit-applications'
import { committeeDecisions, committeeVotes, decisionConditions } from './credit-decision.schema'
import { recordDecisionChange } from './decision-change'

const proposers = userDirectoryAs('proposer')
const checkers = userDirectoryAs('checker')

export async function listConditions(db: Executor, applicationId: number): Promise<DecisionCondition[]> {
  const rows = await db
    .select({
      condition: decisionConditions,
      proposerId: proposers.id,
      proposerName: proposers.fullName,
      checkerName: checkers.fullName,
    })
    .from(decisionConditions)
    .innerJoin(committeeVotes, eq(committeeVotes.id, decisionConditions.voteId))
    .leftJoin(proposers, eq(proposers.id, committeeVotes.voterUserId))
    .leftJoin(checkers, eq(checkers.id, decisionConditions.metByUserId))
    .where(eq(decisionConditions.applicationId, applicationId))
    .orderBy(asc(decisionConditions.id))
  return rows.map(({ condition, proposerId, proposerName, checkerName }) => ({
    id: condition.id,
    kind: condition.kind,
    value: condition.value,
    text: condition.text,
    proposedBy:
      proposerId !== null && proposerName !== null ? { id: proposerId, fullName: proposerName } : null,
    met: condition.metAt
      ? {
          by:
            condition.metByUserId !== null && checkerName !== null
              ? { id: condition.metByUserId, fullName: checkerName }
              : null,
          at: condition.metAt.toISOString(),
          evidence: condition.evidence ?? '',
        }
      : null,
    version: condition.version,
  }))
}

/** The binding conditions' ids (of a decision approved with conditions, not met yet), of one kind or any. */
const bindingConditions = (
  db: Executor,
  applicationId: number,
  kind?: (typeof decisionConditions.$inferSelect)['kind'],
) =>
  db
    .select({ id: decisionConditions.id })
    .from(decisionConditions)
    .innerJoin(committeeDecisions, eq(committeeDecisions.applicationId, decisionConditions.applicationId))
    .where(
      and(
        eq(decisionConditions.applicationId, applicationId),
        eq(committeeDecisions.outcome, 'approved_with_conditions'),
        kind === undefined ? undefined : eq(decisionConditions.kind, kind),
        isNull(decisionConditions.metAt),
      ),
    )

/**
 * Conditions that still bind: those of a decision approved with conditions and not yet met. A plain approval
 * or a rejection binds none (a minority's conditions were outvoted).
 */
export async function pendingConditionCount(db: Executor, applicationId: number) {
  return (await bindingConditions(db, applicationId)).length
}

/** Issue 38: the decision approved on condition of a co-signer, and that condition is not met yet. */
export async function coSignerPending(db: Executor, applicationId: number) {
  return (await bindingConditions(db, applicationId, 'co_signer').limit(1)).length > 0
}

/**
 * Issue 38: the conditions the contract states (a co-signer, a larger down payment...): those of a decision
 * approved with conditions, met or not, each once (two voters may have proposed the same), in proposal order.
 */
export async function contractConditionsOf(db: Executor, applicationId: number) {
  const rows = await db
    .select({ kind: decisionConditions.kind, value: decisionConditions.value, text: decisionConditions.text })
    .from(decisionConditions)
    .innerJoin(committeeDecisions, eq(committeeDecisions.applicationId, decisionConditions.applicationId))
    .where(
      and(
        eq(decisionConditions.applicationId, applicationId),
        eq(committeeDecisions.outcome, 'approved_with_conditions'),
      ),
    )
    .orderBy(asc(decisionConditions.id))
  const seen = new Set<string>()
  return rows.filter((row) => {
    const key = JSON.stringify([row.kind, row.value, row.text.trim().toLowerCase()])
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
}

/** Marks one condition met, with who, when and the evidence; once met it stays met (409). */
export async function markConditionMet(
  db: Database,
  application: ApplicationRow,
  conditionId: number,
  userId: number,
  body: ConditionMetRequest,
) {
  // Conditions are met between the decision and the authorisation; afterwards the record is closed.
  if (application.stage !== 'deliberacion' && application.stage !== 'autorizacion')
    throw conflict('wrong_stage', `Conditions are met before the contract, not in ${application.stage}`, {
      stage: [fieldError('wrong_stage')],
    })
  await db.transaction(async (tx) => {
    const [row] = await tx
      .select({ condition: decisionConditions, outcome: committeeDecisions.outcome })
      .from(decisionConditions)
      .leftJoin(committeeDecisions, eq(committeeDecisions.applicationId, decisionConditions.applicationId))
      .where(
        and(eq(decisionConditions.id, conditionId), eq(decisionConditions.applicationId, application.id)),
      )
      .for('update', { of: decisionConditions })
    if (!row) throw notFound('No such condition on this application')
    if (row.outcome !== 'approved_with_conditions')
      throw conflict('not_decided', 'Only the conditions of a decision approved with conditions are met', {
        conditionId: [fieldError('not_decided')],
      })
    if (row.condition.version !== body.version) throw staleVersion()
    if (row.condition.metAt)
      throw conflict('conflict', 'The condition is already met', { conditionId: [fieldError('conflict')] })
    await tx
      .update(decisionConditions)
      .set({
        metAt: new Date(),
        metByUserId: userId,
        evidence: body.evidence,
        version: row.condition.version + 1,
      })
      .where(eq(decisionConditions.id, conditionId))
    await recordDecisionChange(tx, application, userId, 'credit_decision.condition_met', {
      conditionId,
      kind: row.condition.kind,
      evidence: body.evidence,
    })
  })
}
