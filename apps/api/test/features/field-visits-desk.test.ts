import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, users } from '../../src/db/schema'
import { at, createVisitWorld, fileOf, slot } from '../helpers/field-visits'
import type { TestApp } from '../helpers/test-app'

/**
 * Who books the field visits (issue 38): the analysts and the control desk (mesa-control holds
 * `assign field_visit`); the committee and the agents read visits but book none; the server says so, not
 * only the screen.
 */
let t: TestApp
let world: Awaited<ReturnType<typeof createVisitWorld>>
let first: { id: number; product: string }
let agentId: number
const as = (...args: Parameters<typeof world.as>) => world.as(...args)

beforeAll(async () => {
  world = await createVisitWorld()
  ;({ t, first, agentId } = world)
})
afterAll(() => t.close())

describe('the control desk keeps the agents’ calendar', () => {
  it('requests, books, moves and cancels a visit; each change audited as the desk', async () => {
    const requested = await as('mesa', 'POST', `${fileOf(first)}/field-visit/requests`, {
      reason: 'Verificar domicilio y referencias',
      preferredFrom: '2026-12-01',
      preferredTo: '2026-12-10',
    })
    expect(requested.statusCode, requested.body).toBe(201)
    const pending = (await as('mesa', 'GET', '/api/v1/field-visits/requests')).json().requests
    const request = pending.find((row: { application: { id: number } }) => row.application.id === first.id)
    expect(request).toBeDefined()
    // Every agent is offered to the desk (a coordinator), not only itself.
    const agents = (await as('mesa', 'GET', '/api/v1/field-visits/agents')).json().agents
    expect(agents.map((agent: { id: number }) => agent.id)).toContain(agentId)

    const booked = await as('mesa', 'POST', '/api/v1/field-visits/bookings', {
      requestId: request.id,
      agentId,
      ...slot(0, 1.5),
    })
    expect(booked.statusCode, booked.body).toBe(201)
    const calendar = (
      await as('mesa', 'GET', `/api/v1/field-visits/calendar?from=${at(-24)}&to=${at(24)}&agentId=${agentId}`)
    ).json().bookings
    expect(calendar.map((booking: { id: number }) => booking.id)).toContain(booked.json().id)

    const moved = await as('mesa', 'POST', `/api/v1/field-visits/bookings/${booked.json().id}/reschedule`, {
      agentId,
      ...slot(2, 3.5),
      reason: 'El cliente pidió otra hora',
      version: booked.json().version,
    })
    expect(moved.statusCode, moved.body).toBe(200)
    const cancelled = await as('mesa', 'POST', `/api/v1/field-visits/bookings/${booked.json().id}/cancel`, {
      reason: 'El cliente viajó',
      version: moved.json().version,
    })
    expect(cancelled.statusCode, cancelled.body).toBe(200)

    const [desk] = await t.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, 'mesa@demo.com'))
    for (const action of [
      'field_visit.requested',
      'field_visit.booked',
      'field_visit.rescheduled',
      'field_visit.cancelled',
    ] as const) {
      const rows = await t.database.db
        .select({ actor: auditEvents.actorUserId })
        .from(auditEvents)
        .where(and(eq(auditEvents.action, action), eq(auditEvents.entityId, String(first.id))))
      expect(
        rows.map((row) => row.actor),
        action,
      ).toEqual([desk!.id])
    }
  })

  it('the committee, the agents and the sellers book nothing (403) and see no calendar', async () => {
    const request = await world.latestRequest(first)
    const body = { requestId: request.id, agentId, ...slot(4, 5) }
    const calendar = `/api/v1/field-visits/calendar?from=${at(-24)}&to=${at(24)}`
    for (const who of ['comite', 'visitador', 'agent', 'ventas']) {
      expect((await as(who, 'POST', '/api/v1/field-visits/bookings', body)).statusCode, who).toBe(403)
      expect((await as(who, 'GET', calendar)).statusCode, who).toBe(403)
    }
    expect((await world.latestRequest(first)).status).toBe('pending')
  })
})
