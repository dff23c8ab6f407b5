import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { visitPhotos, visitReports } from '../../src/db/schema'
import { housePicture } from '../../src/features/field-visits/house-picture'
import { createVisitWorld, fileOf, multipart, slot, visitReport as report } from '../helpers/field-visits'
import type { TestApp } from '../helpers/test-app'

/**
 * The visit captured offline (issue 39): the phone sends the photos and the report again until it hears an
 * answer, each with an Idempotency-Key, so a lost answer never records a photo or a report twice; a visit
 * cancelled meanwhile answers the phone 409 visit_closed, which it shows as the conflict.
 */
let t: TestApp
let world: Awaited<ReturnType<typeof createVisitWorld>>
let tokens: Record<string, string>

beforeAll(async () => {
  world = await createVisitWorld()
  ;({ t, tokens } = world)
  for (const [app, from] of [
    [world.first, 0],
    [world.second, 3],
  ] as const) {
    const asked = await world.as('analista', 'POST', `${fileOf(app)}/field-visit/requests`, {
      reason: 'Verificar domicilio',
      preferredFrom: '2026-12-01',
      preferredTo: '2026-12-10',
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const booked = await world.as('analista', 'POST', '/api/v1/field-visits/bookings', {
      requestId: (await world.latestRequest(app)).id,
      agentId: world.agentId,
      ...slot(from, from + 1),
    })
    expect(booked.statusCode, booked.body).toBe(201)
    await world.startVisit((await world.latestBooking(app))!.id)
  }
})
afterAll(() => t.close())

const photoOf = (bookingId: number, key: string, caption: string) => {
  const body = multipart(
    { caption, capturedAt: '2026-11-20T16:10:00-06:00', latitude: '19.43', longitude: '-99.13' },
    { name: 'fachada.png', type: 'image/png', bytes: housePicture(1) },
  )
  return t.as(tokens.agent!, {
    method: 'POST',
    url: `/api/v1/field-visits/bookings/${bookingId}/photos`,
    payload: body.payload,
    headers: { ...body.headers, 'idempotency-key': key },
  })
}

describe('a visit sent again from the phone', () => {
  it('two photos sent twice each with their keys are recorded twice, not four times; the report sent twice is one report', async () => {
    const booking = (await world.latestBooking(world.first))!
    const firstPhoto = await photoOf(booking.id, 'visit-1-photo-a', 'Fachada')
    expect(firstPhoto.statusCode, firstPhoto.body).toBe(201)
    const again = await photoOf(booking.id, 'visit-1-photo-a', 'Fachada')
    expect(again.statusCode, again.body).toBe(201)
    expect(again.headers['idempotent-replayed']).toBe('true')
    expect(again.json().id).toBe(firstPhoto.json().id)
    expect((await photoOf(booking.id, 'visit-1-photo-b', 'Sala')).statusCode).toBe(201)
    expect(await t.database.db.$count(visitPhotos, eq(visitPhotos.bookingId, booking.id))).toBe(2)

    const url = `/api/v1/field-visits/bookings/${booking.id}/report`
    const put = () =>
      t.as(tokens.agent!, {
        method: 'PUT',
        url,
        payload: { ...report, version: booking.version },
        headers: { 'idempotency-key': 'visit-1-report' },
      })
    const sent = await put()
    expect(sent.statusCode, sent.body).toBe(200)
    expect(sent.json()).toMatchObject({ booking: { status: 'done' }, photos: [{}, {}] })
    // The answer was lost on the way: the phone sends the same report with the same key and hears it again.
    const repeated = await put()
    expect(repeated.statusCode, repeated.body).toBe(200)
    expect(repeated.headers['idempotent-replayed']).toBe('true')
    expect(await t.database.db.$count(visitReports, eq(visitReports.bookingId, booking.id))).toBe(1)
  })

  it('a visit cancelled while the phone was offline: its photo and report are 409 visit_closed; nothing written', async () => {
    const booking = (await world.latestBooking(world.second))!
    const cancelled = await world.as(
      'analista',
      'POST',
      `/api/v1/field-visits/bookings/${booking.id}/cancel`,
      {
        reason: 'El solicitante pidió otra fecha',
        version: booking.version,
      },
    )
    expect(cancelled.statusCode, cancelled.body).toBe(200)
    const photo = await photoOf(booking.id, 'visit-2-photo-a', 'Fachada')
    expect(photo.statusCode, photo.body).toBe(409)
    expect(photo.json().code).toBe('visit_closed')
    const sent = await t.as(tokens.agent!, {
      method: 'PUT',
      url: `/api/v1/field-visits/bookings/${booking.id}/report`,
      payload: { ...report, version: booking.version },
      headers: { 'idempotency-key': 'visit-2-report' },
    })
    expect(sent.statusCode, sent.body).toBe(409)
    expect(sent.json().code).toBe('visit_closed')
    expect(await t.database.db.$count(visitPhotos, eq(visitPhotos.bookingId, booking.id))).toBe(0)
    expect(await t.database.db.$count(visitReports, eq(visitReports.bookingId, booking.id))).toBe(0)
  })
})
