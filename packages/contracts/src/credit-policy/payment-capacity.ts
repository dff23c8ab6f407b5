import { z } from 'zod'
import { MAX_AMOUNT, versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { multiLineText, singleLineText } from '../common/text'

/**
 * The income matrix and the payment capacity of an application (issue 14, "capacity formula"): the analyst's
 * verified income from bank statements and payslips, and what the applicant can afford against the policy.
 * Money in centavos, ratios in basis points.
 */
export const paymentCapacityPaths = {
  /** GET the matrix (null before it is recorded) and the capacity; PUT the matrix. */
  capacity: '/api/v1/credit-applications/:origin/:id/payment-capacity',
} as const

export const incomeSourceKinds = ['payroll', 'business', 'other'] as const
export type IncomeSourceKind = (typeof incomeSourceKinds)[number]

export const INCOME_MATRIX_MIN_MONTHS = 3
export const INCOME_MATRIX_MAX_MONTHS = 6
export const INCOME_MATRIX_MAX_SOURCES = 10

const centsField = () =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(0, fieldError('too_small', 0))
    .max(MAX_AMOUNT, fieldError('too_big', MAX_AMOUNT))

/** A calendar month, YYYY-MM, from 2000 to 2100. */
const monthSchema = z
  .string({ error: fieldError('invalid_value') })
  .regex(/^(20\d\d|2100)-(0[1-9]|1[0-2])$/, fieldError('invalid_format'))

export const incomeSourceSchema = z
  .object({
    kind: z.enum(incomeSourceKinds, { error: fieldError('invalid_choice') }),
    /** Who pays it and from which evidence, e.g. "Nómina Grupo Bimbo (recibos)". */
    description: singleLineText().trim().min(2).max(120),
    /** One amount per month of the matrix, in the same order. */
    amountsCents: z.array(centsField()).max(INCOME_MATRIX_MAX_MONTHS, fieldError('too_many', 6)),
  })
  .strict()
export type IncomeSource = z.infer<typeof incomeSourceSchema>

export const incomeMatrixRequestSchema = z
  .object({
    /** The matrix's version; null records the first one (409 when one already exists). */
    version: versionSchema().nullable(),
    /** The months, oldest first, all different. */
    months: z
      .array(monthSchema)
      .min(INCOME_MATRIX_MIN_MONTHS, fieldError('too_few', INCOME_MATRIX_MIN_MONTHS))
      .max(INCOME_MATRIX_MAX_MONTHS, fieldError('too_many', INCOME_MATRIX_MAX_MONTHS)),
    sources: z
      .array(incomeSourceSchema)
      .min(1, fieldError('too_few', 1))
      .max(INCOME_MATRIX_MAX_SOURCES, fieldError('too_many', INCOME_MATRIX_MAX_SOURCES)),
    /** The verified monthly income the analyst accepts; null accepts the average of the months. */
    acceptedIncomeCents: centsField().nullable(),
    /** The household's monthly expenses (rent, food, school, transport), from the interview. */
    householdExpensesCents: centsField(),
    note: multiLineText().max(2000).default(''),
  })
  .strict()
  .superRefine((matrix, context) => {
    matrix.months.forEach((month, index, months) => {
      if (index > 0 && month <= months[index - 1]!)
        context.addIssue({ code: 'custom', path: ['months', index], message: fieldError('already_used') })
    })
    matrix.sources.forEach((source, index) => {
      const { length } = matrix.months
      if (source.amountsCents.length !== length)
        context.addIssue({
          code: 'custom',
          path: ['sources', index, 'amountsCents'],
          message: fieldError(source.amountsCents.length < length ? 'too_few' : 'too_many', length),
        })
    })
  })
export type IncomeMatrixRequest = z.input<typeof incomeMatrixRequestSchema>
/** The request as parsed (its note defaulted). */
export type IncomeMatrixBody = z.output<typeof incomeMatrixRequestSchema>

const personSchema = z.object({ id: z.number().int(), fullName: z.string() }).nullable()

export const incomeMatrixSchema = z.object({
  version: z.number().int(),
  months: z.array(z.string()),
  sources: z.array(incomeSourceSchema),
  /** Each month's total over the sources, in month order. */
  monthTotalsCents: z.array(z.number().int()),
  /** The average of the month totals (rounded half to even at the centavo). */
  averageMonthlyCents: z.number().int(),
  acceptedIncomeCents: z.number().int(),
  /** 'average' when the analyst accepted the average, 'analyst' when they set another figure. */
  acceptedMethod: z.enum(['average', 'analyst']),
  householdExpensesCents: z.number().int(),
  note: z.string(),
  updatedAt: z.string(),
  updatedBy: personSchema,
})
export type IncomeMatrix = z.infer<typeof incomeMatrixSchema>

/**
 * The capacity formula's figures, each computed from the ones before it (the web shows each with its
 * formula and numbers). Null fields mean a figure cannot be computed (e.g. no income accepted yet).
 */
export const paymentCapacitySchema = z.object({
  /** The policy version whose terms were applied. */
  policyVersionId: z.number().int(),
  policyVersion: z.number().int(),
  verifiedIncomeCents: z.number().int(),
  householdExpensesCents: z.number().int(),
  /** Existing monthly debt payments: the bureau report's sum, else what the applicant declared. */
  existingDebtCents: z.number().int(),
  existingDebtSource: z.enum(['bureau', 'declared']),
  /** verified income − household expenses − existing debt. */
  freeIncomeCents: z.number().int(),
  /** The terms of the proposal: the requested amount and term, the rate within the policy, its opening fee. */
  proposal: z.object({
    amountCents: z.number().int(),
    termMonths: z.number().int(),
    annualRateBps: z.number().int(),
    openingFeeBps: z.number().int(),
  }),
  /** The level payment (principal and interest) and the first month's payment with the IVA on its interest. */
  proposedPaymentCents: z.number().int(),
  proposedPaymentWithIvaCents: z.number().int(),
  /** (existing debt + proposed payment with IVA) / verified income; null without income. */
  debtToIncomeBps: z.number().int().nullable(),
  maxDebtToIncomeBps: z.number().int(),
  withinPolicy: z.boolean(),
  /** min(income × max DTI − existing debt, free income), not below zero. */
  maxPaymentCents: z.number().int(),
  /** The principal whose first payment with IVA equals the maximum payment, at the proposal's rate and term. */
  maxAmountCents: z.number().int(),
})
export type PaymentCapacity = z.infer<typeof paymentCapacitySchema>

export const paymentCapacityResponseSchema = z.object({
  matrix: incomeMatrixSchema.nullable(),
  /** Null until the matrix is recorded (the verified income is the formula's first term). */
  capacity: paymentCapacitySchema.nullable(),
  /** The applicant's declared figures (the application's finance section), the matrix's starting point. */
  declared: z.object({
    monthlyIncomeCents: z.number().int(),
    monthlyExpensesCents: z.number().int(),
    monthlyDebtPaymentsCents: z.number().int(),
  }),
})
export type PaymentCapacityResponse = z.infer<typeof paymentCapacityResponseSchema>
