import { and, eq } from 'drizzle-orm'
import type {
  Customer,
  CustomerDetail,
  CustomerListQuery,
  CustomerListResponse,
  Order,
  OrderListQuery,
  OrderListResponse,
  ReferralListQuery,
  ReferralListResponse,
  Review,
  ReviewListQuery,
  ReviewListResponse,
} from '@mesa/contracts'
import type { Executor } from '../../../db/client'
import { demoCustomers, demoOrders, demoReferrals, demoReviews } from './ecommerce.schema'
import { asText, demoOrder, demoSearch, dollarText, readDemoPage } from '../demo-list'

const timeText = new Intl.DateTimeFormat('en-US', {
  hour: '2-digit',
  minute: '2-digit',
  hour12: true,
  timeZone: 'UTC',
})

type OrderRow = typeof demoOrders.$inferSelect
const toOrder = (row: OrderRow): Order => ({
  id: row.id,
  order: row.orderNumber,
  customer: row.customer,
  email: row.email,
  avatar: row.avatar,
  payment: row.payment,
  status: row.status,
  spent: row.spentCents,
  method: row.method,
  date: row.placedAt.toISOString().slice(0, 10),
  time: timeText.format(row.placedAt),
  methodNumber: row.methodNumber,
})

/** Spec §7 orders: q over customer, e-mail and order number; sort keys order, customers, date, status, spent. */
export async function listOrders(db: Executor, query: OrderListQuery): Promise<OrderListResponse> {
  const where = demoSearch(query.q, [demoOrders.customer, demoOrders.email, asText(demoOrders.orderNumber)])
  const order = demoOrder(
    {
      order: { value: demoOrders.orderNumber },
      customers: { text: demoOrders.customer },
      date: { value: demoOrders.placedAt },
      status: { text: demoOrders.status },
      spent: { value: demoOrders.spentCents },
    },
    demoOrders.id,
    query,
  )
  const { rows, total } = await readDemoPage(db, demoOrders, where, order, query)
  return { orders: rows.map(toOrder), total }
}

export async function findOrder(db: Executor, id: number): Promise<Order | null> {
  const [row] = await db.select().from(demoOrders).where(eq(demoOrders.id, id))
  return row ? toOrder(row) : null
}

/** Spec §7: DELETE answers 204 whether or not the order existed. */
export async function deleteOrder(db: Executor, id: number) {
  await db.delete(demoOrders).where(eq(demoOrders.id, id))
}

// ---------------------------------------------------------------- customers

type CustomerRow = typeof demoCustomers.$inferSelect
/** The flag emoji of a two-letter country code (regional indicator symbols). */
export const flagOf = (code: string) =>
  String.fromCodePoint(...[...code.toUpperCase()].map((char) => 0x1f1e6 + char.charCodeAt(0) - 65))

const toCustomer = (row: CustomerRow): Customer => ({
  id: row.id,
  customer: row.customer,
  customerId: row.customerId,
  email: row.email,
  country: row.country,
  countryFlag: flagOf(row.countryCode),
  countryCode: row.countryCode,
  order: row.orderCount,
  totalSpent: row.totalSpentCents,
  avatar: row.avatar,
})

/** Spec §7 customers: q over customer, country, e-mail; sort keys customer, country, customerId, orders, totalSpent. */
export async function listCustomers(db: Executor, query: CustomerListQuery): Promise<CustomerListResponse> {
  const where = demoSearch(query.q, [demoCustomers.customer, demoCustomers.country, demoCustomers.email])
  const order = demoOrder(
    {
      customer: { text: demoCustomers.customer },
      country: { text: demoCustomers.country },
      customerId: { value: demoCustomers.customerId },
      orders: { value: demoCustomers.orderCount },
      totalSpent: { value: demoCustomers.totalSpentCents },
    },
    demoCustomers.id,
    query,
  )
  const { rows, total } = await readDemoPage(db, demoCustomers, where, order, query)
  return { customers: rows.map(toCustomer), total }
}

/** A customer by its customerId, with status and contact (spec §7); null when unknown. */
export async function findCustomer(db: Executor, customerId: number): Promise<CustomerDetail | null> {
  const [row] = await db.select().from(demoCustomers).where(eq(demoCustomers.customerId, customerId))
  return row ? { ...toCustomer(row), status: 'Active', contact: row.contact } : null
}

// ---------------------------------------------------------------- reviews

const monthDayYear = (isoDate: string) => {
  const [year, month, day] = isoDate.split('-')
  return `${month}/${day}/${year}`
}

type ReviewRow = typeof demoReviews.$inferSelect
const toReview = ({ reviewedOn, rating, ...row }: ReviewRow): Review => ({
  ...row,
  date: monthDayYear(reviewedOn),
  review: rating,
})

/** Spec §7 reviews: status ('All' = no filter); q over product, reviewer, e-mail, head, para. */
export async function listReviews(db: Executor, query: ReviewListQuery): Promise<ReviewListResponse> {
  const where = and(
    query.status && query.status !== 'All' ? eq(demoReviews.status, query.status) : undefined,
    demoSearch(query.q, [
      demoReviews.product,
      demoReviews.reviewer,
      demoReviews.email,
      demoReviews.head,
      demoReviews.para,
    ]),
  )
  const order = demoOrder(
    {
      product: { text: demoReviews.product },
      reviewer: { text: demoReviews.reviewer },
      date: { value: demoReviews.reviewedOn },
      status: { text: demoReviews.status },
    },
    demoReviews.id,
    query,
  )
  const { rows, total } = await readDemoPage(db, demoReviews, where, order, query)
  return { reviews: rows.map(toReview), total }
}

/** True when the review existed (204), false for 404. */
export async function deleteReview(db: Executor, id: number): Promise<boolean> {
  const deleted = await db.delete(demoReviews).where(eq(demoReviews.id, id)).returning({ id: demoReviews.id })
  return deleted.length > 0
}

// ---------------------------------------------------------------- referrals

/** Spec §7 referrals: sort keys users, referred-id, earning, value, status; amounts sort by their exact cents. */
export async function listReferrals(db: Executor, query: ReferralListQuery): Promise<ReferralListResponse> {
  const order = demoOrder(
    {
      users: { text: demoReferrals.userName },
      'referred-id': { value: demoReferrals.referredId },
      earning: { value: demoReferrals.earningCents },
      value: { value: demoReferrals.valueCents },
      status: { text: demoReferrals.status },
    },
    demoReferrals.id,
    query,
  )
  const { rows, total } = await readDemoPage(db, demoReferrals, undefined, order, query)
  return {
    referrals: rows.map((row) => ({
      id: row.id,
      user: row.userName,
      email: row.email,
      avatar: row.avatar,
      referredId: row.referredId,
      status: row.status,
      value: dollarText(row.valueCents),
      earning: dollarText(row.earningCents),
    })),
    total,
  }
}
