import { asc, eq, isNull, sql } from 'drizzle-orm'
import {
  typeOfAllies,
  type CommissionRule,
  type CommissionRuleInput,
  type CommissionRulesResponse,
} from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { conflict, emptyNotFound, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import { commissionRules } from './commissions.schema'

type RuleRow = typeof commissionRules.$inferSelect

export const toRule = (row: RuleRow): CommissionRule => ({
  allyType: row.allyType,
  rateBps: row.rateBps,
  minimumCents: row.minimumCents,
  maximumCents: row.maximumCents,
  active: row.active,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

/** The ally types: the catalog's and any other type a live ally carries (allies.type is free text). */
async function allyTypes(db: Executor) {
  const used = await db
    .selectDistinct({ type: allyDirectory.type })
    .from(allyDirectory)
    .where(isNull(allyDirectory.deletedAt))
  return [...new Set([...typeOfAllies.map((option) => option.value), ...used.map((row) => row.type)])]
}

export async function listCommissionRules(db: Executor): Promise<CommissionRulesResponse> {
  const [rows, types] = await Promise.all([
    db.select().from(commissionRules).orderBy(asc(commissionRules.allyType)),
    allyTypes(db),
  ])
  const ruled = new Set(rows.map((row) => row.allyType))
  return { rules: rows.map(toRule), typesWithoutRule: types.filter((type) => !ruled.has(type)).sort() }
}

/** The active rule of an ally type, or null (no rule or switched off: no commission). */
export async function activeRuleOf(db: Executor, allyType: string) {
  const [row] = await db.select().from(commissionRules).where(eq(commissionRules.allyType, allyType))
  return row?.active ? row : null
}

/** Create (version null) or change the rule of an ally type; earned commissions keep the terms they had. */
export async function saveCommissionRule(
  db: Database,
  allyType: string,
  input: CommissionRuleInput,
  userId: number,
) {
  if (!(await allyTypes(db)).includes(allyType)) throw emptyNotFound()
  const { version, ...terms } = input
  const row = await db.transaction(async (tx) => {
    const [saved] =
      version === null
        ? await tx
            .insert(commissionRules)
            .values({ allyType, ...terms, updatedByUserId: userId })
            .onConflictDoNothing()
            .returning()
        : await tx
            .update(commissionRules)
            .set({
              ...terms,
              version: sql`${commissionRules.version} + 1`,
              updatedByUserId: userId,
              updatedAt: new Date(),
            })
            .where(sql`${commissionRules.allyType} = ${allyType} and ${commissionRules.version} = ${version}`)
            .returning()
    if (!saved && version === null)
      throw conflict('stale_version', 'This ally type has a rule already: reload it', {
        version: ['stale_version'],
      })
    if (!saved) throw staleVersion()
    await recordAudit(tx, {
      actorUserId: userId,
      action: version === null ? 'commission_rule.create' : 'commission_rule.update',
      entityType: 'commission_rule',
      entityId: allyType,
      data: terms,
    })
    return saved
  })
  return toRule(row)
}
