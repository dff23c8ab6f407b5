import { asc, count, eq, inArray, sql } from 'drizzle-orm'
import type { DunningRule, DunningRuleInput } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { badRequest, notFound, staleVersion } from '../../lib/http-errors'
import { allyDirectory } from '../allies'
import { recordAudit } from '../audit'
import { approvedTemplates, templatesById } from '../messaging'
import { dunningRules, dunningSends } from './dunning.schema'

type RuleRow = typeof dunningRules.$inferSelect

const toRule = (row: RuleRow, templateName: string | null, sendCount: number): DunningRule => ({
  id: row.id,
  name: row.name,
  offsetDays: row.offsetDays,
  channel: row.channel,
  templateId: row.templateId,
  templateName,
  letterKind: row.letterKind,
  products: row.products,
  allyIds: row.allyIds,
  active: row.active,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
  sendCount,
})

/** Every rule, from the earliest courtesy to the latest letter, with its template's name and its sends. */
export async function listRules(db: Executor) {
  const rows = await db
    .select()
    .from(dunningRules)
    .orderBy(asc(dunningRules.offsetDays), asc(dunningRules.id))
  const names = new Map(
    (
      await templatesById(
        db,
        rows.flatMap((row) => (row.templateId ? [row.templateId] : [])),
      )
    ).map((row) => [row.id, row.name]),
  )
  const counts = new Map(
    (
      await db
        .select({ ruleId: dunningSends.ruleId, sends: count() })
        .from(dunningSends)
        .groupBy(dunningSends.ruleId)
    ).map((row) => [row.ruleId, row.sends]),
  )
  const items = rows.map((row) =>
    toRule(row, row.templateId ? (names.get(row.templateId) ?? null) : null, counts.get(row.id) ?? 0),
  )
  return { items, total: items.length }
}

/**
 * A message rule names an approved template (what WhatsApp lets a business send outside the 24-hour window),
 * and each ally it lists exists: 400 naming the field otherwise.
 */
async function checkReferences(db: Executor, input: DunningRuleInput) {
  const problems: Record<string, string[]> = {}
  if (input.channel !== 'letter') {
    const approved = await approvedTemplates(db)
    if (!approved.some((template) => template.id === input.templateId))
      problems.templateId = ['unknown_reference']
  }
  if (input.allyIds.length > 0) {
    const found = await db
      .select({ id: allyDirectory.id })
      .from(allyDirectory)
      .where(inArray(allyDirectory.id, input.allyIds))
    if (found.length !== new Set(input.allyIds).size) problems.allyIds = ['unknown_reference']
  }
  if (Object.keys(problems).length > 0) throw badRequest(problems)
}

/** Creates (`id` null, version null) or changes a rule; a stale version is a 409. Audited. */
export async function saveRule(db: Database, id: number | null, input: DunningRuleInput, userId: number) {
  await checkReferences(db, input)
  const { version, ...fields } = input
  const values = {
    ...fields,
    templateId: fields.channel === 'letter' ? null : fields.templateId,
    letterKind: fields.channel === 'letter' ? fields.letterKind : null,
    allyIds: [...new Set(fields.allyIds)],
  }
  const saved = await db.transaction(async (tx) => {
    let row: RuleRow | undefined
    if (id === null)
      [row] = await tx
        .insert(dunningRules)
        .values({ ...values, updatedByUserId: userId })
        .returning()
    else {
      const [existing] = await tx
        .select({ id: dunningRules.id })
        .from(dunningRules)
        .where(eq(dunningRules.id, id))
      if (!existing) throw notFound()
      if (version === null) throw badRequest({ version: ['required'] })
      ;[row] = await tx
        .update(dunningRules)
        .set({
          ...values,
          version: sql`${dunningRules.version} + 1`,
          updatedByUserId: userId,
          updatedAt: new Date(),
        })
        .where(sql`${dunningRules.id} = ${id} and ${dunningRules.version} = ${version}`)
        .returning()
      if (!row) throw staleVersion()
    }
    await recordAudit(tx, {
      actorUserId: userId,
      action: id === null ? 'dunning_rule.create' : 'dunning_rule.update',
      entityType: 'dunning_rule',
      entityId: row!.id,
      data: values,
    })
    return row!
  })
  const [template] = saved.templateId ? await templatesById(db, [saved.templateId]) : []
  const [sends] = await db
    .select({ sends: count() })
    .from(dunningSends)
    .where(eq(dunningSends.ruleId, saved.id))
  return toRule(saved, template?.name ?? null, sends?.sends ?? 0)
}
