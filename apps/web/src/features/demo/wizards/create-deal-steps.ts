import { z } from 'zod'
import { cents, isoDay, requiredText, shareHalfEven, wholeNumber } from './wizard-rules'

/** The create-deal wizard (template "Create Deal"): a promotion's type, details and usage limits. */

const DAY = /^\d{4}-\d{2}-\d{2}$/

export const dealTypes = ['percentage', 'flat'] as const
export const dealRegions = ['all', 'north', 'center', 'south'] as const
export const dealAudiences = ['all', 'new', 'returning'] as const

export interface DealValues {
  dealType: (typeof dealTypes)[number]
  percent: string
  flatCents: number | null
  region: (typeof dealRegions)[number]
  title: string
  code: string
  description: string
  startDate: string
  endDate: string
  audience: (typeof dealAudiences)[number]
  maxUses: string
  minCartCents: number | null
  notify: boolean
}

export const dealInitialValues: DealValues = {
  dealType: 'percentage',
  percent: '',
  flatCents: null,
  region: 'all',
  title: '',
  code: '',
  description: '',
  startDate: '',
  endDate: '',
  audience: 'all',
  maxUses: '',
  minCartCents: null,
  notify: false,
}

/** Each step's rules: a percentage deal needs 1–90 %, a flat one an amount; the end comes after the start. */
export const dealStepSchemas = {
  type: z.discriminatedUnion('dealType', [
    z.object({ dealType: z.literal('percentage'), percent: wholeNumber(1, 90), region: z.enum(dealRegions) }),
    z.object({ dealType: z.literal('flat'), flatCents: cents(100, 1_000_000), region: z.enum(dealRegions) }),
  ]),
  details: z
    .object({
      title: requiredText(80, 3),
      code: z
        .string()
        .trim()
        .regex(/^[A-Z0-9]{4,12}$/, 'invalid_format'),
      description: z.string().trim().max(500, 'too_long:500'),
      startDate: isoDay(),
      endDate: isoDay(),
    })
    .refine(
      // Compared only once both are days (zod runs the refinement even when a field failed).
      (deal) => !(DAY.test(deal.startDate) && DAY.test(deal.endDate)) || deal.endDate >= deal.startDate,
      { path: ['endDate'], message: 'end_before_start' },
    ),
  usage: z.object({
    audience: z.enum(dealAudiences),
    maxUses: wholeNumber(1, 100_000),
    minCartCents: cents(0, 10_000_000),
    notify: z.boolean(),
  }),
} as const

/**
 * What the deal takes off a cart of `cartCents`: a percentage rounded half to even to the cent, or the flat
 * amount but never more than the cart; nothing below the minimum cart.
 */
export function dealDiscount(
  deal: { dealType: 'percentage'; percent: number } | { dealType: 'flat'; flatCents: number },
  cartCents: number,
  minCartCents: number,
): number {
  if (cartCents < minCartCents) return 0
  if (deal.dealType === 'percentage') return shareHalfEven(cartCents, deal.percent, 100)
  return Math.min(deal.flatCents, cartCents)
}
