import { desc, eq, inArray } from 'drizzle-orm'
import { creditApplications, fieldAgents, visitBookings, visitRequests } from '../../src/db/schema'
import { createTestApp } from './test-app'
import { signInDemo } from '../helpers/demo-sign-in'
import { createUserWithRules } from './users'

/**
 * The field-visit tests' world: the demo app, its people signed in, a fresh agent with an empty calendar
 * (Mon–Fri 09–18) and two applications in visita with their visit records cleared.
 */
export async function createVisitWorld() {
  const t = await createTestApp()
  const tokens: Record<string, string> = {}
  await signInDemo(t, tokens, ['admin', 'analista', 'mesa', 'visitador', 'comite', 'ventas', 'client'])
  const agent = await createUserWithRules(t.database.db, [
    { action: 'read', subject: 'field_visit' },
    { action: 'update', subject: 'field_visit' },
  ])
  tokens.agent = (await t.login(agent.email, agent.password)).accessToken
  await t.database.db.insert(fieldAgents).values({
    userId: agent.id,
    weeklyHours: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, start: '09:00', end: '18:00' })),
  })
  const rows = await t.database.db
    .select({ id: creditApplications.id, product: creditApplications.product })
    .from(creditApplications)
    .where(eq(creditApplications.stage, 'visita'))
    .orderBy(creditApplications.id)
    .limit(2)
  const [first, second] = [rows[0]!, rows[1]!]
  await t.database.db.delete(visitRequests).where(inArray(visitRequests.applicationId, [first.id, second.id]))
  const as = (who: string, method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
    t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
  /** The application's newest booking. */
  const latestBooking = async (app: { id: number }) =>
    (
      await t.database.db
        .select()
        .from(visitBookings)
        .where(eq(visitBookings.applicationId, app.id))
        .orderBy(desc(visitBookings.id))
        .limit(1)
    )[0]
  /** The application's newest visit request. */
  const latestRequest = async (app: { id: number }) =>
    (
      await t.database.db
        .select({ id: visitRequests.id, version: visitRequests.version, status: visitRequests.status })
        .from(visitRequests)
        .where(eq(visitRequests.applicationId, app.id))
        .orderBy(visitRequests.id)
    ).at(-1)!
  /**
   * The clock reaches the booking's slot: it is moved to have started an hour ago (a visit's report and
   * photos are taken from its start on), keeping its length.
   */
  const startVisit = async (bookingId: number) => {
    const startsAt = new Date(Date.now() - 3_600_000)
    await t.database.db
      .update(visitBookings)
      .set({ startsAt, endsAt: new Date(startsAt.getTime() + 3_600_000) })
      .where(eq(visitBookings.id, bookingId))
  }
  return { t, tokens, agentId: agent.id, first, second, as, latestBooking, latestRequest, startVisit }
}

export const fileOf = (app: { id: number; product: string }) =>
  `/api/v1/credit-applications/${app.product}/${app.id}`

/** 10:00 Mexico City (16:00 UTC) on the first Monday at least 20 days from now, plus `hours`. */
const monday = (() => {
  const day = new Date(Date.now() + 20 * 86_400_000)
  day.setUTCHours(16, 0, 0, 0)
  while (day.getUTCDay() !== 1) day.setTime(day.getTime() + 86_400_000)
  return day
})()
export const at = (hours: number) => new Date(monday.getTime() + hours * 3_600_000).toISOString()
export const slot = (from: number, to: number) => ({ startsAt: at(from), endsAt: at(to) })

export const visitReport = {
  addressConfirmed: true,
  dwellingType: 'casa',
  dwellingOwnership: 'propia',
  yearsAtAddress: 6,
  neighbourhoodLevel: 'medio',
  neighbourhood: 'Calle pavimentada',
  peopleMet: [{ name: 'Ana Pérez', relationship: 'Solicitante' }],
  referencesVerified: [{ name: 'Vecino', confirmed: true, notes: '' }],
  incomeEvidence: ['recibos_nomina'],
  verdict: 'favorable',
}

/** A multipart body: the text fields, then the file. */
export function multipart(
  fields: Record<string, string>,
  file: { name: string; type: string; bytes: Buffer },
) {
  const boundary = '----mesa-visit'
  const parts = Object.entries(fields).map(
    ([name, value]) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`,
  )
  return {
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat([
      Buffer.from(
        `${parts.join('')}--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  }
}
