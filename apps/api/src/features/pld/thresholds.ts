import { desc, eq, lte } from 'drizzle-orm'
import type { PldThreshold, PldThresholdCreateRequest } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { divideHalfEven } from '../../lending/money'
import { recordAudit } from '../audit'
import { pldThresholds } from './pld.schema'

/**
 * The cash threshold of relevant operations (docs/compliance.md): USD 7,500 (the SOFOM rules' amount) at
 * the exchange rate in force on the operation's day. Until an officer records one, this default applies
 * (the rate a sandbox assumes: 18.5000 pesos per dollar, i.e. $138,750.00).
 */
export const DEFAULT_THRESHOLD = {
  effectiveOn: '2000-01-01',
  thresholdUsdCents: 750_000,
  pesosPerDollarTenThousandths: 185_000,
}

/** USD cents × pesos per dollar (in ten-thousandths) / 10 000, half to even: the threshold in centavos. */
export const thresholdCentsOf = (row: { thresholdUsdCents: number; pesosPerDollarTenThousandths: number }) =>
  divideHalfEven(BigInt(row.thresholdUsdCents) * BigInt(row.pesosPerDollarTenThousandths), 10_000n)

const withCents = (row: Omit<PldThreshold, 'thresholdCents'>): PldThreshold => ({
  effectiveOn: row.effectiveOn,
  thresholdUsdCents: row.thresholdUsdCents,
  pesosPerDollarTenThousandths: row.pesosPerDollarTenThousandths,
  thresholdCents: thresholdCentsOf(row),
})

/** The threshold in force on a day. */
export async function thresholdOn(db: Executor, day: string): Promise<PldThreshold> {
  const [row] = await db
    .select()
    .from(pldThresholds)
    .where(lte(pldThresholds.effectiveOn, day))
    .orderBy(desc(pldThresholds.effectiveOn))
    .limit(1)
  return withCents(row ?? DEFAULT_THRESHOLD)
}

export async function listThresholds(db: Executor) {
  const rows = await db.select().from(pldThresholds).orderBy(desc(pldThresholds.effectiveOn))
  const items = rows.map(withCents)
  return { items, total: items.length }
}

/** Records a dated threshold (a new rate replaces the one of the same day), audited. */
export async function setThreshold(db: Database, actorUserId: number, input: PldThresholdCreateRequest) {
  return db.transaction(async (tx) => {
    const values = { ...input, recordedByUserId: actorUserId, recordedAt: new Date() }
    await tx
      .insert(pldThresholds)
      .values(values)
      .onConflictDoUpdate({ target: pldThresholds.effectiveOn, set: values })
    await recordAudit(tx, {
      actorUserId,
      action: 'pld.threshold_set',
      entityType: 'pld_threshold',
      entityId: input.effectiveOn,
      data: { ...input },
    })
    const [row] = await tx
      .select()
      .from(pldThresholds)
      .where(eq(pldThresholds.effectiveOn, input.effectiveOn))
    return withCents(row!)
  })
}
