import { date, index, integer, pgTable, serial, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import type { OrderStatus, ReferralStatus, ReviewStatus } from '@mesa/contracts'

/** Demo sample data (spec §3 "Order"): money in integer cents. */
export const demoOrders = pgTable(
  'demo_orders',
  {
    id: serial('id').primaryKey(),
    orderNumber: integer('order_number').notNull().unique(),
    customer: text('customer').notNull(),
    email: text('email').notNull(),
    avatar: text('avatar').notNull().default(''),
    payment: smallint('payment').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    spentCents: integer('spent_cents').notNull(),
    method: text('method').$type<'paypalLogo' | 'mastercard'>().notNull(),
    placedAt: timestamp('placed_at', { withTimezone: true }).notNull(),
    methodNumber: integer('method_number').notNull(),
  },
  (table) => [index('demo_orders_placed_at_idx').on(table.placedAt)],
)

/** Spec §3 "Customer"; `customer_id` is the public number the details page opens by. */
export const demoCustomers = pgTable('demo_customers', {
  id: serial('id').primaryKey(),
  customerId: integer('customer_id').notNull().unique(),
  customer: text('customer').notNull(),
  email: text('email').notNull(),
  country: text('country').notNull(),
  countryCode: text('country_code').notNull(),
  orderCount: integer('order_count').notNull(),
  totalSpentCents: integer('total_spent_cents').notNull(),
  avatar: text('avatar').notNull().default(''),
  contact: text('contact').notNull(),
})

/** Spec §3 "Review". */
export const demoReviews = pgTable('demo_reviews', {
  id: serial('id').primaryKey(),
  product: text('product').notNull(),
  companyName: text('company_name').notNull(),
  productImage: text('product_image').notNull().default(''),
  reviewer: text('reviewer').notNull(),
  email: text('email').notNull(),
  avatar: text('avatar').notNull().default(''),
  reviewedOn: date('reviewed_on', { mode: 'string' }).notNull(),
  status: text('status').$type<ReviewStatus>().notNull(),
  rating: smallint('rating').notNull(),
  head: text('head').notNull(),
  para: text('para').notNull(),
})

/** Spec §3 "Referral": the value and earning are shown as dollar text, kept as exact cents. */
export const demoReferrals = pgTable('demo_referrals', {
  id: serial('id').primaryKey(),
  userName: text('user_name').notNull(),
  email: text('email').notNull(),
  avatar: text('avatar').notNull().default(''),
  referredId: integer('referred_id').notNull(),
  status: text('status').$type<ReferralStatus>().notNull(),
  valueCents: integer('value_cents').notNull(),
  earningCents: integer('earning_cents').notNull(),
})
