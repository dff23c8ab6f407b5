import { Readable } from 'node:stream'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { workingStages, type Stage, type VisitReport, type WorkingHours } from '@mesa/contracts'
import type { Database, Transaction } from '../../db/client'
import { applicationRecords, type ApplicationRow } from '../credit-applications'
import { roleDirectory } from '../roles'
import { userDirectory } from '../users'
import {
  addressResearch,
  fieldAgentBlocks,
  fieldAgents,
  visitBookings,
  visitPhotos,
  visitReports,
  visitRequests,
  visitAddressPositions,
  visitValidations,
} from './field-visits.schema'
import type { FileStorage } from '../../lib/storage'
import { housePicture } from './house-picture'
import { addressLine } from './visit-records'

const HOUR = 3_600_000
const DAY = 24 * HOUR
/** Mexico City is UTC−6 all year: 09:00 there is 15:00 UTC. */
const LOCAL_OFFSET_HOURS = 6
const pastVisit = workingStages.slice(workingStages.indexOf('deliberacion')) as readonly Stage[]

const weekdayHours = (weekday: number): WorkingHours => ({ weekday, start: '09:00', end: '18:00' })
const weeklyHours: WorkingHours[] = [
  ...[1, 2, 3, 4, 5].map(weekdayHours),
  { weekday: 6, start: '09:00', end: '14:00' },
]

/** The k-th free slot from tomorrow on: four visits a working day (09, 11, 13, 15 h local), weekdays only. */
function futureSlot(now: Date, k: number) {
  const day = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()))
  let remaining = Math.floor(k / 4)
  do day.setTime(day.getTime() + DAY)
  while (day.getUTCDay() === 0 || day.getUTCDay() === 6 || remaining-- > 0)
  const startsAt = new Date(day.getTime() + (9 + (k % 4) * 2 + LOCAL_OFFSET_HOURS) * HOUR)
  return { startsAt, endsAt: new Date(startsAt.getTime() + 1.5 * HOUR) }
}

/**
 * A past slot for an agent near `around`: the grid of four visits a weekday (09, 11, 13, 15 h local), stepping
 * back to the previous free one so that no two seeded visits of an agent overlap either.
 */
function pastSlot(around: Date, used: Set<string>, agentId: number) {
  const day = new Date(Date.UTC(around.getUTCFullYear(), around.getUTCMonth(), around.getUTCDate()))
  let index = Math.min(3, Math.max(0, Math.floor((around.getUTCHours() - LOCAL_OFFSET_HOURS - 9) / 2)))
  for (;;) {
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6
    const key = `${agentId}:${day.toISOString().slice(0, 10)}:${index}`
    if (!weekend && !used.has(key)) {
      used.add(key)
      const startsAt = new Date(day.getTime() + (9 + index * 2 + LOCAL_OFFSET_HOURS) * HOUR)
      return { startsAt, endsAt: new Date(startsAt.getTime() + 1.5 * HOUR) }
    }
    if (weekend || index === 0) {
      day.setTime(day.getTime() - DAY)
      index = 3
    } else index--
  }
}

/**
 * The latest `count` slots of the weekday grid (09, 11, 13, 15 h local) that started at least half an hour before
 * `now`, newest first, each with its key in `pastSlot`'s set (marked used, so no other seeded visit of the agent
 * takes it). A demo started at night or on a weekend shows the last working day's visits, not visits at 2 a.m.
 */
function latestPastSlots(now: Date, count: number, used: Set<string>, agentId: number) {
  const slots: Array<{ startsAt: Date; endsAt: Date }> = []
  const local = new Date(now.getTime() - LOCAL_OFFSET_HOURS * HOUR)
  const day = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()))
  for (let index = 3; slots.length < count;) {
    const startsAt = new Date(day.getTime() + (9 + index * 2 + LOCAL_OFFSET_HOURS) * HOUR)
    const weekend = day.getUTCDay() === 0 || day.getUTCDay() === 6
    if (!weekend && startsAt.getTime() <= now.getTime() - HOUR / 2) {
      used.add(`${agentId}:${day.toISOString().slice(0, 10)}:${index}`)
      slots.push({ startsAt, endsAt: new Date(startsAt.getTime() + 1.5 * HOUR) })
    }
    if (index === 0) {
      day.setTime(day.getTime() - DAY)
      index = 3
    } else index--
  }
  return slots
}

