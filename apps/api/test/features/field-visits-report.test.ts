import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, visitPhotos, visitReports } from '../../src/db/schema'
import { housePicture } from '../../src/features/field-visits/house-picture'
import { createVisitWorld, fileOf, multipart, slot, visitReport as report } from '../helpers/field-visits'
import type { TestApp } from '../helpers/test-app'

/** The field visit, part 2: photos, the report, address research, the analyst's validation and the visita gate. */
let t: TestApp
let world: Awaited<ReturnType<typeof createVisitWorld>>
let first: { id: number; product: string }
let second: { id: number; product: string }
let agentId: number
let tokens: Record<string, string>
const as = (...args: Parameters<typeof world.as>) => world.as(...args)
const latestBooking = (app: { id: number }) => world.latestBooking(app)
const requestIdOf = (app: { id: number }) => world.latestRequest(app)

beforeAll(async () => {
  world = await createVisitWorld()
  ;({ t, first, second, agentId, tokens } = world)
  // Each application asks for a visit and has it booked with the fresh agent.
  for (const [app, from] of [
    [first, 0],
    [second, 3],
  ] as const) {
    const asked = await as('analista', 'POST', `${fileOf(app)}/field-visit/requests`, {
      reason: 'Verificar domicilio',
      preferredFrom: '2026-12-01',
      preferredTo: '2026-12-10',
    })
    expect(asked.statusCode, asked.body).toBe(201)
    const booked = await as('analista', 'POST', '/api/v1/field-visits/bookings', {
      requestId: (await requestIdOf(app)).id,
      agentId,
      ...slot(from, from + 1),
    })
    expect(booked.statusCode, booked.body).toBe(201)
  }
})
afterAll(() => t.close())

describe('a visit is reported only once its slot started', () => {
  it('before the booked slot starts, the report and the photos are 409 visit_not_started; nothing written', async () => {
    const booking = await latestBooking(first)
    expect(booking!.startsAt.getTime()).toBeGreaterThan(Date.now())
    const early = await as('agent', 'PUT', `/api/v1/field-visits/bookings/${booking!.id}/report`, {
      ...report,
      version: booking!.version,
    })
    expect(early.statusCode, early.body).toBe(409)
    expect(early.json().code).toBe('visit_not_started')
    const png = { name: 'fachada.png', type: 'image/png', bytes: housePicture(1) }
    const photo = await t.as(tokens.agent!, {
      method: 'POST',
      url: `/api/v1/field-visits/bookings/${booking!.id}/photos`,
      ...multipart({ caption: 'Fachada' }, png),
    })
    expect(photo.statusCode, photo.body).toBe(409)
    expect(photo.json().code).toBe('visit_not_started')
    expect(await t.database.db.$count(visitReports, eq(visitReports.bookingId, booking!.id))).toBe(0)
    expect(await t.database.db.$count(visitPhotos, eq(visitPhotos.bookingId, booking!.id))).toBe(0)
    expect((await latestBooking(first))!.status).toBe('scheduled')
    // Once the slot started, the same report is taken.
    for (const app of [first, second]) await world.startVisit((await latestBooking(app))!.id)
  })
})

