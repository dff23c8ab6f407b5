import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type {
  DashboardStats,
  FaqGroup,
  HelpArticle,
  HelpCenter,
  ProjectListResponse,
  SalesRecord,
  VehicleListResponse,
} from '@mesa/contracts'
import { foldForSort } from '../../src/lib/sql-text'
import { demoAreaToken } from '../helpers/demo-permission'
import { getOk, type Query } from '../helpers/get-ok'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { useTestApp } from '../helpers/use-test-app'

let token: string

const t = useTestApp()
beforeAll(async () => {
  // The demo area is only for those given it (issue 38).
  token = await demoAreaToken(t, 'visitador')
}, 240_000)

const get = <T>(url: string, query: Query = {}) => getOk<T>(t, token, url, query)
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

describe('GET /api/apps/logistics/vehicles', () => {
  const vehicles = (query = {}) => get<VehicleListResponse>('/api/apps/logistics/vehicles', query)

  it('answers { vehicles, totalVehicles } over the 25 vehicles, paged', async () => {
    const body = await vehicles({ itemsPerPage: 5, page: 5 })
    expect(body.totalVehicles).toBe(25)
    expect(body.vehicles).toHaveLength(5)
    expect(body.vehicles.every((v) => v.progress >= 0 && v.progress <= 100)).toBe(true)
  })

  it('sorts by location, startRoute, endRoute, warnings and progress', async () => {
    const rows = async (sortBy: string, orderBy = 'asc') =>
      (await vehicles({ sortBy, orderBy, itemsPerPage: 25 })).vehicles
    const locations = (await rows('location', 'desc')).map((v) => v.location)
    expect(locations).toEqual([...locations].sort((a, b) => b - a))
    const progress = (await rows('progress')).map((v) => v.progress)
    expect(progress).toEqual([...progress].sort((a, b) => a - b))
    for (const [sortBy, field] of [
      ['startRoute', 'startCity'],
      ['endRoute', 'endCity'],
      ['warnings', 'warnings'],
    ] as const) {
      const values = (await rows(sortBy)).map((v) => foldForSort(v[field]))
      expect(values).toEqual([...values].sort(byText))
    }
  })
})

describe('GET /api/dashboard/analytics/projects', () => {
  const projects = (query = {}) => get<ProjectListResponse>('/api/dashboard/analytics/projects', query)

  it('answers { projects, totalPages, totalProjects, page } over 7 projects', async () => {
    const body = await projects({ itemsPerPage: 5, page: 2 })
    expect(body).toMatchObject({ totalPages: 2, totalProjects: 7, page: 2 })
    expect(body.projects).toHaveLength(2)
    expect(body.projects[0]!.hours).toMatch(/^\d+:\d{2}h$/)
  })

  it('resets the page to 1 when asked beyond the page count', async () => {
    const body = await projects({ itemsPerPage: 5, page: 9 })
    expect(body.page).toBe(1)
    expect(body.projects).toHaveLength(5)
  })

  it('q matches name, leader and project; sorts by project, leader, progress', async () => {
    const every = (await projects({ itemsPerPage: 10 })).projects
    const sample = every[2]!
    for (const q of [sample.name, sample.leader, sample.project])
      expect((await projects({ q: q.toUpperCase() })).projects.map((p) => p.id)).toContain(sample.id)
    const names = (await projects({ sortBy: 'project' })).projects.map((p) => foldForSort(p.name))
    expect(names).toEqual([...names].sort(byText))
    const progress = (await projects({ sortBy: 'progress', orderBy: 'desc' })).projects.map((p) => p.progress)
    expect(progress).toEqual([...progress].sort((a, b) => b - a))
    const leaders = (await projects({ sortBy: 'leader' })).projects.map((p) => foldForSort(p.leader))
    expect(leaders).toEqual([...leaders].sort(byText))
  })
})

