import { beforeAll, describe, expect, it } from 'vitest'
import type { CalendarEvent } from '@mesa/contracts'
import { demoAreaToken } from '../helpers/demo-permission'
import { useTestApp } from '../helpers/use-test-app'

let admin: string
let seller: string

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
  // The demo area is only for those given it (issue 38).
  seller = await demoAreaToken(t, 'ventas')
}, 240_000)

const url = '/api/apps/calendar/events'
const events = async (token: string, query = '') => {
  const response = await t.as(token, { method: 'GET', url: `${url}${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<CalendarEvent[]>()
}
const meeting = {
  title: 'Reunión con aliado',
  start: '2026-11-10T15:00:00.000Z',
  end: '2026-11-10T16:00:00.000Z',
  calendar: 'Business',
}

describe('the demo calendar', () => {
  it('seeds the admin a few events and nobody else any', async () => {
    expect((await events(admin)).length).toBeGreaterThan(3)
    expect(await events(seller)).toEqual([])
  })

  it('creates an event (201), lists it, filters by calendar and by visible range', async () => {
    const created = await t.as(seller, { method: 'POST', url, payload: meeting })
    expect(created.statusCode, created.body).toBe(201)
    const event = created.json<CalendarEvent>()
    expect(event).toMatchObject({ ...meeting, allDay: false, location: '', version: 1 })
    expect(await events(seller, '?calendars=Business,Family')).toEqual([event])
    expect(await events(seller, '?calendars=Personal')).toEqual([])
    expect(await events(seller, '?calendars=')).toEqual([])
    const inRange = '?start=2026-11-01T00:00:00Z&end=2026-12-01T00:00:00Z'
    expect(await events(seller, inRange)).toEqual([event])
    expect(await events(seller, '?start=2026-12-01T00:00:00Z&end=2027-01-01T00:00:00Z')).toEqual([])
  })

  it('moves (drag) and resizes an event with its version; a stale version is a 409 and changes nothing', async () => {
    const event = (
      await t.as(seller, { method: 'POST', url, payload: { ...meeting, title: 'Mover' } })
    ).json<CalendarEvent>()
    const moved = await t.as(seller, {
      method: 'PUT',
      url: `${url}/${event.id}`,
      payload: {
        ...meeting,
        title: 'Mover',
        start: '2026-11-12T15:00:00Z',
        end: '2026-11-12T18:00:00Z',
        version: 1,
      },
    })
    expect(moved.statusCode, moved.body).toBe(200)
    expect(moved.json()).toMatchObject({
      start: '2026-11-12T15:00:00.000Z',
      end: '2026-11-12T18:00:00.000Z',
      version: 2,
    })
    const stale = await t.as(seller, {
      method: 'PUT',
      url: `${url}/${event.id}`,
      payload: { ...meeting, title: 'Otra', version: 1 },
    })
    expect(stale.statusCode).toBe(409)
    expect(stale.json().code).toBe('stale_version')
    expect((await events(seller)).find((e) => e.id === event.id)?.title).toBe('Mover')
  })

  it("never shows, changes or deletes another user's event", async () => {
    const [adminEvent] = await events(admin)
    const put = await t.as(seller, {
      method: 'PUT',
      url: `${url}/${adminEvent!.id}`,
      payload: { ...meeting, version: adminEvent!.version },
    })
    expect(put.statusCode).toBe(404)
    expect((await t.as(seller, { method: 'DELETE', url: `${url}/${adminEvent!.id}` })).statusCode).toBe(404)
    expect((await events(admin)).find((e) => e.id === adminEvent!.id)).toEqual(adminEvent)
  })

  it('deletes my event: 204, then 404', async () => {
    const event = (await t.as(seller, { method: 'POST', url, payload: meeting })).json<CalendarEvent>()
    expect((await t.as(seller, { method: 'DELETE', url: `${url}/${event.id}` })).statusCode).toBe(204)
    expect((await t.as(seller, { method: 'DELETE', url: `${url}/${event.id}` })).statusCode).toBe(404)
  })

  it('bad input is a 400 naming each field', async () => {
    const response = await t.as(seller, {
      method: 'POST',
      url,
      payload: { title: '', start: 'mañana', end: '2026-11-10T10:00:00Z', calendar: 'Work', allDay: 'yes' },
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual(['allDay', 'calendar', 'start', 'title'])
    const backwards = await t.as(seller, {
      method: 'POST',
      url,
      payload: { ...meeting, end: '2026-11-10T14:00:00Z' },
    })
    expect(backwards.statusCode).toBe(400)
    expect(backwards.json().errors).toEqual({ end: ['end_before_start'] })
    const badFilter = await t.as(seller, { method: 'GET', url: `${url}?calendars=Work&start=ayer` })
    expect(badFilter.statusCode).toBe(400)
    expect(Object.keys(badFilter.json().errors).sort()).toEqual(['calendars.0', 'start'])
  })
})