describe('the agent fills only their own visits', () => {
  it('photos: an image with capture time and position is received; a PDF is 400; another agent is 404', async () => {
    const booking = await latestBooking(first)
    const url = `/api/v1/field-visits/bookings/${booking!.id}/photos`
    const fields = {
      caption: 'Fachada',
      capturedAt: '2026-11-20T16:10:00-06:00',
      latitude: '19.43',
      longitude: '-99.13',
    }
    const png = { name: 'fachada.png', type: 'image/png', bytes: housePicture(1) }
    const uploaded = await t.as(tokens.agent!, { method: 'POST', url, ...multipart(fields, png) })
    expect(uploaded.statusCode, uploaded.body).toBe(201)
    expect(uploaded.json()).toMatchObject({ caption: 'Fachada', latitude: 19.43, longitude: -99.13 })
    expect(uploaded.json().capturedAt).toBe('2026-11-20T22:10:00.000Z')
    const pdf = { name: 'x.pdf', type: 'application/pdf', bytes: Buffer.from('%PDF-1.4 nothing') }
    expect((await t.as(tokens.agent!, { method: 'POST', url, ...multipart({}, pdf) })).statusCode).toBe(400)
    const badLatitude = await t.as(tokens.agent!, {
      method: 'POST',
      url,
      ...multipart({ latitude: '300' }, png),
    })
    expect(badLatitude.statusCode).toBe(400)
    expect(Object.keys(badLatitude.json().errors)).toEqual(['latitude'])
    expect((await t.as(tokens.visitador!, { method: 'POST', url, ...multipart({}, png) })).statusCode).toBe(
      404,
    )
    expect(await t.database.db.$count(visitPhotos, eq(visitPhotos.bookingId, booking!.id))).toBe(1)
    const photoId = uploaded.json().id
    const image = await as('analista', 'GET', `${url}/${photoId}`)
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-type']).toBe('image/png')
  })

  it('the report: bad input names the fields; the agent records it, the visit is done; again is 409', async () => {
    const booking = await latestBooking(first)
    const url = `/api/v1/field-visits/bookings/${booking!.id}/report`
    const bad = await as('agent', 'PUT', url, {
      ...report,
      verdict: 'quizá',
      incomeEvidence: [],
      dwellingType: 1,
      version: booking!.version,
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['verdict', 'incomeEvidence', 'dwellingType']),
    )
    expect((await as('analista', 'PUT', url, { ...report, version: booking!.version })).statusCode).toBe(403)
    const done = await as('agent', 'PUT', url, { ...report, version: booking!.version })
    expect(done.statusCode, done.body).toBe(200)
    expect(done.json()).toMatchObject({ booking: { status: 'done' }, report: { verdict: 'favorable' } })
    expect((await requestIdOf(first)).status).toBe('reported')
    expect((await as('agent', 'PUT', url, { ...report, version: booking!.version + 1 })).json().code).toBe(
      'visit_closed',
    )
    expect(await t.database.db.$count(visitReports, eq(visitReports.bookingId, booking!.id))).toBe(1)
  })
})

