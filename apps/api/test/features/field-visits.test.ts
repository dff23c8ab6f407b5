import { and, eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  auditEvents,
  creditApplications,
  notifications,
  visitBookings,
  visitPhotos,
  visitRequests,
} from '../../src/db/schema'
import { at, createVisitWorld, fileOf, slot } from '../helpers/field-visits'
import type { TestApp } from '../helpers/test-app'

/** The field visit, part 1: the demo seed, requests and booking (overlaps, hours, reschedule, cancel), and scope. */
let t: TestApp
let world: Awaited<ReturnType<typeof createVisitWorld>>
let first: { id: number; product: string }
let second: { id: number; product: string }
let agentId: number
const as = (...args: Parameters<typeof world.as>) => world.as(...args)
const latestBooking = (app: { id: number }) => world.latestBooking(app)
const requestIdOf = (app: { id: number }) => world.latestRequest(app)

beforeAll(async () => {
  world = await createVisitWorld()
  ;({ t, first, second, agentId } = world)
})
afterAll(() => t.close())

describe('the demo seed', () => {
  it('books no agent twice at once, and gives reported visits their photos', async () => {
    const rows = await t.database.db
      .select()
      .from(visitBookings)
      .orderBy(visitBookings.agentUserId, visitBookings.startsAt)
    const live = rows.filter((row) => row.status !== 'cancelled')
    expect(live.length).toBeGreaterThan(10)
    live.forEach((row, index) => {
      const previous = live[index - 1]
      if (previous?.agentUserId === row.agentUserId)
        expect(previous.endsAt <= row.startsAt, `booking ${row.id}`).toBe(true)
    })
    const done = live.filter((row) => row.status === 'done').map((row) => row.id)
    expect(await t.database.db.$count(visitPhotos, inArray(visitPhotos.bookingId, done))).toBe(
      done.length * 2,
    )
  })
})

