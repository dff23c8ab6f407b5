import { z } from 'zod'
import { fieldError } from '../common/errors'

/** The loan calculator (issue 14): French amortisation, IVA and the CAT, one engine behind one call. */
export const calculatorPaths = {
  quote: '/api/v1/calculator/quote',
} as const

/** Terms the product offers at all; a credit policy narrows them per product (credit-policy). */
export const CALCULATOR_LIMITS = {
  maxAmount: 100_000_000,
  maxAnnualRatePct: 200,
  minTermMonths: 1,
  maxTermMonths: 120,
  maxOpeningFeePct: 20,
} as const

const pesos = (max: number) =>
  z
    .number({ error: fieldError('invalid_value') })
    .finite(fieldError('invalid_value'))
    .min(0, fieldError('too_small', 0))
    .max(max, fieldError('too_big', max))
    // Whole centavos: 1234.565 is not an amount of money.
    .refine((value) => Number.isInteger(Math.round(value * 1e6) / 1e4), fieldError('invalid_value'))

const percent = (max: number) =>
  z
    .number({ error: fieldError('invalid_value') })
    .finite(fieldError('invalid_value'))
    .min(0, fieldError('too_small', 0))
    .max(max, fieldError('too_big', max))

/** POST /api/v1/calculator/quote: pesos and percents as numbers (the contract). */
export const quoteRequestSchema = z
  .object({
    /** The amount of credit (the principal), in pesos. */
    amount: pesos(CALCULATOR_LIMITS.maxAmount).refine((value) => value >= 1, fieldError('too_small', 1)),
    annualRatePct: percent(CALCULATOR_LIMITS.maxAnnualRatePct),
    termMonths: z
      .number({ error: fieldError('invalid_value') })
      .int(fieldError('not_integer'))
      .min(CALCULATOR_LIMITS.minTermMonths, fieldError('too_small', CALCULATOR_LIMITS.minTermMonths))
      .max(CALCULATOR_LIMITS.maxTermMonths, fieldError('too_big', CALCULATOR_LIMITS.maxTermMonths)),
    openingFeePct: percent(CALCULATOR_LIMITS.maxOpeningFeePct),
    /** Financed insurance premium added to every payment, in pesos. */
    insuranceMonthly: pesos(1_000_000).optional(),
    /** The customer's down payment, in pesos: informative (loan-to-value), not subtracted from `amount`. */
    downPayment: pesos(CALCULATOR_LIMITS.maxAmount).optional(),
    /** First due date; later payments fall on the same day of each following month. */
    firstDueDate: z.iso.date(fieldError('invalid_date')).optional(),
  })
  .strict()
export type QuoteRequest = z.infer<typeof quoteRequestSchema>

export const scheduleRowSchema = z.object({
  n: z.number().int(),
  date: z.string().optional(),
  /** Principal + interest (without IVA or insurance), in pesos. */
  payment: z.number(),
  interest: z.number(),
  iva: z.number(),
  principal: z.number(),
  insurance: z.number(),
  /** What the customer pays this month: payment + IVA + insurance. */
  total: z.number(),
  balance: z.number(),
})

export const quoteResponseSchema = z.object({
  /** The level monthly payment of principal and interest. */
  payment: z.number(),
  /** The first month's payment with the IVA on its interest (and the insurance, when financed). */
  paymentWithIva: z.number(),
  openingFee: z.number(),
  openingFeeIva: z.number(),
  /** What the customer receives: amount − opening fee − its IVA. */
  netDisbursed: z.number(),
  totalInterest: z.number(),
  totalIva: z.number(),
  totalInsurance: z.number(),
  /** Every payment with IVA and insurance, plus the opening fee and its IVA. */
  totalPaid: z.number(),
  /** Costo Anual Total without IVA, percent to one decimal (Banxico Circular 21/2009). */
  catPct: z.number(),
  /** Loan-to-value of the vehicle when a down payment is given: amount / (amount + downPayment). */
  loanToValuePct: z.number().optional(),
  schedule: z.array(scheduleRowSchema),
})
export type QuoteResponse = z.infer<typeof quoteResponseSchema>