describe('research, validation and the visita gate', () => {
  it('address research: recorded, then a write without the current version is 409', async () => {
    const body = {
      addressExists: true,
      addressMatches: true,
      mapsNotes: 'Coincide',
      cadastralNotes: '',
      neighbourhoodRisk: 'bajo',
      result: 'consistente',
    }
    const saved = await as('agent', 'PUT', `${fileOf(first)}/field-visit/research`, body)
    expect(saved.statusCode, saved.body).toBe(200)
    expect(saved.json().research).toMatchObject({ result: 'consistente', version: 1 })
    expect((await as('agent', 'PUT', `${fileOf(first)}/field-visit/research`, body)).statusCode).toBe(409)
    expect((await as('comite', 'PUT', `${fileOf(first)}/field-visit/research`, body)).statusCode).toBe(403)
  })

  it('the gate refuses to leave visita until the analyst accepted the reported visit', async () => {
    const blockers = async () =>
      (await as('admin', 'GET', fileOf(first)))
        .json()
        .allowedTransitions.find((option: { transition: string }) => option.transition === 'advance')
        .blockedBy as string[]
    expect(await blockers()).toContain('field_visit_recorded')
    const detail = (await as('admin', 'GET', fileOf(first))).json()
    const refused = await as('admin', 'POST', `${fileOf(first)}/transitions`, {
      transition: 'advance',
      version: detail.version,
    })
    expect(refused.statusCode).toBe(409)

    const request = await requestIdOf(first)
    const url = `${fileOf(first)}/field-visit/validation`
    expect(
      (
        await as('agent', 'POST', url, {
          requestId: request.id,
          decision: 'accepted',
          version: request.version,
        })
      ).statusCode,
    ).toBe(403)
    const noReason = await as('analista', 'POST', url, {
      requestId: request.id,
      decision: 'revisit',
      version: request.version,
    })
    expect(Object.keys(noReason.json().errors)).toEqual(['reason'])
    const stale = await as('analista', 'POST', url, {
      requestId: request.id,
      decision: 'accepted',
      version: 77,
    })
    expect(stale.json().code).toBe('stale_version')
    const accepted = await as('analista', 'POST', url, {
      requestId: request.id,
      decision: 'accepted',
      version: request.version,
    })
    expect(accepted.statusCode, accepted.body).toBe(200)
    expect(accepted.json().requests[0].validation).toMatchObject({ decision: 'accepted' })
    expect(await blockers()).not.toContain('field_visit_recorded')
  })

  it('a revisit closes the request and opens a new pending one with the reason', async () => {
    const booking = await latestBooking(second)
    const reported = await as('agent', 'PUT', `/api/v1/field-visits/bookings/${booking!.id}/report`, {
      ...report,
      version: booking!.version,
    })
    expect(reported.statusCode, reported.body).toBe(200)
    const request = await requestIdOf(second)
    const revisit = await as('analista', 'POST', `${fileOf(second)}/field-visit/validation`, {
      requestId: request.id,
      decision: 'revisit',
      reason: 'Faltan fotos del negocio',
      version: request.version,
    })
    expect(revisit.statusCode, revisit.body).toBe(200)
    expect(revisit.json().requests.map((r: { status: string }) => r.status)).toEqual(['pending', 'revisit'])
    expect(revisit.json().requests[0].reason).toBe('Faltan fotos del negocio')
  })

  it('the address position: an analyst confirms it (the agent may not), and each photo shows its distance, flagged beyond 500 m', async () => {
    const url = `${fileOf(first)}/field-visit/address-position`
    // The photo of the first visit was taken at 19.43, -99.13 (the photos test above).
    const byAgent = await as('agent', 'PUT', url, { latitude: 19.43, longitude: -99.13, version: null })
    expect(byAgent.statusCode).toBe(403)
    const bad = await as('analista', 'PUT', url, { latitude: 91, longitude: 'x', version: null })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['latitude', 'longitude'])
    // 0.0045° of latitude north: R·Δφ = 6 371 008.8 m × 0.0045 × π/180 = 500.38 m → 500 m, not beyond 500.
    const near = await as('analista', 'PUT', url, { latitude: 19.4345, longitude: -99.13, version: null })
    expect(near.statusCode, near.body).toBe(200)
    const photoOf = (answer: { json: () => { requests: Array<{ visits: Array<{ photos: unknown[] }> }> } }) =>
      answer.json().requests.flatMap((request) => request.visits.flatMap((visit) => visit.photos))[0]
    expect(near.json()).toMatchObject({
      distanceThresholdMeters: 500,
      addressPosition: { latitude: 19.4345, longitude: -99.13, current: true, version: 1 },
    })
    expect(photoOf(near)).toMatchObject({ distanceMeters: 500, farFromAddress: false })
    expect((await as('analista', 'PUT', url, { latitude: 1, longitude: 1, version: null })).statusCode).toBe(
      409,
    )
    // 0.0046°: 111 195.08 m × 0.0046 = 511.50 m → 511 m (rounded half up of 511.497), beyond 500: flagged.
    const far = await as('analista', 'PUT', url, { latitude: 19.4346, longitude: -99.13, version: 1 })
    expect(far.statusCode, far.body).toBe(200)
    expect(photoOf(far)).toMatchObject({ distanceMeters: 511, farFromAddress: true })
    // The agent's own view of the file does not measure their photos.
    const agentView = await as('agent', 'GET', `${fileOf(first)}/field-visit`)
    expect(photoOf(agentView)).toMatchObject({ distanceMeters: null, farFromAddress: false })
    const audited = await t.database.db.$count(
      auditEvents,
      and(eq(auditEvents.action, 'field_visit.address_position'), eq(auditEvents.entityId, String(first.id))),
    )
    expect(audited).toBe(2)
  })

  it('who reads the visit in the file: committee yes, seller and client no (403), unknown id 404', async () => {
    expect((await as('comite', 'GET', `${fileOf(first)}/field-visit`)).statusCode).toBe(200)
    expect((await as('ventas', 'GET', `${fileOf(first)}/field-visit`)).statusCode).toBe(403)
    expect((await as('client', 'GET', `${fileOf(first)}/field-visit`)).statusCode).toBe(403)
    expect(
      (await as('analista', 'GET', `/api/v1/credit-applications/${first.product}/999999/field-visit`))
        .statusCode,
    ).toBe(404)
    const agentView = (await as('visitador', 'GET', `${fileOf(first)}/field-visit`)).json()
    expect(agentView.requests).toEqual([])
  })
})
