import { beforeAll, describe, expect, it } from 'vitest'
import type {
  CustomerListResponse,
  OrderListResponse,
  ReferralListResponse,
  ReviewListResponse,
} from '@mesa/contracts'
import { foldForSort } from '../../src/lib/sql-text'
import { demoAreaToken } from '../helpers/demo-permission'
import { getOk, type Query } from '../helpers/get-ok'
import { useTestApp } from '../helpers/use-test-app'

let token: string

const t = useTestApp()
beforeAll(async () => {
  // The demo area is only for those given it (issue 38).
  token = await demoAreaToken(t, 'ventas')
}, 240_000)

const get = <T>(url: string, query: Query = {}) => getOk<T>(t, token, url, query)
const all = { itemsPerPage: 100 }
const folded = (values: string[]) => values.map(foldForSort)
const sortedCopy = <T>(values: T[], compare: (a: T, b: T) => number) => [...values].sort(compare)
const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)

describe('GET /api/apps/ecommerce/orders', () => {
  const orders = (query = {}) => get<OrderListResponse>('/api/apps/ecommerce/orders', query)

  it('answers the 100 seeded orders, 10 per page by default, with every spec field', async () => {
    const body = await orders()
    expect(body.total).toBe(100)
    expect(body.orders).toHaveLength(10)
    expect(Object.keys(body.orders[0]!).sort()).toEqual(
      [
        'avatar',
        'customer',
        'date',
        'email',
        'id',
        'method',
        'methodNumber',
        'order',
        'payment',
        'spent',
        'status',
        'time',
      ].sort(),
    )
    expect(body.orders[0]!.time).toMatch(/^\d{2}:\d{2} (AM|PM)$/)
  })

  it('q matches customer, e-mail and order number, case-insensitively', async () => {
    const { orders: every } = await orders(all)
    const sample = every[17]!
    const byName = await orders({ q: sample.customer.toUpperCase(), ...all })
    expect(byName.orders.map((o) => o.id)).toContain(sample.id)
    expect(
      byName.orders.every(
        (o) =>
          o.customer.toLowerCase().includes(sample.customer.toLowerCase()) ||
          o.email.toLowerCase().includes(sample.customer.toLowerCase()),
      ),
    ).toBe(true)
    const byEmail = await orders({ q: sample.email, ...all })
    expect(byEmail.orders.map((o) => o.id)).toEqual([sample.id])
    const byNumber = await orders({ q: String(sample.order), ...all })
    expect(byNumber.orders.map((o) => o.id)).toContain(sample.id)
    expect(byNumber.total).toBe(byNumber.orders.length)
  })

  it('sorts by order, customers (folding case and accents), date, status and spent, both ways', async () => {
    const asc = (sortBy: string) => orders({ sortBy, orderBy: 'asc', ...all }).then((b) => b.orders)
    const byOrder = await asc('order')
    expect(byOrder.map((o) => o.order)).toEqual(
      sortedCopy(
        byOrder.map((o) => o.order),
        (a, b) => a - b,
      ),
    )
    const byCustomer = await asc('customers')
    expect(folded(byCustomer.map((o) => o.customer))).toEqual(
      sortedCopy(folded(byCustomer.map((o) => o.customer)), byText),
    )
    const byDate = await asc('date')
    expect(byDate.map((o) => o.date)).toEqual(
      sortedCopy(
        byDate.map((o) => o.date),
        byText,
      ),
    )
    const bySpent = await orders({ sortBy: 'spent', orderBy: 'desc', ...all })
    const spent = bySpent.orders.map((o) => o.spent)
    expect(spent).toEqual(sortedCopy(spent, (a, b) => b - a))
    const byStatus = await asc('status')
    expect(folded(byStatus.map((o) => o.status))).toEqual(
      sortedCopy(folded(byStatus.map((o) => o.status)), byText),
    )
  })

  it('pages without overlap', async () => {
    const first = await orders({ sortBy: 'order', page: 1, itemsPerPage: 5 })
    const second = await orders({ sortBy: 'order', page: 2, itemsPerPage: 5 })
    expect(first.orders).toHaveLength(5)
    expect(second.orders[0]!.order).toBeGreaterThan(first.orders[4]!.order)
    expect(second.total).toBe(100)
  })

  it('a bad sort key or page size is a 400 naming the field', async () => {
    const response = await t.as(token, {
      method: 'GET',
      url: '/api/apps/ecommerce/orders?sortBy=nope&itemsPerPage=500',
    })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual(['itemsPerPage', 'sortBy'])
  })

  it('GET one order answers it; DELETE answers 204 always, and the order is gone', async () => {
    const {
      orders: [order],
    } = await orders()
    expect(
      (await t.as(token, { method: 'GET', url: `/api/apps/ecommerce/orders/${order!.id}` })).json(),
    ).toEqual(order)
    const removed = await t.as(token, { method: 'DELETE', url: `/api/apps/ecommerce/orders/${order!.id}` })
    expect(removed.statusCode).toBe(204)
    const again = await t.as(token, { method: 'DELETE', url: `/api/apps/ecommerce/orders/${order!.id}` })
    expect(again.statusCode).toBe(204)
    const gone = await t.as(token, { method: 'GET', url: `/api/apps/ecommerce/orders/${order!.id}` })
    expect(gone.statusCode).toBe(404)
    expect(gone.body).toBe('')
    expect((await orders()).total).toBe(99)
  })
})

