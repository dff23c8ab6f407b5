import { z } from 'zod'

/** The sample cart: prices in cents. */
export const cartItems = [
  { id: 'headphones', price: 12_900 },
  { id: 'watch', price: 24_900 },
  { id: 'backpack', price: 7_500 },
] as const

/** The card number's Luhn check digit, so a mistyped number is caught before the payment step ends. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let index = 0; index < digits.length; index++) {
    let digit = Number(digits[digits.length - 1 - index])
    if (index % 2 === 1) {
      digit *= 2
      if (digit > 9) digit -= 9
    }
    sum += digit
  }
  return digits.length >= 13 && sum % 10 === 0
}

/** MM/YY not before the current month. */
export function expiryValid(text: string, now = new Date()): boolean {
  const match = /^(\d{2})\/(\d{2})$/.exec(text)
  if (!match) return false
  const month = Number(match[1])
  const year = 2000 + Number(match[2])
  if (month < 1 || month > 12) return false
  return year > now.getFullYear() || (year === now.getFullYear() && month >= now.getMonth() + 1)
}

const text = (max: number) => z.string().trim().min(1, 'required').max(max, `too_long:${max}`)

/** Each step's rules; the wizard moves on only when its step passes (messages are error codes). */
export const stepSchemas = {
  cart: z.object({
    quantities: z
      .record(z.string(), z.number().int().min(0).max(10, 'too_big:10'))
      .refine((quantities) => Object.values(quantities).some((quantity) => quantity > 0), 'cart_empty'),
  }),
  address: z.object({
    fullName: text(120),
    street: text(200),
    postalCode: z
      .string()
      .trim()
      .regex(/^\d{5}$/, 'invalid_format'),
    phone: z
      .string()
      .trim()
      .regex(/^\d{10}$/, 'invalid_phone'),
  }),
  payment: z.object({
    cardName: text(120),
    cardNumber: z
      .string()
      .transform((value) => value.replace(/\s+/g, ''))
      .refine((value) => /^\d{13,19}$/.test(value) && luhnValid(value), 'invalid_check_digit'),
    expiry: z
      .string()
      .trim()
      .refine((value) => expiryValid(value), 'invalid_date'),
    cvv: z
      .string()
      .trim()
      .regex(/^\d{3,4}$/, 'invalid_format'),
  }),
} as const
export type StepName = keyof typeof stepSchemas

/** The order's total: exact cents, quantities times prices. */
export const cartTotal = (quantities: Record<string, number>) =>
  cartItems.reduce((total, item) => total + item.price * (quantities[item.id] ?? 0), 0)
