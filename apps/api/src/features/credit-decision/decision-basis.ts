import { createHash } from 'node:crypto'
import { and, asc, eq, isNull } from 'drizzle-orm'
import { decisionBasisParts, type DecisionBasisPart } from '@mesa/contracts'
import type { Executor, Transaction } from '../../db/client'
import { checkOutcomesOf } from '../automated-checks'
import { applicationDocuments } from '../credit-applications'
import { userDirectory } from '../users'
import type { ApplicationRow } from '../credit-applications'
import { latestReport } from '../credit-bureau'
import { capacityOf } from './policy-rules'
import { committeeDecisions, committeeVotes, voidedDecisions } from './credit-decision.schema'
import { recordDecisionChange } from './decision-change'

export type DecisionBasis = Record<DecisionBasisPart, unknown>

/**
 * What a committee decides on (issue 30), read from the file now: the requested amount and term, the income
 * (declared and verified), the capacity's other inputs (expenses, existing debt), the bureau report, the
 * vehicle, the automated checks' outcomes and the documents with their review status. Timestamps are left
 * out: re-running a check to the same outcome changes nothing the committee looked at.
 */
export async function decisionBasisOf(db: Executor, row: ApplicationRow): Promise<DecisionBasis> {
  const [report, capacity, checks, documents] = await Promise.all([
    latestReport(db, row.id),
    capacityOf(db, row.id),
    checkOutcomesOf(db, row.id),
    db
      .select({ id: applicationDocuments.id, kind: applicationDocuments.kind })
      .from(applicationDocuments)
      .where(
        and(
          eq(applicationDocuments.applicationId, row.id),
          isNull(applicationDocuments.deletedAt),
          eq(applicationDocuments.status, 'approved'),
        ),
      )
      .orderBy(asc(applicationDocuments.id)),
  ])
  const product = row.productData as { terms?: { termMonths?: number }; vehicle?: unknown }
  const finance = (row.finance ?? {}) as Record<string, unknown>
  return {
    amount: row.requestedAmountCents,
    term: product.terms?.termMonths ?? null,
    income: {
      declared: finance.monthlyIncomeCents ?? null,
      verified: capacity?.verifiedIncomeCents ?? null,
    },
    capacity: {
      householdExpenses: capacity?.householdExpensesCents ?? null,
      existingDebt: capacity?.existingDebtCents ?? null,
      declaredExpenses: finance.monthlyExpensesCents ?? null,
      declaredDebts: finance.monthlyDebtPaymentsCents ?? null,
    },
    bureau_report: report?.id ?? null,
    vehicle: product.vehicle ?? null,
    checks: checks.map((check) => `${check.name}:${check.status}`),
    documents: documents.map((document) => `${document.id}:${document.kind}`),
  }
}

/** Key order fixed, so one basis always hashes the same. */
const canonical = (value: unknown): string =>
  Array.isArray(value)
    ? `[${value.map(canonical).join(',')}]`
    : value !== null && typeof value === 'object'
      ? `{${Object.keys(value)
          .sort()
          .map((key) => `${JSON.stringify(key)}:${canonical((value as Record<string, unknown>)[key])}`)
          .join(',')}}`
      : JSON.stringify(value ?? null)

export const fingerprintOf = (basis: DecisionBasis) =>
  createHash('sha256').update(canonical(basis)).digest('hex')

/** The parts of the basis that differ between when the committee decided and now. */
export function changedParts(then: DecisionBasis, now: DecisionBasis): DecisionBasisPart[] {
  return decisionBasisParts.filter((part) => canonical(then[part]) !== canonical(now[part]))
}

type DecisionRow = typeof committeeDecisions.$inferSelect

/** What changed since the decision (empty when nothing did, or when it was taken before fingerprints). */
export async function staleParts(db: Executor, row: ApplicationRow, decision: DecisionRow | null) {
  if (!decision?.basis || !decision.fingerprint) return []
  const now = await decisionBasisOf(db, row)
  if (fingerprintOf(now) === decision.fingerprint) return []
  return changedParts(decision.basis, now)
}

/**
 * Voids the decision when its file changed since (inside the caller's transaction): the decision and its
 * votes (their conditions with them) move to `voided_decisions` with what changed, audited, so the committee
 * votes again. Answers the changed parts (empty: the decision still holds).
 */
export async function voidIfStale(tx: Transaction, row: ApplicationRow, actorUserId: number | null) {
  const [decision] = await tx
    .select()
    .from(committeeDecisions)
    .where(eq(committeeDecisions.applicationId, row.id))
  const changed = await staleParts(tx, row, decision ?? null)
  if (!decision || changed.length === 0) return []
  const votes = await tx
    .select({ fullName: userDirectory.fullName, vote: committeeVotes.vote })
    .from(committeeVotes)
    .leftJoin(userDirectory, eq(userDirectory.id, committeeVotes.voterUserId))
    .where(eq(committeeVotes.applicationId, row.id))
    .orderBy(asc(committeeVotes.castAt), asc(committeeVotes.id))
  await tx.insert(voidedDecisions).values({
    applicationId: row.id,
    outcome: decision.outcome,
    approvingVotes: decision.approvingVotes,
    rejectingVotes: decision.rejectingVotes,
    decidedAt: decision.decidedAt,
    voters: votes.map((vote) => ({ fullName: vote.fullName ?? '', vote: vote.vote })),
    basis: decision.basis,
    changed,
    voidedByUserId: actorUserId,
  })
  await tx.delete(committeeDecisions).where(eq(committeeDecisions.id, decision.id))
  await tx.delete(committeeVotes).where(eq(committeeVotes.applicationId, row.id))
  await recordDecisionChange(tx, row, actorUserId, 'credit_decision.voided', {
    outcome: decision.outcome,
    decidedAt: decision.decidedAt.toISOString(),
    changed,
  })
  return changed
}
