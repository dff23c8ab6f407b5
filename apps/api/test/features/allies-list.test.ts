import fc from 'fast-check'
import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { allySortKeys, allyStatuses, type AllyListItem, type AllyListResponse } from '@mesa/contracts'
import { auditEvents } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

let admin: string
let client: string
let ventas: string
let supervisor: string

const t = useTestApp()
beforeAll(async () => {
  ;[admin, client, ventas, supervisor] = await demoTokens(t, ['admin', 'client', 'ventas', 'supervisor'])
})

const list = async (
  query: Record<string, string | number | boolean> = {},
  token = admin,
  method: 'GET' | 'POST' = 'POST',
) => {
  const response = await t.as(token, {
    method,
    url: '/api/v1/allies/list',
    query: Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])),
  })
  return response
}
const listOk = async (query: Record<string, string | number | boolean> = {}) => {
  const response = await list(query)
  expect(response.statusCode, response.body).toBe(200)
  return response.json<AllyListResponse>()
}
const everything = async () => (await listOk({ itemsPerPage: -1 })).products

/** 'dd/mm/yyyy' to a sortable 'yyyymmdd'. */
const dayKey = (created: string) => created.split('/').reverse().join('')

describe('POST /api/v1/allies/list', () => {
  it('answers the 50 seeded allies with exactly the list-item fields, 10 per page by default', async () => {
    const body = await listOk()
    expect(body.total).toBe(50)
    expect(body.products).toHaveLength(10)
    for (const item of body.products) {
      expect(Object.keys(item).sort()).toEqual([
        'active',
        'allyName',
        'created',
        'id',
        'image',
        'regionName',
        'seller',
        'status',
        'supervisor',
        'type',
        'zoneName',
      ])
      expect(item.created).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
      expect(item.seller).toMatch(/@/)
      expect(item.supervisor).toMatch(/@/)
      expect(allyStatuses).toContain(item.status)
    }
  })

  it('GET answers the same as POST', async () => {
    const query = { q: 'a', sortBy: 'zoneName', orderBy: 'asc', page: 2, itemsPerPage: 5 }
    const viaPost = await list(query)
    const viaGet = await list(query, admin, 'GET')
    expect(viaGet.statusCode).toBe(200)
    expect(viaGet.json()).toEqual(viaPost.json())
  })

  it('POST also takes the parameters in a JSON body', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/allies/list',
      payload: { status: 'Pending', itemsPerPage: 5 },
    })
    expect(response.statusCode).toBe(200)
    const body = response.json<AllyListResponse>()
    expect(body.products.length).toBeLessThanOrEqual(5)
    expect(body.products.every((item) => item.status === 'Pending')).toBe(true)
  })

  it('orders newest first by default', async () => {
    const items = await everything()
    const days = items.map((item) => dayKey(item.created))
    expect(days).toEqual([...days].sort().reverse())
    expect(items.map((item) => item.id)).toEqual([...items.map((item) => item.id)].sort((a, b) => b - a))
  })

  it('has a seed across zones, types and statuses', async () => {
    const items = await everything()
    expect(new Set(items.map((item) => item.zoneName)).size).toBeGreaterThanOrEqual(6)
    expect(new Set(items.map((item) => item.type)).size).toBeGreaterThanOrEqual(3)
    expect(new Set(items.map((item) => item.status))).toEqual(new Set(allyStatuses))
    expect(items.some((item) => item.type === 'Agencia')).toBe(true)
    expect(new Set(items.map((item) => item.active))).toEqual(new Set([true, false]))
  })

  describe('q', () => {
    it('matches the ally name case-insensitively', async () => {
      const items = await everything()
      const name = items[7]!.allyName
      const needle = name.slice(2, 8)
      for (const q of [needle.toUpperCase(), needle.toLowerCase()]) {
        const body = await listOk({ q, itemsPerPage: -1 })
        expect(body.products.map((item) => item.id)).toContain(items[7]!.id)
        for (const item of body.products) {
          expect(`${item.allyName}\n${item.supervisor}`.toLowerCase()).toContain(needle.toLowerCase())
        }
        const expected = items.filter((item) =>
          `${item.allyName}\n${item.supervisor}`.toLowerCase().includes(needle.toLowerCase()),
        )
        expect(body.total).toBe(expected.length)
      }
    })

    it('matches the supervisor e-mail case-insensitively', async () => {
      const body = await listOk({ q: 'SUPERVISOR@DEMO', itemsPerPage: -1 })
      expect(body.total).toBeGreaterThan(0)
      expect(body.products.every((item) => item.supervisor === 'supervisor@demo.com')).toBe(true)
      const all = await everything()
      expect(body.total).toBe(all.filter((item) => item.supervisor === 'supervisor@demo.com').length)
    })

    it('does not match the seller e-mail', async () => {
      const body = await listOk({ q: 'ventas@demo.com' })
      expect(body.total).toBe(0)
    })

    it('takes % and _ literally and answers empty for no match', async () => {
      expect((await listOk({ q: '%' })).total).toBe(0)
      expect((await listOk({ q: '_' })).total).toBe(0)
      expect(await listOk({ q: 'zzzz-no-such-ally' })).toEqual({ products: [], total: 0 })
    })

    it('answers 400 for control characters in q', async () => {
      const response = await list({ q: 'a\u0000b' })
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json().errors)).toEqual(['q'])
    })

    it('treats an empty q as no search', async () => {
      expect((await listOk({ q: '' })).total).toBe(50)
    })
  })

  describe('filters', () => {
    it.each([true, false])('active=%s', async (active) => {
      const all = await everything()
      const body = await listOk({ active, itemsPerPage: -1 })
      expect(body.products.every((item) => item.active === active)).toBe(true)
      expect(body.total).toBe(all.filter((item) => item.active === active).length)
    })

    it('zoneName exact', async () => {
      const all = await everything()
      const zone = all[0]!.zoneName
      const body = await listOk({ zoneName: zone, itemsPerPage: -1 })
      expect(body.total).toBe(all.filter((item) => item.zoneName === zone).length)
      expect(body.products.every((item) => item.zoneName === zone)).toBe(true)
      expect((await listOk({ zoneName: zone.toUpperCase() })).total).toBe(0)
      expect((await listOk({ zoneName: `${zone}x` })).total).toBe(0)
    })

    it.each(allyStatuses)('status=%s', async (status) => {
      const all = await everything()
      const body = await listOk({ status, itemsPerPage: -1 })
      expect(body.total).toBe(all.filter((item) => item.status === status).length)
      expect(body.products.every((item) => item.status === status)).toBe(true)
    })

    it('combines q with filters', async () => {
      const all = await everything()
      const body = await listOk({ q: 'supervisor@demo', status: 'Completed', active: true, itemsPerPage: -1 })
      const expected = all.filter(
        (item) => item.supervisor === 'supervisor@demo.com' && item.status === 'Completed' && item.active,
      )
      expect(body.products.map((item) => item.id)).toEqual(expected.map((item) => item.id))
    })

    it('answers 400 naming each invalid parameter', async () => {
      const response = await list({
        status: 'Done',
        active: 'maybe',
        sortBy: 'price',
        orderBy: 'up',
        page: 0,
        itemsPerPage: 7000,
      })
      expect(response.statusCode).toBe(400)
      expect(Object.keys(response.json().errors).sort()).toEqual([
        'active',
        'itemsPerPage',
        'orderBy',
        'page',
        'sortBy',
        'status',
      ])
      const viaGet = await list({ status: 'Done' }, admin, 'GET')
      expect(viaGet.statusCode).toBe(400)
      expect(Object.keys(viaGet.json().errors)).toEqual(['status'])
    })
  })

  describe('sortBy', () => {
    const keyOf: Record<(typeof allySortKeys)[number], (item: AllyListItem) => string> = {
      product: (item) => item.allyName,
      zoneName: (item) => item.zoneName,
      status: (item) => item.status,
      created: (item) => dayKey(item.created),
      type: (item) => item.type,
      seller: (item) => item.seller,
    }
    const compare = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

    for (const sortBy of allySortKeys) {
      for (const orderBy of ['asc', 'desc'] as const) {
        it(`${sortBy} ${orderBy}`, async () => {
          const { products } = await listOk({ sortBy, orderBy, itemsPerPage: -1 })
          expect(products).toHaveLength(50)
          const keys = products.map(keyOf[sortBy])
          // The database collation decides letter order; check against its own order via a bytewise-safe check:
          // every adjacent pair is in order under localeCompare or the strict comparison.
          for (let i = 1; i < keys.length; i++) {
            const ordered =
              orderBy === 'asc'
                ? keys[i - 1]!.localeCompare(keys[i]!) <= 0 || compare(keys[i - 1]!, keys[i]!) <= 0
                : keys[i - 1]!.localeCompare(keys[i]!) >= 0 || compare(keys[i - 1]!, keys[i]!) >= 0
            expect(ordered, `${keys[i - 1]} then ${keys[i]}`).toBe(true)
          }
          // Ties are broken by id in the same direction, so paging is stable.
          for (let i = 1; i < products.length; i++) {
            if (keys[i - 1] === keys[i] && sortBy !== 'created') {
              expect(
                orderBy === 'asc'
                  ? products[i - 1]!.id < products[i]!.id
                  : products[i - 1]!.id > products[i]!.id,
              ).toBe(true)
            }
          }
          const reversed = await listOk({
            sortBy,
            orderBy: orderBy === 'asc' ? 'desc' : 'asc',
            itemsPerPage: -1,
          })
          expect(reversed.products.map((item) => item.id)).toEqual(products.map((item) => item.id).reverse())
        })
      }
    }

    it('sorts ascending when orderBy is missing', async () => {
      const asc = await listOk({ sortBy: 'product', orderBy: 'asc' })
      expect((await listOk({ sortBy: 'product' })).products).toEqual(asc.products)
    })

    it('pages through a sort without repeating or skipping an ally', async () => {
      const seen: number[] = []
      for (let page = 1; page <= 5; page++) {
        const body = await listOk({ sortBy: 'status', orderBy: 'desc', page, itemsPerPage: 10 })
        seen.push(...body.products.map((item) => item.id))
      }
      expect(new Set(seen).size).toBe(50)
    })
  })

  describe('paging', () => {
    it('gives the last partial page', async () => {
      const body = await listOk({ page: 3, itemsPerPage: 20 })
      expect(body.products).toHaveLength(10)
      expect(body.total).toBe(50)
      const all = await everything()
      expect(body.products.map((item) => item.id)).toEqual(all.slice(40).map((item) => item.id))
    })

    it('answers empty products with the right total beyond the last page', async () => {
      expect(await listOk({ page: 6, itemsPerPage: 10 })).toEqual({ products: [], total: 50 })
      expect(await listOk({ page: 1000, itemsPerPage: 100, status: 'Pending' })).toMatchObject({
        products: [],
      })
      const pending = await listOk({ status: 'Pending' })
      expect((await listOk({ page: 1000, itemsPerPage: 100, status: 'Pending' })).total).toBe(pending.total)
    })

    it.each([5, 10, 20, 25, 50, 100])('itemsPerPage=%i', async (itemsPerPage) => {
      const body = await listOk({ itemsPerPage })
      expect(body.products).toHaveLength(Math.min(itemsPerPage, 50))
      expect(body.total).toBe(50)
    })

    it('itemsPerPage=-1 gives every ally whatever the page', async () => {
      const body = await listOk({ itemsPerPage: -1, page: 3 })
      expect(body.products).toHaveLength(50)
      expect(body.total).toBe(50)
    })

    it('pages are consecutive slices of the same order', async () => {
      const all = await everything()
      const second = await listOk({ page: 2, itemsPerPage: 5 })
      expect(second.products).toEqual(all.slice(5, 10))
    })
  })

  it('never answers 500 and never more than itemsPerPage, whatever the parameters', async () => {
    const text = fc.oneof(
      fc.constant(''),
      fc.string({ maxLength: 12 }),
      fc.constantFrom('a', 'A', 'Nissan', 'supervisor', '%', '_', '\\', "'", 'ñ', 'Ñ', '😀', '\u0000'),
    )
    const parameters = fc.record(
      {
        q: text,
        active: fc.constantFrom('true', 'false', '', 'yes'),
        zoneName: fc.oneof(
          fc.constantFrom('Centro', 'Norte', 'Sur', 'Bajío', ''),
          fc.string({ maxLength: 8 }),
        ),
        status: fc.constantFrom(...allyStatuses, '', 'All', 'pending'),
        sortBy: fc.constantFrom(...allySortKeys, '', 'id', 'price'),
        orderBy: fc.constantFrom('asc', 'desc', '', 'sideways'),
        page: fc.oneof(fc.integer({ min: -2, max: 12 }), fc.constantFrom('x', '1.5', '99999999999')),
        itemsPerPage: fc.oneof(
          fc.constantFrom(-1, 5, 10, 20, 25, 50, 100),
          fc.integer({ min: -5, max: 200 }),
        ),
      },
      { requiredKeys: [] },
    )
    await fc.assert(
      fc.asyncProperty(parameters, fc.boolean(), async (query, viaGet) => {
        const response = await list(query as Record<string, string | number>, admin, viaGet ? 'GET' : 'POST')
        expect(response.statusCode).not.toBe(500)
        expect([200, 400]).toContain(response.statusCode)
        if (response.statusCode === 200) {
          const body = response.json<AllyListResponse>()
          const size = Number(query.itemsPerPage ?? 10)
          if (size !== -1) expect(body.products.length).toBeLessThanOrEqual(size)
          expect(body.total).toBeGreaterThanOrEqual(body.products.length)
        } else {
          expect(Object.keys(response.json().errors ?? {}).length).toBeGreaterThan(0)
        }
      }),
      { numRuns: 150, seed: 42 },
    )
  })

  it('lets ventas (read Aliados) list', async () => {
    expect((await list({}, ventas)).statusCode).toBe(200)
  })
})