const report = (n: number, applicantName: string): VisitReport => ({
  addressConfirmed: true,
  addressNotes: n % 3 === 0 ? 'El número exterior está pintado a mano en la barda.' : '',
  dwellingType: (['casa', 'departamento', 'casa', 'vecindad'] as const)[n % 4]!,
  dwellingOwnership: (['propia', 'rentada', 'familiar', 'hipotecada'] as const)[n % 4]!,
  yearsAtAddress: 2 + (n % 9),
  neighbourhoodLevel: (['medio', 'bajo', 'medio', 'alto'] as const)[n % 4]!,
  neighbourhood: 'Calle pavimentada con alumbrado; comercios pequeños y transporte público a dos cuadras.',
  peopleMet: [
    { name: applicantName, relationship: 'Solicitante' },
    ...(n % 2 ? [{ name: 'Rosa Martínez Díaz', relationship: 'Vecina' }] : []),
  ],
  referencesVerified: [
    { name: 'Vecino de la casa contigua', confirmed: true, notes: 'Lo conoce desde hace años.' },
  ],
  incomeEvidence: n % 2 ? ['recibos_nomina', 'estados_cuenta'] : ['negocio_visto', 'inventario'],
  incomeNotes:
    n % 2 ? 'Recibos de nómina de los últimos dos meses.' : 'Tienda de abarrotes en la planta baja.',
  verdict: 'favorable',
  notes: 'Domicilio verificado; el solicitante atendió la visita.',
})

/**
 * The visit's demo records, deterministic by application and idempotent (applications with any visit request
 * are left alone): every visitador is an agent with weekly hours; past visita an accepted visit with its
 * report, photos and address research; in visita a mix of pending, booked, reported and accepted visits.
 */
export async function seedFieldVisits(db: Database, storage?: FileStorage, now = new Date()) {
  const agents = await db
    .select({ id: userDirectory.id, email: userDirectory.email })
    .from(userDirectory)
    .innerJoin(roleDirectory, eq(roleDirectory.id, userDirectory.roleId))
    .where(eq(roleDirectory.name, 'visitador'))
    .orderBy(userDirectory.id)
  if (agents.length === 0) return
  const demoAgent = agents.find((agent) => agent.email === 'visitador@demo.com') ?? agents[0]!
  const newAgents = await db
    .insert(fieldAgents)
    .values(agents.map((agent) => ({ userId: agent.id, weeklyHours })))
    .onConflictDoNothing()
    .returning({ userId: fieldAgents.userId })
  if (newAgents.some((agent) => agent.userId === demoAgent.id)) {
    const { startsAt } = futureSlot(now, 10)
    await db.insert(fieldAgentBlocks).values({
      agentUserId: demoAgent.id,
      startsAt,
      endsAt: new Date(startsAt.getTime() + 2 * HOUR),
      reason: 'Capacitación',
    })
  }
  const [analyst] = await db
    .select({ id: userDirectory.id })
    .from(userDirectory)
    .where(eq(userDirectory.email, 'analista@demo.com'))
  const rows = await db
    .select()
    .from(applicationRecords)
    .where(
      and(
        inArray(applicationRecords.stage, ['visita', ...pastVisit]),
        sql`not exists (select 1 from ${visitRequests} where ${visitRequests.applicationId} = ${applicationRecords.id})`,
      ),
    )
    .orderBy(applicationRecords.id)
  const pictures = storage
    ? await Promise.all(
        [0, 1, 2, 3, 4].map(async (variant) => {
          const bytes = housePicture(variant)
          return { ...(await storage.put(Readable.from([bytes]), { prefix: 'field-visits' })), bytes }
        }),
      )
    : []
  const taken = new Map<number, number>()
  const pastTaken = new Set<string>()
  let inVisita = 0
  // The demo agent's three latest visits of the working grid, started without a report: the newest for the
  // visit form's tour, the two before for the offline visit (issue 39: one sent from the phone, one cancelled
  // while it was offline). Slots of the grid: the agent is never booked twice at once.
  const [newest, before, earliest] = latestPastSlots(now, 3, pastTaken, demoAgent.id)
  const overdueSlots = [newest!, earliest!, before!]
  let overdueSeeded = 0
  for (const row of rows) {
    const n = row.stage === 'visita' ? inVisita++ : row.id
    const step = row.stage === 'visita' ? n % 4 : 3 // 0 pending, 1 booked, 2 reported, 3 accepted
    // The first booked visits are the demo agent's, started hours ago and not reported yet.
    const overdue = step === 1 ? overdueSlots[overdueSeeded] : undefined
    if (overdue) overdueSeeded++
    const agent = overdue || n % 2 === 0 ? demoAgent : agents[n % agents.length]!
    const pastStart = new Date(row.stageEnteredAt.getTime() + (row.stage === 'visita' ? 20 : -30) * HOUR)
    await db.transaction(async (tx) => {
      const requestedAt = new Date(row.stageEnteredAt.getTime() - (row.stage === 'visita' ? 0 : 60) * HOUR)
      const [request] = await tx
        .insert(visitRequests)
        .values({
          applicationId: row.id,
          status: (['pending', 'booked', 'reported', 'accepted'] as const)[step],
          reason: 'Verificar domicilio, vivienda y fuente de ingresos.',
          preferredFrom: requestedAt.toISOString().slice(0, 10),
          preferredTo: new Date(requestedAt.getTime() + 7 * DAY).toISOString().slice(0, 10),
          requestedByUserId: analyst?.id ?? null,
          requestedAt,
        })
        .returning()
      if (step === 0) return
      let slot
      if (overdue) {
        // Its slot passed without a report: it waits on the agent's agenda to be reported.
        slot = overdue
      } else if (step === 1) {
        // The demo agent's tenth slot is their training block.
        const k = taken.get(agent.id) ?? 0
        taken.set(agent.id, k + 1)
        slot = futureSlot(now, k + (k >= 10 ? 1 : 0))
      } else {
        const before = new Date(Math.min(pastStart.getTime(), now.getTime() - 24 * HOUR))
        slot = pastSlot(before, pastTaken, agent.id)
      }
      const [booking] = await tx
        .insert(visitBookings)
        .values({
          requestId: request!.id,
          applicationId: row.id,
          agentUserId: agent.id,
          ...slot,
          address: addressLine(row.address),
          status: step === 1 ? 'scheduled' : 'done',
          bookedByUserId: analyst?.id ?? null,
          createdAt: requestedAt,
          updatedAt: requestedAt,
        })
        .returning()
      if (step === 1) return
      await seedReport(tx, row, booking!, agent.id, n, pictures, analyst?.id ?? null)
      if (step === 3)
        await tx.insert(visitValidations).values({
          requestId: request!.id,
          applicationId: row.id,
          decision: 'accepted',
          validatedByUserId: analyst?.id ?? null,
          validatedAt: new Date(slot.endsAt.getTime() + 3 * HOUR),
        })
    })
  }
}