describe('GET /api/dashboard/stats', () => {
  it('aggregates the demo tables exactly', async () => {
    const stats = await get<DashboardStats>('/api/dashboard/stats')
    expect(stats.totals).toMatchObject({ orders: 100, customers: 100, reviews: 100, vehicles: 25 })
    expect(stats.ordersByStatus.reduce((sum, row) => sum + row.count, 0)).toBe(100)
    expect(stats.reviewsByRating.reduce((sum, row) => sum + row.count, 0)).toBe(100)
    expect(stats.salesByMonth.reduce((sum, row) => sum + row.spent, 0)).toBe(stats.totals.sales)
    const orders = await get<{ orders: { spent: number }[] }>('/api/apps/ecommerce/orders', {
      itemsPerPage: 100,
    })
    expect(orders.orders.reduce((sum, order) => sum + order.spent, 0)).toBe(stats.totals.sales)
  })
})

describe('pages', () => {
  it('GET /api/pages/datatable answers every sales record with the spec fields', async () => {
    const records = await get<SalesRecord[]>('/api/pages/datatable')
    expect(records).toHaveLength(50)
    const paidStates = records.map((r) => r.payment.receivedPaymentStatus)
    expect(new Set(paidStates).size).toBeGreaterThan(1)
    for (const record of records) {
      if (record.payment.receivedPaymentStatus === 'Fully Paid')
        expect(record.payment.paidAmount).toBe(record.payment.total)
      if (record.payment.receivedPaymentStatus === 'Unpaid') expect(record.payment.paidAmount).toBe(0)
    }
  })

  it('GET /api/pages/faq filters questions case-insensitively and drops empty groups', async () => {
    const every = await get<FaqGroup[]>('/api/pages/faq')
    expect(every.length).toBe(5)
    const filtered = await get<FaqGroup[]>('/api/pages/faq', { q: 'CANCELAR' })
    expect(filtered).toHaveLength(1)
    expect(filtered[0]!.faqs.map((faq) => faq.question)).toEqual(['¿Hasta cuándo puedo cancelar?'])
    expect(await get<FaqGroup[]>('/api/pages/faq', { q: 'zzz%' })).toEqual([])
  })

  it('GET /api/pages/help-center answers the groups, popular and keep-learning articles; the article by slug', async () => {
    const home = await get<HelpCenter>('/api/pages/help-center')
    expect(home.allArticles).toHaveLength(3)
    expect(home.popularArticles).toHaveLength(3)
    expect(home.keepLearning).toHaveLength(3)
    const article = await get<HelpArticle>('/api/pages/help-center/article', {
      title: home.popularArticles[1]!.slug,
    })
    expect(article.title).toBe(home.popularArticles[1]!.title)
    expect(article.articleList.length).toBeGreaterThan(0)
    const first = await get<HelpArticle>('/api/pages/help-center/article')
    expect(first.title).toBe(home.allArticles[0]!.titles[0])
    const unknown = await t.as(token, { method: 'GET', url: '/api/pages/help-center/article?title=nope' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toBe('')
  })
})

describe('staff without the demo permission (issue 38)', () => {
  it('are refused every demo call and offered no demo destination in the search', async () => {
    const analyst = (await t.login('analista@demo.com', 'analista')).accessToken
    for (const url of ['/api/apps/ecommerce/orders', '/api/pages/faq', '/api/apps/calendar/events'])
      expect((await t.as(analyst, { method: 'GET', url })).statusCode, url).toBe(403)
    for (const q of ['', 'a', 'e', 'Dashboard', 'Cards', 'Settings', 'Product']) {
      const sections = (await t.as(analyst, { method: 'GET', url: `/api/app-bar/search?q=${q}` })).json<
        { children: { url: string }[] }[]
      >()
      expect(sections.flatMap((s) => s.children.map((c) => c.url)).filter(isDemoUrl), q).toEqual([])
    }
  })
})

describe('signed out', () => {
  it('every demo call answers 401', async () => {
    for (const url of ['/api/apps/ecommerce/orders', '/api/pages/faq', '/api/apps/calendar/events'])
      expect((await t.app.inject({ method: 'GET', url })).statusCode).toBe(401)
  })
})

describe('DEMO_PAGES=false', () => {
  let off: TestApp
  let offToken: string
  beforeAll(async () => {
    off = await createTestApp({ demoPages: false })
    offToken = (await off.login('admin@demo.com', 'admin')).accessToken
  }, 240_000)
  afterAll(() => off.close())

  it('every demo route answers 404', async () => {
    for (const [method, url] of [
      ['GET', '/api/apps/ecommerce/orders'],
      ['GET', '/api/apps/ecommerce/orders/1'],
      ['DELETE', '/api/apps/ecommerce/orders/1'],
      ['GET', '/api/apps/ecommerce/customers'],
      ['GET', '/api/apps/ecommerce/customers/100000'],
      ['GET', '/api/apps/ecommerce/reviews'],
      ['DELETE', '/api/apps/ecommerce/reviews/1'],
      ['GET', '/api/apps/ecommerce/referrals'],
      ['GET', '/api/apps/logistics/vehicles'],
      ['GET', '/api/dashboard/analytics/projects'],
      ['GET', '/api/dashboard/stats'],
      ['GET', '/api/pages/datatable'],
      ['GET', '/api/pages/faq'],
      ['GET', '/api/pages/help-center'],
      ['GET', '/api/pages/help-center/article'],
      ['GET', '/api/apps/calendar/events'],
      ['POST', '/api/apps/calendar/events'],
      ['PUT', '/api/apps/calendar/events/1'],
      ['DELETE', '/api/apps/calendar/events/1'],
    ] as const) {
      const response = await off.as(offToken, { method, url })
      expect(response.statusCode, `${method} ${url}`).toBe(404)
    }
  })

  it('the public configuration says so, and the global search offers no demo destination', async () => {
    expect((await off.app.inject({ method: 'GET', url: '/api/v1/config' })).json()).toMatchObject({
      demoPages: false,
    })
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/config' })).json()).toMatchObject({
      demoPages: true,
    })
    const search = async (app: TestApp, bearer: string, q: string) =>
      (await app.as(bearer, { method: 'GET', url: `/api/app-bar/search?q=${encodeURIComponent(q)}` })).json<
        { children: { url: string }[] }[]
      >()
    const demoUrls = (sections: { children: { url: string }[] }[]) =>
      sections.flatMap((section) => section.children.map((child) => child.url)).filter(isDemoUrl)
    const adminOn = (await t.login('admin@demo.com', 'admin')).accessToken
    const on = await search(t, adminOn, '')
    expect(demoUrls(on).length).toBeGreaterThan(0)
    // The UI pages and the store settings are offered in their sections while on.
    expect(demoUrls(await search(t, adminOn, 'Cards'))).toContain('/pages/cards')
    expect(demoUrls(await search(t, adminOn, 'Extensions'))).toContain('/extensions')
    expect(demoUrls(await search(t, adminOn, 'eCommerce Settings'))).toContain('/apps/ecommerce/settings')
    for (const q of ['', 'a', 'e', 'o', 'Dashboard', 'Wizard', 'FAQ', 'Cards', 'Charts', 'Settings', 'Form'])
      expect(demoUrls(await search(off, offToken, q))).toEqual([])
  })
})

/** Every demo screen lives under these paths (packages/contracts/src/demo/demo-screens.ts). */
const isDemoUrl = (url: string) =>
  /^\/(apps\/(ecommerce|academy|calendar|logistics)|dashboards|pages\/(faq|pricing|help-center|cards|icons|typography|dialog-examples|datatable)|front-pages|wizard-examples|charts|tables|forms|components|extensions)/.test(
    url,
  )
