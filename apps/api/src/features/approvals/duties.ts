import { and, asc, eq, ne, or, sql } from 'drizzle-orm'
import type { DutyPolicy, DutyPolicyRequest, DutyScopeType } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { userDirectory } from '../users'
import { HttpError } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { dutyActs, dutyPolicies } from './approvals.schema'

export interface DutyAct {
  scopeType: DutyScopeType | (string & {})
  scopeId: string | number
  act: string
  userId: number
}

export interface DutyConflict {
  act: string
  conflictsWith: string
}

/**
 * The act this user already did on the scope that an enabled pair forbids beside `act`, or null. A pair
 * (a, b) forbids a after b and b after a; a `*` side stands for any act (`* ↔ write_off.approve`: whoever did
 * anything on the loan may not approve its write-off, and its approver may do nothing else on it). Repeating
 * the same act is never a conflict.
 */
export async function dutyConflictOf(db: Executor, { scopeType, scopeId, act, userId }: DutyAct) {
  const pairs = await db
    .select({ actA: dutyPolicies.actA, actB: dutyPolicies.actB })
    .from(dutyPolicies)
    .where(
      and(
        eq(dutyPolicies.enabled, true),
        or(
          eq(dutyPolicies.actA, act),
          eq(dutyPolicies.actB, act),
          eq(dutyPolicies.actA, '*'),
          eq(dutyPolicies.actB, '*'),
        ),
      ),
    )
  if (pairs.length === 0) return null
  const done = await db
    .select({ act: dutyActs.act })
    .from(dutyActs)
    .where(
      and(
        eq(dutyActs.scopeType, scopeType),
        eq(dutyActs.scopeId, String(scopeId)),
        eq(dutyActs.userId, userId),
        ne(dutyActs.act, act),
      ),
    )
    .orderBy(asc(dutyActs.at), asc(dutyActs.id))
  const forbids = (mine: string, other: string, pair: { actA: string; actB: string }) =>
    (pair.actA === mine && (pair.actB === other || pair.actB === '*')) ||
    (pair.actB === mine && (pair.actA === other || pair.actA === '*'))
  for (const previous of done) {
    if (pairs.some((pair) => forbids(act, previous.act, pair) || forbids(previous.act, act, pair)))
      return { act, conflictsWith: previous.act } satisfies DutyConflict
  }
  return null
}

/**
 * Records that `userId` did `act` on the scope, in the caller's transaction. Throws 403 `duty_conflict`
 * (errors: act, conflictsWith, by) when an enabled pair forbids it beside an act the same user already did
 * there; the caller's transaction then writes nothing.
 */
export async function recordDutyAct(tx: Executor, duty: DutyAct): Promise<void> {
  const conflict = await dutyConflictOf(tx, duty)
  if (conflict)
    throw new HttpError(
      403,
      `The same person may not do ${conflict.act} after ${conflict.conflictsWith} on this file`,
      { act: [conflict.act], conflictsWith: [conflict.conflictsWith], by: [String(duty.userId)] },
      undefined,
      false,
      'duty_conflict',
    )
  await tx
    .insert(dutyActs)
    .values({
      scopeType: duty.scopeType,
      scopeId: String(duty.scopeId),
      act: duty.act,
      userId: duty.userId,
    })
    .onConflictDoNothing()
}

/** The pairs in force, with who last changed each. */
export async function readDutyPolicy(db: Executor): Promise<DutyPolicy> {
  const rows = await db
    .select({
      actA: dutyPolicies.actA,
      actB: dutyPolicies.actB,
      enabled: dutyPolicies.enabled,
      updatedById: dutyPolicies.updatedBy,
      updatedByName: userDirectory.fullName,
      updatedAt: dutyPolicies.updatedAt,
    })
    .from(dutyPolicies)
    .leftJoin(userDirectory, eq(userDirectory.id, dutyPolicies.updatedBy))
    .orderBy(asc(dutyPolicies.id))
  return {
    pairs: rows.map((row) => ({
      actA: row.actA as DutyPolicy['pairs'][number]['actA'],
      actB: row.actB as DutyPolicy['pairs'][number]['actB'],
      enabled: row.enabled,
      updatedBy: row.updatedById === null ? null : { id: row.updatedById, fullName: row.updatedByName ?? '' },
      updatedAt: row.updatedAt.toISOString(),
    })),
  }
}

const keyOf = (pair: { actA: string; actB: string }) =>
  [pair.actA, pair.actB].sort((a, b) => a.localeCompare(b)).join(' ↔ ')

/**
 * Replaces the pairs (an administrator's edit): pairs left out are removed, new ones added, changed ones
 * updated; a pair and its mirror are one pair. Audited with what was there before and after.
 */
export async function saveDutyPolicy(db: Database, userId: number, request: DutyPolicyRequest) {
  return db.transaction(async (tx) => {
    const before = await readDutyPolicy(tx)
    const wanted = new Map(request.pairs.map((pair) => [keyOf(pair), pair]))
    await tx.execute(sql`lock table ${dutyPolicies} in share row exclusive mode`)
    for (const pair of before.pairs) {
      const next = wanted.get(keyOf(pair))
      if (!next) {
        await tx
          .delete(dutyPolicies)
          .where(and(eq(dutyPolicies.actA, pair.actA), eq(dutyPolicies.actB, pair.actB)))
      } else if (next.enabled !== pair.enabled) {
        await tx
          .update(dutyPolicies)
          .set({ enabled: next.enabled, updatedBy: userId, updatedAt: new Date() })
          .where(and(eq(dutyPolicies.actA, pair.actA), eq(dutyPolicies.actB, pair.actB)))
      }
      wanted.delete(keyOf(pair))
    }
    if (wanted.size > 0)
      await tx
        .insert(dutyPolicies)
        .values([...wanted.values()].map((pair) => ({ ...pair, updatedBy: userId })))
        .onConflictDoNothing()
    const after = await readDutyPolicy(tx)
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'duty_policy.updated',
      entityType: 'duty_policy',
      entityId: 'duty_policy',
      data: {
        before: before.pairs.map(({ actA, actB, enabled }) => ({ actA, actB, enabled })),
        after: after.pairs.map(({ actA, actB, enabled }) => ({ actA, actB, enabled })),
      },
    })
    return after
  })
}
