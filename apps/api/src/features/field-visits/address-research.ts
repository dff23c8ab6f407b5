import { eq } from 'drizzle-orm'
import type { AddressResearchRequest } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { addressResearch } from './field-visits.schema'
import { staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import type { ApplicationRow } from '../credit-applications'
import { assertVisitStage } from './visit-requests'
import { namesById } from './visit-records'

/** The application's current physical-address research, or null. */
export async function researchOf(db: Executor, applicationId: number) {
  const [row] = await db
    .select()
    .from(addressResearch)
    .where(eq(addressResearch.applicationId, applicationId))
  if (!row) return null
  const people = await namesById(db, [row.researchedByUserId])
  return {
    ...row.findings,
    researchedBy: people.get(row.researchedByUserId ?? 0) ?? null,
    researchedAt: row.researchedAt.toISOString(),
    version: row.version,
  }
}

/**
 * Records or replaces the research: the first time without a version, then with the current one (409 when
 * stale, or when a first write races another).
 */
export async function recordResearch(
  db: Database,
  row: ApplicationRow,
  actor: number,
  body: AddressResearchRequest,
) {
  assertVisitStage(row)
  const { version, ...findings } = body
  await db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(addressResearch)
      .where(eq(addressResearch.applicationId, row.id))
      .for('update')
    if ((current?.version ?? undefined) !== version) throw staleVersion()
    const values = { findings, researchedByUserId: actor, researchedAt: new Date() }
    if (current)
      await tx
        .update(addressResearch)
        .set({ ...values, version: current.version + 1 })
        .where(eq(addressResearch.id, current.id))
    else
      await tx
        .insert(addressResearch)
        .values({ applicationId: row.id, ...values })
        .onConflictDoNothing()
        .returning({ id: addressResearch.id })
        .then((inserted) => {
          if (inserted.length === 0) throw staleVersion()
        })
    await recordAudit(tx, {
      actorUserId: actor,
      action: 'field_visit.research_recorded',
      entityType: 'credit_application',
      entityId: row.id,
      data: { result: findings.result, neighbourhoodRisk: findings.neighbourhoodRisk },
    })
  })
}
