import { z } from 'zod'
import { idTextSchema } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'

/** Spec §4 order states, in the order a parcel goes through them. */
export const orderStatuses = ['Dispatched', 'Out for Delivery', 'Ready to Pickup', 'Delivered'] as const
export type OrderStatus = (typeof orderStatuses)[number]
export const orderPaymentMethods = ['paypalLogo', 'mastercard'] as const
export const reviewStatuses = ['Pending', 'Completed'] as const
export type ReviewStatus = (typeof reviewStatuses)[number]
export const referralStatuses = ['Paid', 'Unpaid', 'Rejected'] as const
export type ReferralStatus = (typeof referralStatuses)[number]

// ---------------------------------------------------------------- orders (spec §3 "Order", §7)

export const orderSortKeys = ['order', 'customers', 'date', 'status', 'spent'] as const
export const orderListQuerySchema = listQuerySchema(orderSortKeys)
export type OrderListQuery = z.infer<typeof orderListQuerySchema>

export const orderSchema = z.object({
  id: z.number().int(),
  order: z.number().int(),
  customer: z.string(),
  email: z.string(),
  avatar: z.string(),
  /** 1 to 4: the template's payment states (1 pending, 2 paid, 3 cancelled, 4 failed). */
  payment: z.number().int().min(1).max(4),
  status: z.enum(orderStatuses),
  /** Integer cents (exact); the screens format it as money. */
  spent: z.number().int(),
  method: z.enum(orderPaymentMethods),
  /** The day the order was placed, YYYY-MM-DD. */
  date: z.string(),
  /** 12-hour clock text, e.g. '10:21 AM'. */
  time: z.string(),
  methodNumber: z.number().int(),
})
export type Order = z.infer<typeof orderSchema>
export const orderListResponseSchema = z.object({ orders: z.array(orderSchema), total: z.number().int() })
export type OrderListResponse = z.infer<typeof orderListResponseSchema>

// ---------------------------------------------------------------- customers

export const customerSortKeys = ['customer', 'country', 'customerId', 'orders', 'totalSpent'] as const
export const customerListQuerySchema = listQuerySchema(customerSortKeys)
export type CustomerListQuery = z.infer<typeof customerListQuerySchema>

export const customerSchema = z.object({
  id: z.number().int(),
  customer: z.string(),
  customerId: z.number().int(),
  email: z.string(),
  country: z.string(),
  /** The flag as an emoji built from countryCode. */
  countryFlag: z.string(),
  countryCode: z.string(),
  /** How many orders the customer placed. */
  order: z.number().int(),
  /** Integer cents. */
  totalSpent: z.number().int(),
  avatar: z.string(),
})
export type Customer = z.infer<typeof customerSchema>
export const customerListResponseSchema = z.object({
  customers: z.array(customerSchema),
  total: z.number().int(),
})
export type CustomerListResponse = z.infer<typeof customerListResponseSchema>
export const customerDetailSchema = customerSchema.extend({
  status: z.literal('Active'),
  contact: z.string(),
})
export type CustomerDetail = z.infer<typeof customerDetailSchema>
/** GET .../customers/:id takes the customerId (spec §7), not the row id. */
export const customerIdParamsSchema = z.object({ id: idTextSchema() })

// ---------------------------------------------------------------- reviews

export const reviewSortKeys = ['product', 'reviewer', 'date', 'status'] as const
const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
export const reviewListQuerySchema = listQuerySchema(reviewSortKeys).extend({
  /** 'All' means no filter (spec §7). */
  status: z.preprocess(emptyToUndefined, z.enum(['All', ...reviewStatuses]).optional()),
})
export type ReviewListQuery = z.infer<typeof reviewListQuerySchema>

export const reviewSchema = z.object({
  id: z.number().int(),
  product: z.string(),
  companyName: z.string(),
  productImage: z.string(),
  reviewer: z.string(),
  email: z.string(),
  avatar: z.string(),
  /** month/day/year, e.g. '05/21/2025'. */
  date: z.string(),
  status: z.enum(reviewStatuses),
  /** The rating, 1 to 5. */
  review: z.number().int().min(1).max(5),
  head: z.string(),
  para: z.string(),
})
export type Review = z.infer<typeof reviewSchema>
export const reviewListResponseSchema = z.object({ reviews: z.array(reviewSchema), total: z.number().int() })
export type ReviewListResponse = z.infer<typeof reviewListResponseSchema>

// ---------------------------------------------------------------- referrals

export const referralSortKeys = ['users', 'referred-id', 'earning', 'value', 'status'] as const
export const referralListQuerySchema = listQuerySchema(referralSortKeys).omit({ q: true })
export type ReferralListQuery = z.infer<typeof referralListQuerySchema>

export const referralSchema = z.object({
  id: z.number().int(),
  user: z.string(),
  email: z.string(),
  /** May be empty (spec §3): the screen shows initials. */
  avatar: z.string(),
  referredId: z.number().int(),
  status: z.enum(referralStatuses),
  /** Dollar text, e.g. '$2,459.75' (spec §3); sorting uses the exact amount behind it. */
  value: z.string(),
  earning: z.string(),
})
export type Referral = z.infer<typeof referralSchema>
export const referralListResponseSchema = z.object({
  referrals: z.array(referralSchema),
  total: z.number().int(),
})
export type ReferralListResponse = z.infer<typeof referralListResponseSchema>