async function seedReport(
  tx: Transaction,
  row: ApplicationRow,
  booking: typeof visitBookings.$inferSelect,
  agentId: number,
  n: number,
  pictures: Array<{ key: string; size: number }>,
  analystId: number | null,
) {
  const answers = report(n, row.applicantName)
  await tx.insert(visitReports).values({
    bookingId: booking.id,
    applicationId: row.id,
    agentUserId: agentId,
    answers,
    verdict: answers.verdict,
    submittedAt: booking.endsAt,
  })
  const captions = ['Fachada', 'Calle']
  if (pictures.length > 0)
    await tx.insert(visitPhotos).values(
      captions.map((caption, index) => {
        const picture = pictures[(n + index) % pictures.length]!
        const capturedAt = new Date(booking.startsAt.getTime() + (20 + index * 15) * 60_000)
        return {
          bookingId: booking.id,
          applicationId: row.id,
          storageKey: picture.key,
          fileName: `${caption.toLowerCase()}-${row.folio}.png`,
          contentType: 'image/png',
          size: picture.size,
          caption,
          capturedAt,
          receivedAt: new Date(capturedAt.getTime() + 40_000),
          latitude: 19.43 + ((n * 37) % 100) / 1000,
          longitude: -99.13 - ((n * 53) % 100) / 1000,
          accuracyMeters: 12 + (n % 20),
          uploadedByUserId: agentId,
        }
      }),
    )
  // The address as an analyst pinned it: about 111 m from the photos (0.001° of latitude), and 1.3 km away
  // (0.012°) on the files whose research was inconclusive, so the file flags their photos.
  await tx
    .insert(visitAddressPositions)
    .values({
      applicationId: row.id,
      latitude: 19.43 + ((n * 37) % 100) / 1000 - (n % 5 === 0 ? 0.012 : 0.001),
      longitude: -99.13 - ((n * 53) % 100) / 1000,
      address: addressLine(row.address),
      confirmedByUserId: analystId,
      confirmedAt: booking.endsAt,
    })
    .onConflictDoNothing()
  await tx
    .insert(addressResearch)
    .values({
      applicationId: row.id,
      findings: {
        addressExists: true,
        addressMatches: n % 5 !== 0,
        mapsNotes: 'La vista de calle coincide con la fachada de las fotos.',
        cadastralNotes:
          n % 5 === 0 ? 'El predio está a nombre de un familiar.' : 'Predio a nombre del solicitante.',
        neighbourhoodRisk: (['bajo', 'medio', 'bajo'] as const)[n % 3]!,
        result: n % 5 === 0 ? 'no_concluyente' : 'consistente',
      },
      researchedByUserId: agentId,
      researchedAt: booking.endsAt,
    })
    .onConflictDoNothing()
}
