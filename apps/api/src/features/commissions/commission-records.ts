import { and, eq } from 'drizzle-orm'
import { commissionFigures } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import { allyDirectory } from '../allies'
import { recordAudit } from '../audit'
import type { ApplicationRow } from '../credit-applications'
import { authorisedTermsOf } from '../credit-decision'
import { activeRuleOf } from './commission-rules'
import { commissions } from './commissions.schema'

/** The amount the commission is a share of: the authorised amount once terms are, else the requested one. */
export async function financedAmountOf(db: Executor, application: ApplicationRow) {
  return (await authorisedTermsOf(db, application.id))?.amountCents ?? application.requestedAmountCents
}

/**
 * Record (or, while pending, recompute) the ally's commission on an application from its ally type's active
 * rule; nothing when the type has no active rule. A commission already payable or paid is never rewritten.
 */
export async function recordCommission(
  tx: Executor,
  application: ApplicationRow,
  actorUserId: number | null,
) {
  const [ally] = await tx
    .select({ id: allyDirectory.id, type: allyDirectory.type })
    .from(allyDirectory)
    .where(eq(allyDirectory.id, application.allyId))
  if (!ally) return null
  const rule = await activeRuleOf(tx, ally.type)
  if (!rule) return null
  const financedCents = await financedAmountOf(tx, application)
  const figures = commissionFigures(financedCents, rule)
  const values = {
    allyId: ally.id,
    allyType: ally.type,
    financedCents,
    rateBps: rule.rateBps,
    minimumCents: rule.minimumCents,
    maximumCents: rule.maximumCents,
    baseCents: figures.baseCents,
    ivaCents: figures.ivaCents,
    totalCents: figures.totalCents,
  }
  const [existing] = await tx.select().from(commissions).where(eq(commissions.applicationId, application.id))
  if (existing && existing.status !== 'pending' && existing.status !== 'cancelled') return existing
  const [saved] = existing
    ? await tx
        .update(commissions)
        .set({ ...values, status: 'pending', version: existing.version + 1, updatedAt: new Date() })
        .where(eq(commissions.id, existing.id))
        .returning()
    : await tx
        .insert(commissions)
        .values({ applicationId: application.id, ...values })
        .returning()
  await recordAudit(tx, {
    actorUserId,
    action: 'commission.record',
    entityType: 'commission',
    entityId: saved!.id,
    data: { applicationId: application.id, ...values },
  })
  return saved!
}

/** Funded: the commission (recorded now if it was not) becomes payable. */
export async function makePayable(tx: Executor, application: ApplicationRow, actorUserId: number | null) {
  const commission = await recordCommission(tx, application, actorUserId)
  if (!commission || commission.status !== 'pending') return
  await tx
    .update(commissions)
    .set({ status: 'payable', payableAt: new Date(), version: commission.version + 1, updatedAt: new Date() })
    .where(and(eq(commissions.id, commission.id), eq(commissions.status, 'pending')))
  await recordAudit(tx, {
    actorUserId,
    action: 'commission.payable',
    entityType: 'commission',
    entityId: commission.id,
    data: { applicationId: application.id, totalCents: commission.totalCents },
  })
}

/** Rejected or cancelled before funding: a pending commission is not earned. */
export async function cancelPending(tx: Executor, application: ApplicationRow, actorUserId: number | null) {
  const cancelled = await tx
    .update(commissions)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(commissions.applicationId, application.id), eq(commissions.status, 'pending')))
    .returning({ id: commissions.id })
  for (const { id } of cancelled)
    await recordAudit(tx, {
      actorUserId,
      action: 'commission.cancel',
      entityType: 'commission',
      entityId: id,
      data: { applicationId: application.id, stage: application.stage },
    })
}
