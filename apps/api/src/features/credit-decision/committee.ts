import { asc, desc, eq, sql } from 'drizzle-orm'
import {
  type CommitteeOutcome,
  type CommitteeResponse,
  type RejectReasonCode,
  type VoteRequest,
} from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { userDirectory } from '../users'
import type { ApplicationRow } from '../credit-applications'
import { listConditions } from './conditions'
import { lockInStage, recordDecisionChange, refuse } from './decision-change'
import {
  committeeDecisions,
  committeeVotes,
  decisionConditions,
  voidedDecisions,
} from './credit-decision.schema'
import { decisionBasisOf, fingerprintOf, staleParts, voidIfStale } from './decision-basis'
import { committeeRule, policyInForce, policyVersion } from './policy-rules'
import { scoreRefusal } from './score-rule'

export async function decisionOf(db: Executor, applicationId: number) {
  const [row] = await db
    .select()
    .from(committeeDecisions)
    .where(eq(committeeDecisions.applicationId, applicationId))
  return row ?? null
}

async function votesOf(db: Executor, applicationId: number) {
  return db
    .select({ vote: committeeVotes, voterName: userDirectory.fullName })
    .from(committeeVotes)
    .leftJoin(userDirectory, eq(userDirectory.id, committeeVotes.voterUserId))
    .where(eq(committeeVotes.applicationId, applicationId))
    .orderBy(asc(committeeVotes.castAt), asc(committeeVotes.id))
}

/**
 * The decision a set of votes makes under a rule: approved when the approving share (plain or with
 * conditions) reaches the majority, with conditions when any approving vote set some; rejected otherwise,
 * with the reasons the rejecting votes gave.
 */
export function tally(
  votes: Array<{ vote: VoteRequest['vote']; rejectReasons: RejectReasonCode[] }>,
  majorityBps: number,
  conditionCount: number,
) {
  const approving = votes.filter((vote) => vote.vote !== 'reject').length
  const rejecting = votes.length - approving
  const approved = approving * 10_000 >= majorityBps * votes.length
  const outcome: CommitteeOutcome = !approved
    ? 'rejected'
    : conditionCount > 0
      ? 'approved_with_conditions'
      : 'approved'
  const rejectReasons = approved ? [] : [...new Set(votes.flatMap((vote) => vote.rejectReasons))]
  return { outcome, approvingVotes: approving, rejectingVotes: rejecting, rejectReasons }
}

export async function committeeView(db: Executor, row: ApplicationRow): Promise<CommitteeResponse> {
  const [decision, votes, conditions, voided] = await Promise.all([
    decisionOf(db, row.id),
    votesOf(db, row.id),
    listConditions(db, row.id),
    db
      .select()
      .from(voidedDecisions)
      .where(eq(voidedDecisions.applicationId, row.id))
      .orderBy(desc(voidedDecisions.voidedAt), desc(voidedDecisions.id)),
  ])
  const policy = decision
    ? await policyVersion(db, decision.policyVersionId)
    : await policyInForce(db, row.product)
  return {
    rule: policy ? committeeRule(policy) : null,
    votes: votes.map(({ vote, voterName }) => ({
      id: vote.id,
      voter: voterName === null ? null : { id: vote.voterUserId, fullName: voterName },
      vote: vote.vote,
      rejectReasons: vote.rejectReasons,
      notes: vote.notes,
      castAt: vote.castAt.toISOString(),
    })),
    decision: decision && {
      outcome: decision.outcome,
      approvingVotes: decision.approvingVotes,
      rejectingVotes: decision.rejectingVotes,
      policyVersionId: decision.policyVersionId,
      rejectReasons: decision.rejectReasons,
      decidedAt: decision.decidedAt.toISOString(),
    },
    conditions,
    staleBecause: await staleParts(db, row, decision),
    voided: voided.map((entry) => ({
      id: entry.id,
      outcome: entry.outcome,
      approvingVotes: entry.approvingVotes,
      rejectingVotes: entry.rejectingVotes,
      decidedAt: entry.decidedAt.toISOString(),
      voters: entry.voters,
      changed: entry.changed,
      voidedAt: entry.voidedAt.toISOString(),
    })),
  }
}

/**
 * A committee member's vote. The application row is locked first, so of two last votes arriving together
 * one waits and then sees the decision the other recorded (and is refused): a decision closes exactly once,
 * in the transaction of the vote that reached quorum, under the policy version in force then.
 */
export async function castVote(
  db: Database,
  application: ApplicationRow,
  voterUserId: number,
  body: VoteRequest,
) {
  await db.transaction(async (tx) => {
    const row = await lockInStage(tx, application.id, 'deliberacion')
    // A decision whose file changed since no longer stands: it is voided and this vote opens a new round.
    await voidIfStale(tx, row, voterUserId)
    if (await decisionOf(tx, row.id)) throw refuse('decision_closed', 'The committee already decided', 'vote')
    const [mine] = await tx
      .select({ id: committeeVotes.id })
      .from(committeeVotes)
      .where(
        sql`${committeeVotes.applicationId} = ${row.id} and ${committeeVotes.voterUserId} = ${voterUserId}`,
      )
    if (mine) throw refuse('already_voted', 'Each member votes once on an application', 'vote')
    const policy = await policyInForce(tx, row.product)
    if (body.vote !== 'reject') {
      const refusal = await scoreRefusal(tx, row, policy)
      if (refusal) throw refusal
    }
    const [vote] = await tx
      .insert(committeeVotes)
      .values({
        applicationId: row.id,
        voterUserId,
        vote: body.vote,
        rejectReasons: body.rejectReasons,
        notes: body.notes,
      })
      .returning()
    if (body.conditions.length > 0)
      await tx
        .insert(decisionConditions)
        .values(
          body.conditions.map((condition) => ({ ...condition, applicationId: row.id, voteId: vote!.id })),
        )
    const decided = await closeAtQuorum(tx, row, committeeRule(policy))
    await recordDecisionChange(tx, row, voterUserId, 'credit_decision.vote', {
      vote: body.vote,
      conditions: body.conditions.length,
      rejectReasons: body.rejectReasons,
      decision: decided?.outcome ?? null,
      policyVersionId: policy.id,
    })
  })
}

/** Records the decision when the votes reach quorum (inside the locked vote's transaction). */
async function closeAtQuorum(tx: Transaction, row: ApplicationRow, rule: ReturnType<typeof committeeRule>) {
  const applicationId = row.id
  const votes = (await votesOf(tx, applicationId)).map(({ vote }) => vote)
  if (votes.length < rule.quorum) return null
  const conditions = await tx
    .select({ id: decisionConditions.id })
    .from(decisionConditions)
    .where(eq(decisionConditions.applicationId, applicationId))
  const result = tally(votes, rule.majorityBps, conditions.length)
  // What the committee decided on, fingerprinted: a later change of any part voids the decision.
  const basis = await decisionBasisOf(tx, row)
  await tx.insert(committeeDecisions).values({
    applicationId,
    policyVersionId: rule.policyVersionId,
    ...result,
    basis,
    fingerprint: fingerprintOf(basis),
  })
  return result
}