describe('requests', () => {
  it('bad input is a 400 naming each wrong field; nothing written', async () => {
    const response = await as('analista', 'POST', `${fileOf(first)}/field-visit/requests`, {
      reason: '',
      preferredFrom: 'mañana',
      preferredTo: '2026-13-01',
      extra: 1,
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(
      expect.arrayContaining(['reason', 'preferredFrom', 'preferredTo']),
    )
    expect(await t.database.db.$count(visitRequests, eq(visitRequests.applicationId, first.id))).toBe(0)
  })

  it('an agent may not request a visit (403); the analyst asks once, a second open request is 409', async () => {
    const body = { reason: 'Verificar domicilio', preferredFrom: '2026-12-01', preferredTo: '2026-12-10' }
    expect((await as('visitador', 'POST', `${fileOf(first)}/field-visit/requests`, body)).statusCode).toBe(
      403,
    )
    const created = await as('analista', 'POST', `${fileOf(first)}/field-visit/requests`, body)
    expect(created.statusCode, created.body).toBe(201)
    expect(created.json().requests[0]).toMatchObject({ status: 'pending', reason: 'Verificar domicilio' })
    expect((await as('analista', 'POST', `${fileOf(first)}/field-visit/requests`, body)).statusCode).toBe(409)
    expect((await as('analista', 'POST', `${fileOf(second)}/field-visit/requests`, body)).statusCode).toBe(
      201,
    )
    const pending = (await as('analista', 'GET', '/api/v1/field-visits/requests')).json().requests
    expect(pending.map((request: { application: { id: number } }) => request.application.id)).toEqual(
      expect.arrayContaining([first.id, second.id]),
    )
    expect((await as('visitador', 'GET', '/api/v1/field-visits/requests')).statusCode).toBe(403)
  })
})

describe('booking', () => {
  it('two concurrent overlapping bookings of one agent: exactly one wins, the other is 409 agent_busy', async () => {
    const [a, b] = await Promise.all([
      as('analista', 'POST', '/api/v1/field-visits/bookings', {
        requestId: (await requestIdOf(first)).id,
        agentId,
        ...slot(0, 1),
      }),
      as('analista', 'POST', '/api/v1/field-visits/bookings', {
        requestId: (await requestIdOf(second)).id,
        agentId,
        ...slot(0.5, 1.5),
      }),
    ])
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409])
    const loser = a.statusCode === 409 ? a : b
    expect(loser.json().code).toBe('agent_busy')
    const live = await t.database.db.$count(visitBookings, eq(visitBookings.agentUserId, agentId))
    expect(live).toBe(1)
    // Whichever lost is booked later the same day; `first` must end up with the 10:00 visit for what follows.
    if (a.statusCode === 409) {
      const [winner] = await t.database.db
        .select()
        .from(visitBookings)
        .where(eq(visitBookings.agentUserId, agentId))
      const moved = await as('analista', 'POST', `/api/v1/field-visits/bookings/${winner!.id}/cancel`, {
        reason: 'Se reordena la agenda',
        version: winner!.version,
      })
      expect(moved.statusCode, moved.body).toBe(200)
      const retry = await as('analista', 'POST', '/api/v1/field-visits/bookings', {
        requestId: (await requestIdOf(first)).id,
        agentId,
        ...slot(0, 1),
      })
      expect(retry.statusCode, retry.body).toBe(201)
    }
    const late = await as('analista', 'POST', '/api/v1/field-visits/bookings', {
      requestId: (await requestIdOf(second)).id,
      agentId,
      ...slot(3, 4),
    })
    expect(late.statusCode, late.body).toBe(201)
    expect((await requestIdOf(first)).status).toBe('booked')
  })

  it('outside the weekly hours is 409 outside_hours; in the past or ending first is 400; the agent was notified', async () => {
    await as('analista', 'POST', `${fileOf(first)}/field-visit/requests`, {
      reason: 'x'.repeat(3),
      preferredFrom: '2026-12-01',
      preferredTo: '2026-12-02',
    })
    const other = (
      await t.database.db
        .select()
        .from(creditApplications)
        .where(eq(creditApplications.stage, 'analisis'))
        .limit(1)
    )[0]!
    const created = await as('analista', 'POST', `${fileOf(other)}/field-visit/requests`, {
      reason: 'Revisar negocio',
      preferredFrom: '2026-12-01',
      preferredTo: '2026-12-02',
    })
    expect(created.statusCode, created.body).toBe(201)
    const requestId = (await requestIdOf(other)).id
    const evening = await as('analista', 'POST', '/api/v1/field-visits/bookings', {
      requestId,
      agentId,
      ...slot(10, 11),
    })
    expect(evening.statusCode).toBe(409)
    expect(evening.json().code).toBe('outside_hours')
    const past = await as('analista', 'POST', '/api/v1/field-visits/bookings', {
      requestId,
      agentId,
      startsAt: '2024-01-01T16:00:00Z',
      endsAt: '2024-01-01T15:00:00Z',
    })
    expect(past.statusCode).toBe(400)
    expect(Object.keys(past.json().errors)).toContain('endsAt')
    const told = await t.database.db.select().from(notifications).where(eq(notifications.userId, agentId))
    expect(told.some((notification) => notification.title.startsWith('Visita agendada'))).toBe(true)
  })

  it('reschedule: a stale version is 409, then the move is recorded with its reason and audited', async () => {
    const booking = await latestBooking(second)
    const url = `/api/v1/field-visits/bookings/${booking!.id}/reschedule`
    const stale = await as('analista', 'POST', url, {
      ...slot(5, 6),
      reason: 'El cliente pidió la tarde',
      version: 99,
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('stale_version')
    const clash = await as('analista', 'POST', url, {
      ...slot(0.5, 1.5),
      reason: 'Choque',
      version: booking!.version,
    })
    expect(clash.json().code).toBe('agent_busy')
    const moved = await as('analista', 'POST', url, {
      ...slot(5, 6),
      reason: 'El cliente pidió la tarde',
      version: booking!.version,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({ status: 'rescheduled', statusReason: 'El cliente pidió la tarde' })
    const audits = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'field_visit.rescheduled'), eq(auditEvents.entityId, String(second.id))),
      )
    expect(audits).toHaveLength(1)
  })

  it('cancel needs a reason (400), frees the request, and a cancelled visit cannot be cancelled again (409)', async () => {
    const booking = await latestBooking(second)
    const url = `/api/v1/field-visits/bookings/${booking!.id}/cancel`
    const bare = await as('analista', 'POST', url, { version: booking!.version })
    expect(bare.statusCode).toBe(400)
    expect(Object.keys(bare.json().errors)).toEqual(['reason'])
    expect(
      (await as('visitador', 'POST', url, { reason: 'No puedo', version: booking!.version })).statusCode,
    ).toBe(403)
    // The committee reads every visit but does not coordinate them.
    expect(
      (await as('comite', 'POST', url, { reason: 'No puedo', version: booking!.version })).statusCode,
    ).toBe(403)
    expect((await as('comite', 'GET', `/api/v1/field-visits/bookings/${booking!.id}`)).statusCode).toBe(200)
    const cancelled = await as('analista', 'POST', url, {
      reason: 'El cliente viajó',
      version: booking!.version,
    })
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', statusReason: 'El cliente viajó' })
    expect((await requestIdOf(second)).status).toBe('pending')
    const again = await as('analista', 'POST', url, { reason: 'Otra vez', version: booking!.version + 1 })
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('visit_closed')
  })
})

describe('the agent sees and fills only their own visits', () => {
  it('their agenda lists the visit; another agent gets 404 on it; agents have no calendar (403)', async () => {
    const mine = (await as('agent', 'GET', '/api/v1/field-visits/mine')).json().bookings
    expect(mine.map((booking: { application: { id: number } }) => booking.application.id)).toContain(first.id)
    const theirs = (await as('visitador', 'GET', '/api/v1/field-visits/mine')).json().bookings
    expect(theirs.every((booking: { agent: { id: number } }) => booking.agent.id !== agentId)).toBe(true)
    const booking = mine.find(
      (candidate: { application: { id: number } }) => candidate.application.id === first.id,
    )
    expect((await as('visitador', 'GET', `/api/v1/field-visits/bookings/${booking.id}`)).statusCode).toBe(404)
    expect((await as('agent', 'GET', `/api/v1/field-visits/bookings/${booking.id}`)).statusCode).toBe(200)
    const calendar = `/api/v1/field-visits/calendar?from=${at(-24)}&to=${at(24)}`
    expect((await as('agent', 'GET', calendar)).statusCode).toBe(403)
    expect((await as('ventas', 'GET', calendar)).statusCode).toBe(403)
    const listed = (await as('analista', 'GET', calendar)).json().bookings
    expect(listed.some((candidate: { id: number }) => candidate.id === booking.id)).toBe(true)
  })
})
