import { z } from 'zod'
import { amountSchema, versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { safeEmail, singleLineText } from '../common/text'

/**
 * The demo store's settings (spec §2 "E-commerce … settings"; the template's tabs: store details, payments,
 * checkout, shipping, locations, notifications). One record per store; the spec names the screen, not its
 * calls, so GET/PUT are ours. The body is flat so each refusal names the one field the form shows.
 */
export const storeSettingsTabs = [
  'store',
  'payments',
  'checkout',
  'shipping',
  'locations',
  'notifications',
] as const
export type StoreSettingsTab = (typeof storeSettingsTabs)[number]

export const storeCurrencies = ['MXN', 'USD', 'EUR'] as const
export const storeTimezones = ['America/Mexico_City', 'America/Monterrey', 'America/Tijuana', 'UTC'] as const
export const weightUnits = ['kg', 'lb'] as const
export const contactMethods = ['phone', 'email'] as const
/** How the checkout asks for an optional field. */
export const fieldDemands = ['hidden', 'optional', 'required'] as const
/** Payment providers; at least one must stay on or the store could not take an order. */
export const storePaymentMethods = ['cardPayments', 'paypal', 'bankTransfer', 'cashOnDelivery'] as const
export const storeNotifications = [
  'orderPlaced',
  'orderCancelled',
  'orderRefunded',
  'shippingUpdate',
] as const

const text = (min: number, max: number) =>
  singleLineText({ error: fieldError('required') })
    .trim()
    .min(min, min === 1 ? fieldError('required') : fieldError('too_short', min))
    .max(max, fieldError('too_long', max))
const flag = () => z.boolean({ error: fieldError('invalid_value') })
const choice = <T extends readonly [string, ...string[]]>(values: T) =>
  z.enum(values, { error: fieldError('invalid_choice') })

const storeSettingsFields = z.object({
  // Store details
  storeName: text(2, 80),
  storePhone: singleLineText({ error: fieldError('required') })
    .trim()
    .regex(/^\+?[0-9 ()-]{7,20}$/, fieldError('invalid_phone')),
  storeEmail: safeEmail(),
  senderEmail: safeEmail(),
  currency: choice(storeCurrencies),
  timezone: choice(storeTimezones),
  weightUnit: choice(weightUnits),
  // Payments
  cardPayments: flag(),
  paypal: flag(),
  bankTransfer: flag(),
  cashOnDelivery: flag(),
  // Checkout
  contactMethod: choice(contactMethods),
  companyField: choice(fieldDemands),
  addressLine2: choice(fieldDemands),
  shippingPhone: choice(fieldDemands),
  // Shipping (integer cents)
  domesticRateCents: amountSchema().int(fieldError('invalid_value')),
  internationalRateCents: amountSchema().int(fieldError('invalid_value')),
  /** An order at or above this ships free; null: never. */
  freeShippingOverCents: amountSchema()
    .int(fieldError('invalid_value'))
    .min(1, fieldError('too_small', 0.01))
    .nullable(),
  // Locations
  locationName: text(2, 80),
  locationAddress: text(5, 200),
  fulfilOnlineOrders: flag(),
  // Notifications (by e-mail to the customer)
  orderPlaced: flag(),
  orderCancelled: flag(),
  orderRefunded: flag(),
  shippingUpdate: flag(),
})

/** At least one payment method stays on, or the store could not take an order. */
const somePayment = (
  settings: Record<(typeof storePaymentMethods)[number], boolean>,
  ctx: z.RefinementCtx,
) => {
  if (!storePaymentMethods.some((method) => settings[method]))
    ctx.addIssue({ code: 'custom', path: ['cardPayments'], message: fieldError('too_few', 1) })
}

export const storeSettingsInputSchema = storeSettingsFields.superRefine(somePayment)
export type StoreSettingsInput = z.infer<typeof storeSettingsInputSchema>

/** PUT body: the whole record and the version it was read at (stale → 409). */
export const storeSettingsUpdateSchema = storeSettingsFields
  .extend({ version: versionSchema() })
  .superRefine(somePayment)
export type StoreSettingsUpdate = z.infer<typeof storeSettingsUpdateSchema>

export const storeSettingsSchema = storeSettingsFields.extend({
  version: z.number().int(),
  updatedAt: z.string(),
})
export type StoreSettings = z.infer<typeof storeSettingsSchema>

/** Which tab shows a field, so a refused save opens the tab of the first wrong field. */
export const storeSettingsTabOf: Record<keyof StoreSettingsInput, StoreSettingsTab> = {
  storeName: 'store',
  storePhone: 'store',
  storeEmail: 'store',
  senderEmail: 'store',
  currency: 'store',
  timezone: 'store',
  weightUnit: 'store',
  cardPayments: 'payments',
  paypal: 'payments',
  bankTransfer: 'payments',
  cashOnDelivery: 'payments',
  contactMethod: 'checkout',
  companyField: 'checkout',
  addressLine2: 'checkout',
  shippingPhone: 'checkout',
  domesticRateCents: 'shipping',
  internationalRateCents: 'shipping',
  freeShippingOverCents: 'shipping',
  locationName: 'locations',
  locationAddress: 'locations',
  fulfilOnlineOrders: 'locations',
  orderPlaced: 'notifications',
  orderCancelled: 'notifications',
  orderRefunded: 'notifications',
  shippingUpdate: 'notifications',
}
