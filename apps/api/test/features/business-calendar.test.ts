import { beforeAll, describe, expect, it } from 'vitest'
import { businessCalendarPaths, type CalendarYear } from '@mesa/contracts'
import { useTestApp } from '../helpers/use-test-app'

let admin: string
let seller: string

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
  seller = (await t.login('ventas@demo.com', 'ventas')).accessToken
})

const yearOf = (token: string, year: number) =>
  t.as(token, { method: 'GET', url: businessCalendarPaths.year.replace(':year', String(year)) })
const adjust = (token: string, payload: object) =>
  t.as(token, { method: 'POST', url: businessCalendarPaths.adjustments, payload })
const undo = (token: string, date: string) =>
  t.as(token, { method: 'DELETE', url: businessCalendarPaths.adjustment.replace(':date', date) })

describe('the business calendar (docs/domain.md "The holiday calendar")', () => {
  it("answers 2026's official and bank holidays, computed (nothing stored)", async () => {
    const response = await yearOf(admin, 2026)
    expect(response.statusCode).toBe(200)
    const days = response.json<CalendarYear>().days
    // 1 Feb, 1 Mar and 1 Nov 2026 are Sundays: the Mondays are 2 Feb, 16 Mar (third), 16 Nov (third);
    // Easter is 5 April, so Holy Thursday and Good Friday are 2 and 3 April.
    expect(days.map((day) => day.date)).toEqual(
      expect.arrayContaining(['2026-02-02', '2026-03-16', '2026-04-02', '2026-04-03', '2026-11-16']),
    )
    expect(days.find((day) => day.date === '2026-04-03')).toMatchObject({
      reason: 'good_friday',
      source: 'official',
    })
  })

  it('an administrator adds a day and removes a holiday; each date takes one change, undone by DELETE', async () => {
    const added = await adjust(admin, { date: '2026-06-07', kind: 'added', note: 'Jornada electoral' })
    expect(added.statusCode).toBe(200)
    expect(added.json<CalendarYear>().days.find((day) => day.date === '2026-06-07')).toMatchObject({
      source: 'added',
      reason: null,
      note: 'Jornada electoral',
    })
    const removed = await adjust(admin, { date: '2026-11-02', kind: 'removed', note: 'Se trabaja' })
    expect(removed.json<CalendarYear>().days.find((day) => day.date === '2026-11-02')).toMatchObject({
      source: 'removed',
      reason: 'all_souls_day',
    })
    const again = await adjust(admin, { date: '2026-06-07', kind: 'added', note: 'Otra vez' })
    expect(again.statusCode).toBe(409)
    expect((await undo(admin, '2026-06-07')).statusCode).toBe(200)
    expect((await undo(admin, '2026-06-07')).statusCode).toBe(404)
    expect(
      (await undo(admin, '2026-11-02')).json<CalendarYear>().days.find((d) => d.date === '2026-11-02'),
    ).toMatchObject({
      source: 'official',
    })
  })

  it('400 naming the field: removing a day that is no holiday, adding one that is, a bad kind or no note', async () => {
    const fieldsOf = async (payload: object) => {
      const response = await adjust(admin, payload)
      expect(response.statusCode).toBe(400)
      return Object.keys(response.json<{ errors: Record<string, unknown> }>().errors)
    }
    expect(await fieldsOf({ date: '2026-06-10', kind: 'removed', note: 'x' })).toEqual(['date'])
    expect(await fieldsOf({ date: '2026-12-25', kind: 'added', note: 'x' })).toEqual(['date'])
    expect(await fieldsOf({ date: '2026-06-10', kind: 'moved', note: '' })).toEqual(
      expect.arrayContaining(['kind', 'note']),
    )
    expect(
      (await yearOf(admin, 2026)).json<CalendarYear>().days.some((day) => day.date === '2026-06-10'),
    ).toBe(false)
  })

  it('only administrators change it', async () => {
    expect((await adjust(seller, { date: '2026-06-08', kind: 'added', note: 'x' })).statusCode).toBe(403)
  })
})
