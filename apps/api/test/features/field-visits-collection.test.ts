import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, collectionVisitOutcomes, visitBookings, visitRequests } from '../../src/db/schema'
import { businessDateOf } from '../../src/features/business-date'
import { addDays } from '../../src/lending'
import { signInDemo } from '../helpers/demo-sign-in'
import { createVisitWorld, slot, visitReport } from '../helpers/field-visits'
import type { TestApp } from '../helpers/test-app'

/**
 * Issue 35: a field collection visit. The collections desk asks for it on a loan the collector works; it waits in
 * the coordinators' queue as a visit of kind cobranza and is booked like any visit; the agent reports its outcome
 * (a promise becomes the desk's promise to pay) and both show in the loan's contact history.
 */
let t: TestApp
let world: Awaited<ReturnType<typeof createVisitWorld>>
let tokens: Record<string, string>
let agentId: number
let loan: { loanId: number; applicationId: number }
let today = ''
const as = (...args: Parameters<typeof world.as>) => world.as(...args)
const visitsUrl = () => `/api/v1/field-visits/collection-visits/${loan.loanId}`
const requestsOfLoan = () =>
  t.database.db.select().from(visitRequests).where(eq(visitRequests.loanId, loan.loanId))

beforeAll(async () => {
  world = await createVisitWorld()
  ;({ t, tokens, agentId } = world)
  await signInDemo(t, tokens, ['cobranza', 'cobranza2'])
  today = await businessDateOf(t.database.db)
  const queue = await as('cobranza', 'GET', '/api/v1/collections/queue?itemsPerPage=1')
  expect(queue.statusCode, queue.body).toBe(200)
  loan = queue.json().items[0]
}, 240_000)
afterAll(() => t.close())

describe('asking for a collection visit', () => {
  it('answers 400 naming each field, 403 without the desk, 404 on another collector’s loan; writes nothing', async () => {
    const bad = await as('cobranza', 'POST', visitsUrl(), {
      reason: '',
      preferredFrom: today,
      preferredTo: addDays(today, -1),
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['preferredTo', 'reason'])
    const body = {
      reason: 'No contesta desde hace tres semanas',
      preferredFrom: today,
      preferredTo: addDays(today, 5),
    }
    expect((await as('visitador', 'POST', visitsUrl(), body)).statusCode).toBe(403)
    expect((await as('cobranza2', 'POST', visitsUrl(), body)).statusCode).toBe(404)
    expect(await requestsOfLoan()).toEqual([])
  })

  it('goes to the coordinators’ queue as a cobranza visit, once per loan (409 while open), audited', async () => {
    const body = {
      reason: 'No contesta desde hace tres semanas',
      preferredFrom: today,
      preferredTo: addDays(today, 5),
    }
    const asked = await as('cobranza', 'POST', visitsUrl(), body)
    expect(asked.statusCode, asked.body).toBe(201)
    const again = await as('cobranza', 'POST', visitsUrl(), body)
    expect(again.statusCode).toBe(409)
    const pending = (await as('analista', 'GET', '/api/v1/field-visits/requests')).json().requests
    expect(pending).toContainEqual(
      expect.objectContaining({ id: asked.json().id, kind: 'cobranza', reason: body.reason }),
    )
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'field_visit.collection_requested'),
          eq(auditEvents.entityId, String(loan.loanId)),
        ),
      )
    expect(audit!.data).toEqual({ requestId: asked.json().id, reason: body.reason })
  })
})

describe('the agent’s collection visit', () => {
  let bookingId = 0
  it('is booked like any visit and shows on the agent’s agenda as cobranza', async () => {
    const [request] = await requestsOfLoan()
    const booked = await as('analista', 'POST', '/api/v1/field-visits/bookings', {
      requestId: request!.id,
      agentId,
      ...slot(1, 2),
    })
    expect(booked.statusCode, booked.body).toBe(201)
    bookingId = booked.json().id
    const mine = (await as('agent', 'GET', '/api/v1/field-visits/mine')).json().bookings
    expect(mine).toContainEqual(expect.objectContaining({ id: bookingId, kind: 'cobranza' }))
  })

  it('takes the outcome, not the credit form; a promise needs its amount and date', async () => {
    await world.startVisit(bookingId)
    const [booking] = await t.database.db.select().from(visitBookings).where(eq(visitBookings.id, bookingId))
    const credit = await as('agent', 'PUT', `/api/v1/field-visits/bookings/${bookingId}/report`, {
      ...visitReport,
      version: booking!.version,
    })
    expect(credit.statusCode).toBe(409)
    expect(credit.json().code).toBe('wrong_visit_kind')
    const url = `/api/v1/field-visits/bookings/${bookingId}/collection-report`
    const bare = await as('agent', 'PUT', url, { outcome: 'promise', version: booking!.version })
    expect(bare.statusCode).toBe(400)
    expect(Object.keys(bare.json().errors).sort()).toEqual(['promiseAmountCents', 'promisedOn'])
    const wrong = await as('agent', 'PUT', url, { outcome: 'maybe', version: booking!.version })
    expect(Object.keys(wrong.json().errors)).toEqual(['outcome'])
    expect(await t.database.db.select().from(collectionVisitOutcomes)).toEqual([])
  })

  it('a promise reported becomes the desk’s promise to pay; both show in the contact history', async () => {
    const [booking] = await t.database.db.select().from(visitBookings).where(eq(visitBookings.id, bookingId))
    const promisedOn = addDays(today, 7)
    const reported = await as(
      'agent',
      'PUT',
      `/api/v1/field-visits/bookings/${bookingId}/collection-report`,
      {
        outcome: 'promise',
        notes: 'Atendió la esposa; pagará con el aguinaldo',
        promiseAmountCents: 350_000,
        promisedOn,
        version: booking!.version,
      },
    )
    expect(reported.statusCode, reported.body).toBe(200)
    expect(reported.json().booking).toMatchObject({ status: 'done', kind: 'cobranza' })
    const twice = await as('agent', 'PUT', `/api/v1/field-visits/bookings/${bookingId}/collection-report`, {
      outcome: 'paid',
      version: booking!.version + 1,
    })
    expect(twice.statusCode).toBe(409)
    const panel = (await as('cobranza', 'GET', `/api/v1/collections/loans/${loan.loanId}`)).json()
    expect(panel.promises[0]).toMatchObject({
      amountCents: 350_000,
      promisedOn,
      channel: 'visit',
      status: 'pending',
    })
    const visits = panel.contacts.filter((contact: { channel: string }) => contact.channel === 'visit')
    // Days in Mexican Spanish ("7 dic 2026"), as the rest of the history reads them.
    const words = (day: string) => {
      const [year, month, date] = day.split('-').map(Number)
      const months = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic']
      return `${date} ${months[month! - 1]} ${year}`
    }
    expect(visits.map((contact: { summary: string }) => contact.summary)).toEqual([
      `Visita de cobranza: promesa de pago al ${words(promisedOn)}. Atendió la esposa; pagará con el aguinaldo`,
      `Visita de cobranza solicitada (${words(today)} a ${words(addDays(today, 5))}): No contesta desde hace tres semanas`,
    ])
    const listed = (await as('cobranza', 'GET', visitsUrl())).json()
    expect(listed.items[0]).toMatchObject({
      status: 'reported',
      outcome: 'promise',
      booking: { id: bookingId },
    })
    // The loan's collection visit is the desk's: it is not on the credit file's visit tab.
    expect((await requestsOfLoan())[0]!.status).toBe('reported')
  })
})