describe('GET /api/apps/ecommerce/customers', () => {
  const customers = (query = {}) => get<CustomerListResponse>('/api/apps/ecommerce/customers', query)

  it('answers 100 customers; q matches customer, country and e-mail', async () => {
    const { customers: every, total } = await customers(all)
    expect(total).toBe(100)
    const sample = every[3]!
    const byCountry = await customers({ q: sample.country.toLowerCase(), ...all })
    expect(
      byCountry.customers.every(
        (c) =>
          c.country === sample.country ||
          c.customer.toLowerCase().includes(sample.country.toLowerCase()) ||
          c.email.includes(sample.country.toLowerCase()),
      ),
    ).toBe(true)
    expect(byCountry.total).toBe(every.filter((c) => c.country === sample.country).length)
    expect((await customers({ q: sample.email })).customers.map((c) => c.id)).toEqual([sample.id])
  })

  it('sorts by customer, country, customerId, orders and totalSpent', async () => {
    for (const [sortBy, read] of [
      ['customerId', (c: CustomerListResponse['customers'][number]) => c.customerId],
      ['orders', (c: CustomerListResponse['customers'][number]) => c.order],
      ['totalSpent', (c: CustomerListResponse['customers'][number]) => c.totalSpent],
    ] as const) {
      const values = (await customers({ sortBy, orderBy: 'desc', ...all })).customers.map(read)
      expect(values).toEqual(sortedCopy(values, (a, b) => b - a))
    }
    for (const sortBy of ['customer', 'country'] as const) {
      const values = folded((await customers({ sortBy, ...all })).customers.map((c) => c[sortBy]))
      expect(values).toEqual(sortedCopy(values, byText))
    }
  })

  it('GET by customerId adds status Active and a contact; unknown is 404 with an empty body', async () => {
    const {
      customers: [sample],
    } = await customers()
    const detail = await get<Record<string, unknown>>(`/api/apps/ecommerce/customers/${sample!.customerId}`)
    expect(detail).toMatchObject({ ...sample, status: 'Active' })
    expect(detail.contact).toMatch(/^\+52/)
    const unknown = await t.as(token, { method: 'GET', url: '/api/apps/ecommerce/customers/99' })
    expect(unknown.statusCode).toBe(404)
    expect(unknown.body).toBe('')
  })
})

describe('GET /api/apps/ecommerce/reviews', () => {
  const reviews = (query = {}) => get<ReviewListResponse>('/api/apps/ecommerce/reviews', query)

  it("filters by status, 'All' meaning no filter", async () => {
    const everything = await reviews({ status: 'All' })
    expect(everything.total).toBe(100)
    const pending = await reviews({ status: 'Pending', ...all })
    const completed = await reviews({ status: 'Completed', ...all })
    expect(pending.reviews.every((r) => r.status === 'Pending')).toBe(true)
    expect(pending.total + completed.total).toBe(100)
    expect(pending.reviews[0]!.date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/)
  })

  it('q matches product, reviewer, e-mail, head and para', async () => {
    const { reviews: every } = await reviews(all)
    const sample = every[9]!
    for (const q of [sample.product, sample.reviewer, sample.email, sample.head, sample.para.slice(0, 12)]) {
      expect((await reviews({ q, ...all })).reviews.map((r) => r.id)).toContain(sample.id)
    }
  })

  it('sorts by product, reviewer, date and status', async () => {
    const dates = (await reviews({ sortBy: 'date', ...all })).reviews.map((r) =>
      r.date.replace(/(\d+)\/(\d+)\/(\d+)/, '$3$1$2'),
    )
    expect(dates).toEqual(sortedCopy(dates, byText))
    const reviewers = folded(
      (await reviews({ sortBy: 'reviewer', orderBy: 'desc', ...all })).reviews.map((r) => r.reviewer),
    )
    expect(reviewers).toEqual(sortedCopy(reviewers, byText).reverse())
  })

  it('DELETE answers 204, then 404 with an empty body', async () => {
    const {
      reviews: [review],
    } = await reviews()
    expect(
      (await t.as(token, { method: 'DELETE', url: `/api/apps/ecommerce/reviews/${review!.id}` })).statusCode,
    ).toBe(204)
    const again = await t.as(token, { method: 'DELETE', url: `/api/apps/ecommerce/reviews/${review!.id}` })
    expect(again.statusCode).toBe(404)
    expect(again.body).toBe('')
  })
})

describe('GET /api/apps/ecommerce/referrals', () => {
  const referrals = (query = {}) => get<ReferralListResponse>('/api/apps/ecommerce/referrals', query)
  const cents = (text: string) => Number(text.replace(/[$,.]/g, ''))

  it('answers 45 referrals with dollar texts; earning and value sort by amount', async () => {
    const body = await referrals(all)
    expect(body.total).toBe(45)
    expect(body.referrals[0]!.value).toMatch(/^\$[\d,]+\.\d{2}$/)
    for (const sortBy of ['earning', 'value'] as const) {
      const amounts = (await referrals({ sortBy, orderBy: 'asc', ...all })).referrals.map((r) =>
        cents(r[sortBy]),
      )
      expect(amounts).toEqual(sortedCopy(amounts, (a, b) => a - b))
    }
    const ids = (await referrals({ sortBy: 'referred-id', ...all })).referrals.map((r) => r.referredId)
    expect(ids).toEqual(sortedCopy(ids, (a, b) => a - b))
    const users = folded((await referrals({ sortBy: 'users', ...all })).referrals.map((r) => r.user))
    expect(users).toEqual(sortedCopy(users, byText))
  })

  it('earning is a tenth of the value, exact to the cent', async () => {
    for (const referral of (await referrals(all)).referrals)
      expect(cents(referral.earning)).toBe(Math.floor(cents(referral.value) / 10))
  })
})
