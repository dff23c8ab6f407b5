import { and, asc, eq, sql } from 'drizzle-orm'
import {
  collectionBucketOf,
  fieldError,
  type AssignmentRule,
  type AssignmentRun,
  type CollectionBucket,
} from '@mesa/contracts'
import type { Database, Executor, Transaction } from '../../db/client'
import { allyDirectory } from '../allies'
import { recordAudit } from '../audit'
import { applicationDirectory } from '../credit-applications'
import { loanDirectory } from '../loan-servicing'
import { badRequest, staleVersion } from '../../lib/http-errors'
import { collectors } from './collectors'
import { collectionAssignments, collectionRules } from './collections.schema'
import { inArrears } from './collection-scope'

type RuleRow = typeof collectionRules.$inferSelect

/** The first rule, in priority order, whose bucket and ally match the loan (null matches any). */
export function matchingRule<Rule extends Pick<RuleRow, 'bucket' | 'allyId'>>(
  rules: readonly Rule[],
  loan: { bucket: CollectionBucket; allyId: number | null },
): Rule | undefined {
  return rules.find(
    (rule) =>
      (rule.bucket === null || rule.bucket === loan.bucket) &&
      (rule.allyId === null || rule.allyId === loan.allyId),
  )
}

/**
 * Applies the rules to every loan in arrears, loan id order (so the round robin is reproducible): a loan keeps
 * a supervisor's manual choice and a collector its rule still gives it; any other goes to the next collector of
 * its first matching rule. Loans out of arrears lose their collector. Runs daily after the end of day.
 */
export async function applyAssignmentRules(db: Database): Promise<AssignmentRun> {
  return db.transaction(async (tx) => {
    const rules = await tx.select().from(collectionRules).orderBy(asc(collectionRules.position)).for('update')
    const loans = await tx
      .select({
        loanId: loanDirectory.id,
        daysPastDue: loanDirectory.daysPastDue,
        allyId: applicationDirectory.allyId,
        collectorUserId: collectionAssignments.collectorUserId,
        ruleId: collectionAssignments.ruleId,
        manual: collectionAssignments.manual,
      })
      .from(loanDirectory)
      .innerJoin(applicationDirectory, eq(applicationDirectory.id, loanDirectory.applicationId))
      .leftJoin(collectionAssignments, eq(collectionAssignments.loanId, loanDirectory.id))
      .where(inArrears)
      .orderBy(asc(loanDirectory.id))
    const turns = new Map(rules.map((rule) => [rule.id, rule.nextIndex]))
    let assigned = 0
    for (const loan of loans) {
      if (loan.manual) continue
      const rule = matchingRule(rules, { bucket: collectionBucketOf(loan.daysPastDue)!, allyId: loan.allyId })
      if (!rule) continue
      if (loan.ruleId === rule.id && rule.collectorIds.includes(loan.collectorUserId!)) continue
      const turn = turns.get(rule.id)!
      const collectorUserId = rule.collectorIds[turn % rule.collectorIds.length]!
      turns.set(rule.id, turn + 1)
      await tx
        .insert(collectionAssignments)
        .values({ loanId: loan.loanId, collectorUserId, ruleId: rule.id })
        .onConflictDoUpdate({
          target: collectionAssignments.loanId,
          set: {
            collectorUserId,
            ruleId: rule.id,
            assignedAt: new Date(),
            version: sql`${collectionAssignments.version} + 1`,
          },
        })
      assigned += 1
    }
    for (const rule of rules)
      if (turns.get(rule.id) !== rule.nextIndex)
        await tx
          .update(collectionRules)
          .set({ nextIndex: turns.get(rule.id)! % rule.collectorIds.length })
          .where(eq(collectionRules.id, rule.id))
    const released = await tx
      .delete(collectionAssignments)
      .where(
        sql`${collectionAssignments.loanId} not in (select ${loanDirectory.id} from ${loanDirectory} where ${inArrears})`,
      )
      .returning({ loanId: collectionAssignments.loanId })
    return { assigned, released: released.length }
  })
}

/** The supervisor's reassignment of one loan (the viewer's scope checked by the caller), audited. */
export async function reassign(
  tx: Transaction,
  loanId: number,
  body: { collectorId: number; version: number },
  actorUserId: number,
) {
  if (!(await collectors(tx)).some((collector) => collector.id === body.collectorId))
    throw badRequest({ collectorId: [fieldError('invalid_choice')] })
  const [current] = await tx
    .select()
    .from(collectionAssignments)
    .where(eq(collectionAssignments.loanId, loanId))
    .for('update')
  if ((current?.version ?? 0) !== body.version) throw staleVersion()
  if (current)
    await tx
      .update(collectionAssignments)
      .set({
        collectorUserId: body.collectorId,
        manual: true,
        ruleId: null,
        assignedAt: new Date(),
        version: current.version + 1,
      })
      .where(and(eq(collectionAssignments.loanId, loanId), eq(collectionAssignments.version, body.version)))
  else {
    const inserted = await tx
      .insert(collectionAssignments)
      .values({ loanId, collectorUserId: body.collectorId, manual: true })
      .onConflictDoNothing()
      .returning({ loanId: collectionAssignments.loanId })
    // Another supervisor (or the daily run) assigned it meanwhile.
    if (inserted.length === 0) throw staleVersion()
  }
  await recordAudit(tx, {
    actorUserId,
    action: 'collections.reassigned',
    entityType: 'loan',
    entityId: loanId,
    data: { from: current?.collectorUserId ?? null, to: body.collectorId },
  })
}

/** The rules in priority order. */
export async function listRules(db: Executor) {
  const rows = await db.select().from(collectionRules).orderBy(asc(collectionRules.position))
  const items = rows.map(({ id, position, bucket, allyId, collectorIds }) => ({
    id,
    position,
    bucket,
    allyId,
    collectorIds,
  }))
  return { items, total: items.length }
}

/** Replaces the rules (their order is their priority), each ally and collector checked; audited. */
export async function replaceRules(tx: Transaction, rules: AssignmentRule[], actorUserId: number) {
  const known = new Set((await collectors(tx)).map((collector) => collector.id))
  const allyIds = [...new Set(rules.flatMap((rule) => (rule.allyId ? [rule.allyId] : [])))]
  const allies = allyIds.length
    ? await tx
        .select({ id: allyDirectory.id })
        .from(allyDirectory)
        .where(sql`${allyDirectory.id} in ${allyIds} and ${allyDirectory.deletedAt} is null`)
    : []
  const liveAllies = new Set(allies.map((ally) => ally.id))
  const errors: Record<string, string[]> = {}
  rules.forEach((rule, n) => {
    if (rule.allyId !== null && !liveAllies.has(rule.allyId))
      errors[`rules.${n}.allyId`] = [fieldError('invalid_choice')]
    rule.collectorIds.forEach((id, m) => {
      if (!known.has(id)) errors[`rules.${n}.collectorIds.${m}`] = [fieldError('invalid_choice')]
    })
  })
  if (Object.keys(errors).length > 0) throw badRequest(errors)
  await tx.delete(collectionRules)
  if (rules.length > 0)
    await tx.insert(collectionRules).values(rules.map((rule, position) => ({ ...rule, position })))
  await recordAudit(tx, {
    actorUserId,
    action: 'collections.rules_changed',
    entityType: 'collection_rules',
    entityId: 'all',
    data: { rules },
  })
}
