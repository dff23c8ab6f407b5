import { and, eq } from 'drizzle-orm'
import { fieldError, type IncomeMatrixBody, type Stage } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { incomeMatrices } from './credit-policy.schema'
import { conflict, staleVersion } from '../../lib/http-errors'
import { recordAudit } from '../audit'
import type { ApplicationRow } from '../credit-applications'
import { publishEvent } from '../events'
import { averageMonthly, monthTotals } from './capacity-formula'
import { loadMatrixRow } from './payment-capacity.service'
import { recordDutyAct } from '../approvals'

/** The income is verified from análisis until the file goes to the committee (deliberación). */
export const MATRIX_STAGES: readonly Stage[] = ['analisis', 'validacion', 'visita']

/**
 * Records the income matrix (a first one with version null, later ones with the version they change; stale
 * → 409) and the income the analyst accepts: their figure, or the average of the months when they give none.
 * Audited, and announced as a change of the application so open files refetch, in the same transaction.
 */
export async function saveIncomeMatrix(
  db: Database,
  row: ApplicationRow,
  actorUserId: number,
  body: IncomeMatrixBody,
) {
  if (!MATRIX_STAGES.includes(row.stage))
    throw conflict('wrong_stage', `The income matrix is recorded before deliberacion, not in ${row.stage}`, {
      stage: [fieldError('wrong_stage')],
    })
  const average = averageMonthly(monthTotals(body.months.length, body.sources))
  const values = {
    months: body.months,
    sources: body.sources,
    acceptedIncomeCents: body.acceptedIncomeCents ?? average,
    acceptedMethod: body.acceptedIncomeCents === null ? ('average' as const) : ('analyst' as const),
    householdExpensesCents: body.householdExpensesCents,
    note: body.note,
    updatedByUserId: actorUserId,
    updatedAt: new Date(),
  }
  await db.transaction(async (tx) => {
    const existing = await loadMatrixRow(tx, row.id)
    if ((existing?.version ?? null) !== body.version) throw staleVersion()
    // Separation of duties (issue 30): accepting income is analysis, not for whoever captured the file.
    await recordDutyAct(tx, {
      scopeType: 'credit_application',
      scopeId: row.id,
      act: 'analyse',
      userId: actorUserId,
    })
    if (existing) {
      const [updated] = await tx
        .update(incomeMatrices)
        .set({ ...values, version: existing.version + 1 })
        .where(and(eq(incomeMatrices.id, existing.id), eq(incomeMatrices.version, existing.version)))
        .returning({ version: incomeMatrices.version })
      if (!updated) throw staleVersion()
    } else {
      const [created] = await tx
        .insert(incomeMatrices)
        .values({ applicationId: row.id, ...values })
        .onConflictDoNothing()
        .returning({ id: incomeMatrices.id })
      if (!created) throw staleVersion()
    }
    // Colleagues' open files refetch (the application row itself is unchanged).
    const { id, folio, product, stage, ownerUserId: ownerId, allyId, version } = row
    await publishEvent(tx, {
      type: 'creditApplication.changed',
      id,
      folio,
      product,
      stage,
      ownerId,
      allyId,
      version,
    })
    await recordAudit(tx, {
      actorUserId,
      action: 'payment_capacity.income_accepted',
      entityType: 'credit_application',
      entityId: row.id,
      data: {
        months: body.months,
        averageMonthlyCents: average,
        acceptedIncomeCents: values.acceptedIncomeCents,
        acceptedMethod: values.acceptedMethod,
        householdExpensesCents: body.householdExpensesCents,
      },
    })
  })
}
