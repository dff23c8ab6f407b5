import { z } from 'zod'
import { fieldError } from '../common/errors'

/** The loan calculator (issue 14): French amortisation, IVA and the CAT, one engine behind one call. */
export const calculatorPaths = {
  quote: '/api/v1/calculator/quote',
} as const

/**
 * How often a loan is paid (issue 33): monthly, twice a month (quincenal), every two weeks (catorcenal) or
 * every week. The periodic rate is the annual rate over the periods in a year; the CAT counts the same.
 */
export const periodicities = ['monthly', 'semimonthly', 'biweekly', 'weekly'] as const
export type Periodicity = (typeof periodicities)[number]
export const DEFAULT_PERIODICITY: Periodicity = 'monthly'
export const PERIODS_PER_YEAR: Record<Periodicity, number> = {
  monthly: 12,
  semimonthly: 24,
  biweekly: 26,
  weekly: 52,
}

/**
 * The Spanish words of each periodicity on the documents (contract, carátula, answer sheet, all in Spanish):
 * "pago catorcenal", "52 pagos catorcenales", interest over "catorcenas de veintiséis por año".
 */
export const PERIODICITY_ES: Record<Periodicity, { one: string; many: string; perYear: string }> = {
  monthly: { one: 'mensual', many: 'mensuales', perYear: 'meses de doce por año' },
  semimonthly: { one: 'quincenal', many: 'quincenales', perYear: 'quincenas de veinticuatro por año' },
  biweekly: { one: 'catorcenal', many: 'catorcenales', perYear: 'catorcenas de veintiséis por año' },
  weekly: { one: 'semanal', many: 'semanales', perYear: 'semanas de cincuenta y dos por año' },
}

/** Terms the product offers at all; a credit policy narrows them per product (credit-policy). */
export const CALCULATOR_LIMITS = {
  maxAmount: 100_000_000,
  maxAnnualRatePct: 200,
  minTermMonths: 1,
  maxTermMonths: 120,
  maxOpeningFeePct: 20,
  /** Ten years of weekly payments at most. */
  maxTermPeriods: 520,
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

const termNumber = (max: number) =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(1, fieldError('too_small', 1))
    .max(max, fieldError('too_big', max))

/**
 * POST /api/v1/calculator/quote: pesos and percents as numbers (the issue's contract). The term is
 * `termPeriods` payments of the `periodicity` (monthly when absent), or `termMonths` for a monthly loan as
 * before; neither, or `termMonths` with another periodicity or with a different `termPeriods`, is a 400.
 */
export const quoteRequestSchema = z
  .object({
    /** The amount of credit (the principal), in pesos. */
    amount: pesos(CALCULATOR_LIMITS.maxAmount).refine((value) => value >= 1, fieldError('too_small', 1)),
    annualRatePct: percent(CALCULATOR_LIMITS.maxAnnualRatePct),
    termMonths: termNumber(CALCULATOR_LIMITS.maxTermMonths).optional(),
    periodicity: z.enum(periodicities, { message: fieldError('invalid_choice') }).optional(),
    /** The number of payments of the periodicity. */
    termPeriods: termNumber(CALCULATOR_LIMITS.maxTermPeriods).optional(),
    openingFeePct: percent(CALCULATOR_LIMITS.maxOpeningFeePct),
    /** Financed insurance premium added to every payment, in pesos. */
    insuranceMonthly: pesos(1_000_000).optional(),
    /** The customer's down payment, in pesos: informative (loan-to-value), not subtracted from `amount`. */
    downPayment: pesos(CALCULATOR_LIMITS.maxAmount).optional(),
    /** First due date; later payments follow the periodicity (the same day of each month when monthly). */
    firstDueDate: z.iso.date(fieldError('invalid_date')).optional(),
  })
  .strict()
  .superRefine((body, context) => {
    const periodicity = body.periodicity ?? DEFAULT_PERIODICITY
    if (body.termMonths === undefined && body.termPeriods === undefined)
      context.addIssue({ code: 'custom', path: ['termPeriods'], message: fieldError('required') })
    if (body.termMonths !== undefined && periodicity !== 'monthly')
      context.addIssue({ code: 'custom', path: ['termMonths'], message: fieldError('invalid_choice') })
    // At most ten years whatever the periodicity: 120 monthly, 240 twice a month, 260 biweekly, 520 weekly.
    const maxPeriods = (CALCULATOR_LIMITS.maxTermMonths * PERIODS_PER_YEAR[periodicity]) / 12
    if (body.termPeriods !== undefined && body.termPeriods > maxPeriods)
      context.addIssue({ code: 'custom', path: ['termPeriods'], message: fieldError('too_big', maxPeriods) })
    else if (
      body.termMonths !== undefined &&
      body.termPeriods !== undefined &&
      body.termMonths !== body.termPeriods
    )
      context.addIssue({ code: 'custom', path: ['termPeriods'], message: fieldError('invalid_value') })
  })
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
  periodicity: z.enum(periodicities),
  /** The number of payments. */
  termPeriods: z.number().int(),
  /** The level payment of principal and interest of each period. */
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
