import { and, eq, isNotNull } from 'drizzle-orm'
import { stageTargetHours, type Stage } from '@mesa/contracts'
import { enqueue, registerJobHandler, registerJobSchedule } from '../jobs'
import { notify } from '../notifications'
import { creditApplications as applications } from './credit-applications.schema'
import { overdueCondition } from './sla-clock'

const SWEEP = 'credit-applications.overdue-sweep'
const NOTICE = 'credit-applications.overdue-notice'

interface OverdueNotice {
  applicationId: number
  stage: Stage
}

/**
 * Every five minutes: each application past its stage's target hours gets one notice job, keyed by
 * application, stage and the time it entered the stage, so later sweeps add nothing; the notice job
 * tells the owner (if the application is still in that stage).
 */
export function registerOverdueSweep() {
  registerJobSchedule({ name: SWEEP, cron: '*/5 * * * *', kind: SWEEP, payload: {} })
  registerJobHandler(SWEEP, async (_payload, { db }) => {
    const overdue = await db
      .select({ id: applications.id, stage: applications.stage, enteredAt: applications.stageEnteredAt })
      .from(applications)
      .where(and(isNotNull(applications.ownerUserId), overdueCondition))
    for (const row of overdue)
      await enqueue(db, NOTICE, { applicationId: row.id, stage: row.stage } satisfies OverdueNotice, {
        singletonKey: `overdue:${row.id}:${row.stage}:${row.enteredAt.toISOString()}`,
      })
  })
  registerJobHandler<OverdueNotice>(NOTICE, async ({ applicationId, stage }, { db }) => {
    const [row] = await db
      .select({
        folio: applications.folio,
        product: applications.product,
        ownerUserId: applications.ownerUserId,
      })
      .from(applications)
      .where(and(eq(applications.id, applicationId), eq(applications.stage, stage)))
    if (!row?.ownerUserId) return
    await notify(db, [
      {
        userId: row.ownerUserId,
        title: `La solicitud ${row.folio} está vencida en ${stage}`,
        body: `Lleva más de ${stageTargetHours[stage as keyof typeof stageTargetHours]} horas en esta etapa.`,
        link: `/apps/solicitudes/${row.product}/${applicationId}`,
      },
    ])
  })
}