describe('DELETE /api/v1/allies/list/:id', () => {
  it('answers 204, removes exactly that ally and writes an audit event', async () => {
    const before = await everything()
    // One the supervisor supervises: ally-side staff reach only their own allies (issue 9).
    const victim = before.filter((item) => item.supervisor === 'supervisor@demo.com')[1]!
    const response = await t.as(supervisor, { method: 'DELETE', url: `/api/v1/allies/list/${victim.id}` })
    expect(response.statusCode).toBe(204)
    expect(response.body).toBe('')
    const after = await everything()
    expect(after).toHaveLength(before.length - 1)
    expect(after.map((item) => item.id)).toEqual(
      before.filter((item) => item.id !== victim.id).map((item) => item.id),
    )
    const events = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, 'ally'), eq(auditEvents.entityId, String(victim.id))))
    expect(events).toHaveLength(1)
    expect(events[0]).toMatchObject({ action: 'ally.deleted', data: { allyName: victim.allyName } })
    expect(events[0]!.actorUserId).toBeGreaterThan(0)
    // Its detail is gone too.
    const detail = await t.as(admin, { method: 'GET', url: `/api/v1/allies/${victim.id}` })
    expect(detail.statusCode).toBe(404)
    expect(detail.body).toBe('')
  })

  it('answers 404 with an empty body for an unknown or already deleted ally', async () => {
    const all = await everything()
    const id = all[0]!.id
    expect((await t.as(admin, { method: 'DELETE', url: `/api/v1/allies/list/${id}` })).statusCode).toBe(204)
    for (const url of [`/api/v1/allies/list/${id}`, '/api/v1/allies/list/999999']) {
      const response = await t.as(admin, { method: 'DELETE', url })
      expect(response.statusCode).toBe(404)
      expect(response.body).toBe('')
    }
    expect((await everything()).length).toBe(all.length - 1)
  })

  it('answers 400 for an id that is not a number', async () => {
    const response = await t.as(admin, { method: 'DELETE', url: '/api/v1/allies/list/abc' })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toEqual(['id'])
  })

  it('answers 403 for ventas (read only)', async () => {
    const [first] = await everything()
    expect(
      (await t.as(ventas, { method: 'DELETE', url: `/api/v1/allies/list/${first!.id}` })).statusCode,
    ).toBe(403)
  })
})

