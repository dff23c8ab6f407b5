import { and, eq, inArray, sql } from 'drizzle-orm'
import { workingStages, type ReferenceCallOutcome, type Stage } from '@mesa/contracts'
import type { Database } from '../../db/client'
import { userDirectory } from '../users'
import { clarifications, contactAttempts, referenceCalls } from './validation-desk.schema'
import { pauseStageClock, applicationRecords } from '../credit-applications'

const HOUR = 3_600_000
/** Stages at or past validación: the desk has already worked these applications. */
const pastValidation = workingStages.slice(workingStages.indexOf('visita')) as readonly Stage[]

interface SeedApplication {
  id: number
  stage: Stage
  stageEnteredAt: Date
  sellerUserId: number | null
  references: Array<{ fullName: string; phone: string; relationship: string }>
}

/**
 * The desk's demo records (docs/domain.md), deterministic by application id and idempotent (an application
 * that already has desk records is left alone): past validación, two verified references, contact attempts
 * and an answered clarification every few; in validación a mix of no calls, one or two verified references,
 * an open clarification (its clock paused) and an answered one.
 */
export async function seedValidationDesk(db: Database) {
  const [desk] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.email, 'mesa@demo.com'))
  if (!desk) return
  const rows = (await db
    .select({
      id: applicationRecords.id,
      stage: applicationRecords.stage,
      stageEnteredAt: applicationRecords.stageEnteredAt,
      sellerUserId: applicationRecords.sellerUserId,
      references: applicationRecords.references,
    })
    .from(applicationRecords)
    .where(
      and(
        inArray(applicationRecords.stage, ['validacion', ...pastValidation]),
        sql`not exists (select 1 from ${referenceCalls} where ${referenceCalls.applicationId} = ${applicationRecords.id})`,
        sql`not exists (select 1 from ${contactAttempts} where ${contactAttempts.applicationId} = ${applicationRecords.id})`,
        sql`not exists (select 1 from ${clarifications} where ${clarifications.applicationId} = ${applicationRecords.id})`,
      ),
    )
    .orderBy(applicationRecords.id)) as SeedApplication[]
  let inValidation = 0
  for (const row of rows) {
    if (row.references.length < 2) continue
    const n = row.stage === 'validacion' ? inValidation++ : row.id
    await db.transaction(async (tx) => {
      const atHour = (hours: number) => new Date(row.stageEnteredAt.getTime() + hours * HOUR)
      const entered = row.stage === 'validacion'
      // Past validación everything was done while the application was there, before it moved on.
      const at = (hours: number) => (entered ? atHour(hours) : atHour(-24 + hours))
      // One call that did not verify (first, so later calls decide), then the verified ones in order.
      const verifiedCount = entered ? n % 3 : 2
      const calls: Array<[number, ReferenceCallOutcome]> = [
        [Math.min(verifiedCount, row.references.length - 1), n % 2 ? 'not_reached' : 'refused'],
        ...Array.from(
          { length: verifiedCount },
          (_, index) => [index, 'verified'] as [number, ReferenceCallOutcome],
        ),
      ]
      await tx.insert(referenceCalls).values(
        calls.map(([referenceIndex, outcome], index) => {
          const reference = row.references[referenceIndex]!
          return {
            applicationId: row.id,
            referenceIndex,
            referenceName: reference.fullName,
            referencePhone: reference.phone,
            relationship: reference.relationship,
            outcome,
            notes:
              outcome === 'verified'
                ? 'Confirma domicilio y empleo del solicitante.'
                : 'Sin respuesta; se reintenta.',
            calledAt: at(1 + index),
            calledByUserId: desk.id,
          }
        }),
      )
      await tx.insert(contactAttempts).values([
        {
          applicationId: row.id,
          channel: 'phone' as const,
          outcome: 'no_answer' as const,
          notes: 'Buzón de voz.',
          nextAttemptAt: at(4),
          attemptedAt: at(0.5),
          attemptedByUserId: desk.id,
        },
        {
          applicationId: row.id,
          channel: n % 2 ? ('whatsapp' as const) : ('phone' as const),
          outcome: 'reached' as const,
          notes: 'Confirma sus datos y la cita para la visita.',
          nextAttemptAt: null,
          attemptedAt: at(4),
          attemptedByUserId: desk.id,
        },
      ])
      if (n % 4 === 0) {
        await tx.insert(clarifications).values({
          applicationId: row.id,
          stage: 'validacion',
          status: 'answered',
          items: ['comprobante_domicilio'],
          message: 'El comprobante de domicilio no es legible; envíen uno reciente.',
          dueOn: at(48).toISOString().slice(0, 10),
          requestedByUserId: desk.id,
          requestedAt: at(2),
          answer: 'Se cargó un recibo de luz de este mes.',
          answeredByUserId: row.sellerUserId,
          answeredAt: at(3),
          version: 2,
        })
      }
      if (entered && n % 5 === 1) {
        await tx.insert(clarifications).values({
          applicationId: row.id,
          stage: 'validacion',
          items: ['work', 'comprobante_ingresos'],
          message: 'El empleador capturado no coincide con el recibo de nómina.',
          dueOn: at(72).toISOString().slice(0, 10),
          requestedByUserId: desk.id,
          requestedAt: at(5),
        })
        await pauseStageClock(tx, row.id, at(5))
      }
    })
  }
}