describe('permissions', () => {
  const someUuid = '00000000-0000-4000-8000-000000000000'
  const routes = [
    ['POST', '/api/v1/allies/list'],
    ['GET', '/api/v1/allies/list'],
    ['DELETE', '/api/v1/allies/list/1'],
    ['GET', '/api/v1/allies/catalogs'],
    ['POST', '/api/v1/allies'],
    ['GET', '/api/v1/allies/1'],
    ['PUT', '/api/v1/allies/1'],
    ['POST', '/api/v1/allies/1/files'],
    ['GET', `/api/v1/allies/1/files/${someUuid}`],
    ['DELETE', `/api/v1/allies/1/files/${someUuid}`],
  ] as const

  it.each(routes)('%s %s answers 403 to client@demo.com and 401 without a token', async (method, url) => {
    const forbidden = await t.as(client, {
      method,
      url,
      payload: method === 'POST' || method === 'PUT' ? {} : undefined,
    })
    expect(forbidden.statusCode).toBe(403)
    const anonymous = await t.app.inject({ method, url })
    expect(anonymous.statusCode).toBe(401)
  })

  it('declares Aliados on every ally route', () => {
    const allyRoutes = t.app.apiRoutes.filter(
      (route) => route.url.startsWith('/api/v1/allies') && !/login|refresh_token|logout|me\b/.test(route.url),
    )
    expect(allyRoutes.length).toBeGreaterThanOrEqual(routes.length)
    for (const route of allyRoutes) {
      // A bulk route opens on any of its actions' permissions, each of them on Aliados.
      const access = route.access
      const needs = typeof access === 'object' && 'anyOf' in access ? access.anyOf : [access]
      for (const need of needs)
        expect(need, `${route.method} ${route.url}`).toMatchObject({ subject: 'Aliados' })
    }
  })
})
