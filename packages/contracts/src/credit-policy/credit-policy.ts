import { z } from 'zod'
import { DEFAULT_DAY_COUNT, dayCounts } from '../loan-servicing/loan-servicing'
import {
  allocationStrategies,
  DEFAULT_ALLOCATION_STRATEGY,
  defaultProductCharges,
  DEFAULT_DEFAULT_EVENT_FEE,
  productChargesSchema,
} from '../loan-servicing/allocation'
import {
  defaultDelinquencyPolicy,
  delinquencyPolicySchema,
  type DelinquencyPolicy,
} from '../loan-servicing/delinquency'
import { DEFAULT_PAYMENT_BACKDATING_DAYS } from '../loan-servicing/as-of'
import { DEFAULT_ACCELERATION_AFTER_MISSED } from '../loan-servicing/versions'
import { versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { singleLineText } from '../common/text'
import { creditProducts } from '../permissions/permissions'
import { periodicities, type Periodicity } from '../calculator/calculator'

/**
 * The lender's credit policy per product, as data (issue 14). Versioned: saving makes a new version and every
 * decision records the version it used. Money in centavos, rates and ratios in basis points (1250 = 12.50 %).
 * Owned by the API's credit-policy feature; the decision chain reads it through that feature's door.
 */
export const creditPolicyPaths = {
  /** GET the newest version of a product's policy. */
  current: '/api/v1/credit-policy/:product',
  /** GET every version, newest first; POST a new version that replaces the newest. */
  versions: '/api/v1/credit-policy/:product/versions',
} as const

/** The most a policy lets anyone lend (centavos): 100 million pesos, the calculator's own ceiling. */
export const POLICY_MAX_AMOUNT_CENTS = 100_000_000_00

const cents = () =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(0, fieldError('too_small', 0))
    .max(POLICY_MAX_AMOUNT_CENTS, fieldError('too_big', POLICY_MAX_AMOUNT_CENTS))
const bps = (max = 10_000) =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(0, fieldError('too_small', 0))
    .max(max, fieldError('too_big', max))
const whole = (min: number, max: number) =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(min, fieldError('too_small', min))
    .max(max, fieldError('too_big', max))

export const downPaymentByAgeSchema = z
  .object({ maxAgeYears: whole(0, 50), minDownPaymentBps: bps() })
  .strict()
export type DownPaymentByAge = z.infer<typeof downPaymentByAgeSchema>

export const authorityLimitSchema = z
  .object({ role: singleLineText().trim().min(1).max(60), maxAmountCents: cents() })
  .strict()
export type AuthorityLimit = z.infer<typeof authorityLimitSchema>

/**
 * Origination choices of a product (issue 30): the opening fee deducted from the disbursement (the
 * disbursement is the amount less fee and IVA) or charged with the first installment; an applicant with no
 * BC Score refused, or left to the committee; and whether the insurance over the term and the opening fee
 * may be financed on top of the vehicle's price.
 */
export const openingFeeTreatments = ['deducted', 'first_installment'] as const
export type OpeningFeeTreatment = (typeof openingFeeTreatments)[number]
export const noScoreRules = ['refuse', 'committee'] as const
export const originationPolicySchema = z
  .object({
    openingFeeTreatment: z.enum(openingFeeTreatments),
    noScore: z.enum(noScoreRules),
    financeInsurance: z.boolean(),
    financeOpeningFee: z.boolean(),
  })
  .strict()
export type OriginationPolicy = z.infer<typeof originationPolicySchema>
export const defaultOriginationPolicy: OriginationPolicy = {
  openingFeeTreatment: 'deducted',
  noScore: 'refuse',
  financeInsurance: false,
  financeOpeningFee: false,
}

/**
 * Issue 33: when a loan outlives the bound policy's term, the renewal's premium is financed (spread over the
 * installments of the next term, like the first policy) or billed apart to the customer, per product.
 */
export const insuranceRenewals = ['financed', 'billed'] as const
export type InsuranceRenewal = (typeof insuranceRenewals)[number]
export const DEFAULT_INSURANCE_RENEWAL: InsuranceRenewal = 'financed'

export const creditPolicyTermsSchema = z
  .object({
    minAmountCents: cents(),
    maxAmountCents: cents(),
    minTermMonths: whole(1, 120),
    maxTermMonths: whole(1, 120),
    minRateBps: bps(20_000),
    maxRateBps: bps(20_000),
    /** The opening fee (comisión por apertura) as a share of the amount. */
    openingFeeBps: bps(2_000),
    /** Maximum debt-to-income: all monthly debt payments, the new one included, over verified income. */
    maxDebtToIncomeBps: bps(),
    /**
     * Minimum down payment by vehicle age: the first row (by ascending maxAgeYears) that covers the vehicle's
     * age applies; a vehicle older than every row is not financed (100 %).
     */
    minDownPaymentByVehicleAge: z
      .array(downPaymentByAgeSchema)
      .min(1, fieldError('too_few', 1))
      .max(10, fieldError('too_many', 10)),
    minBcScore: whole(300, 850),
    /** Issue 30: how origination applies the fee, the score rule for "no score" and what may be financed. */
    origination: originationPolicySchema.default(defaultOriginationPolicy),
    /** Who may authorise up to which amount: a role name (roles are data) and its limit. */
    authorityLimits: z
      .array(authorityLimitSchema)
      .min(1, fieldError('too_few', 1))
      .max(20, fieldError('too_many', 20)),
    /** Committee: votes needed for a decision, and the share of them that must agree (5001 = more than half). */
    committeeQuorum: whole(1, 15),
    committeeMajorityBps: bps(),
    /** How a loan's broken first period counts its days (issue 30); absent means actual/360. */
    dayCount: z.enum(dayCounts, { message: fieldError('invalid_choice') }).optional(),
    /** Issue 33: the contract's missed installments that allow acceleration; absent means 3. */
    accelerationAfterMissed: whole(1, 12).optional(),
    /** Issue 33: how payments are allocated (a named strategy); absent means late_first_horizontal. */
    allocationStrategy: z.enum(allocationStrategies, { message: fieldError('invalid_choice') }).optional(),
    /** Issue 33: the fixed charges before IVA (late-payment fee, collection fee); absent means none. */
    charges: productChargesSchema.optional(),
    /** Non-accrual, sustained payment and the provision table (issue 33); absent means the defaults. */
    delinquency: delinquencyPolicySchema.optional(),
    /**
     * Issue 33: a due date falling on a weekend or a holiday (the business calendar) moves to the next
     * business day, the amount unchanged (CONDUSEF/Banxico: payable then without charge); absent means yes.
     */
    dueDatesOnBusinessDays: z.boolean({ error: fieldError('invalid_value') }).optional(),
    /**
     * Issue 33: how many days before today a payment's value date may be (a transfer found late in the bank
     * statement); absent means DEFAULT_PAYMENT_BACKDATING_DAYS (30).
     */
    paymentBackdatingDays: whole(0, 366).optional(),
    /**
     * Issue 33: the product's contract registration in CONDUSEF's Registro de Contratos de Adhesión (RECA),
     * printed on the carátula and every statement; absent in versions saved before it existed.
     */
    recaNumber: singleLineText().trim().max(80, fieldError('too_long', 80)).optional(),
    /** Issue 33: the renewal of financed insurance when the loan outlives the policy; absent means financed. */
    insuranceRenewal: z.enum(insuranceRenewals, { message: fieldError('invalid_choice') }).optional(),
    /**
     * Issue 33: the periodicities the product offers (monthly, twice a month, every two weeks, weekly); an
     * authorisation with another is refused. Absent means monthly only, as every product was before.
     */
    periodicities: z
      .array(z.enum(periodicities, { message: fieldError('invalid_choice') }))
      .min(1, fieldError('too_few', 1))
      .max(periodicities.length, fieldError('too_many', periodicities.length))
      .optional(),
  })
  .strict()
  .superRefine((terms, context) => {
    // Each range names its maximum when it lies below its minimum.
    const ranges = [
      ['minAmountCents', 'maxAmountCents'],
      ['minTermMonths', 'maxTermMonths'],
      ['minRateBps', 'maxRateBps'],
    ] as const
    for (const [min, max] of ranges)
      if (terms[max] < terms[min])
        context.addIssue({ code: 'custom', path: [max], message: fieldError('max_below_min') })
    // Ages strictly ascending, so "the first row that covers the vehicle" is one row.
    terms.minDownPaymentByVehicleAge.forEach((row, index, rows) => {
      if (index > 0 && row.maxAgeYears <= rows[index - 1]!.maxAgeYears)
        context.addIssue({
          code: 'custom',
          path: ['minDownPaymentByVehicleAge', index, 'maxAgeYears'],
          message: fieldError('already_used'),
        })
    })
    const seen = new Set<string>()
    terms.authorityLimits.forEach((limit, index) => {
      const key = limit.role.toLowerCase()
      if (seen.has(key))
        context.addIssue({
          code: 'custom',
          path: ['authorityLimits', index, 'role'],
          message: fieldError('already_used'),
        })
      seen.add(key)
    })
    if (terms.committeeMajorityBps < 1)
      context.addIssue({
        code: 'custom',
        path: ['committeeMajorityBps'],
        message: fieldError('too_small', 1),
      })
  })
export type CreditPolicyTerms = z.infer<typeof creditPolicyTermsSchema>

export const creditPolicyVersionSchema = z.object({
  id: z.number().int(),
  product: z.enum(creditProducts),
  version: z.number().int(),
  terms: creditPolicyTermsSchema,
  createdAt: z.string(),
  /** Who saved it ('' for the standard policy the system installed). */
  createdBy: z.string(),
})
export type CreditPolicyVersion = z.infer<typeof creditPolicyVersionSchema>

export const creditPolicyParamsSchema = z.object({ product: z.enum(creditProducts) })

export const creditPolicyHistorySchema = z.object({ versions: z.array(creditPolicyVersionSchema) })
export type CreditPolicyHistory = z.infer<typeof creditPolicyHistorySchema>

/** POST a new version: the version it replaces (the newest; otherwise 409 stale_version) and the terms. */
export const creditPolicyRequestSchema = z
  .object({ replacesVersion: versionSchema(), terms: creditPolicyTermsSchema })
  .strict()
export type CreditPolicyRequest = z.infer<typeof creditPolicyRequestSchema>

/** The terms fields, in form order (the web's form and the version diff walk them). */
export const creditPolicyScalarFields = [
  'minAmountCents',
  'maxAmountCents',
  'minTermMonths',
  'maxTermMonths',
  'minRateBps',
  'maxRateBps',
  'openingFeeBps',
  'maxDebtToIncomeBps',
  'minBcScore',
  'committeeQuorum',
  'committeeMajorityBps',
] as const satisfies ReadonlyArray<keyof CreditPolicyTerms>
export type CreditPolicyScalarField = (typeof creditPolicyScalarFields)[number]

/**
 * What changed from one version's terms to the next: the scalar fields that differ, the changed lists, and
 * the day count (an absent one is the default, actual/360, so naming it is no change).
 */
export function policyChanges(before: CreditPolicyTerms, after: CreditPolicyTerms) {
  const fields: Array<
    | CreditPolicyScalarField
    | 'minDownPaymentByVehicleAge'
    | 'authorityLimits'
    | 'origination'
    | 'dayCount'
    | 'allocationStrategy'
    | 'charges'
    | 'dueDatesOnBusinessDays'
    | 'paymentBackdatingDays'
    | 'recaNumber'
    | 'insuranceRenewal'
    | 'periodicities'
    | 'accelerationAfterMissed'
    | 'delinquency'
  > = creditPolicyScalarFields.filter((field) => before[field] !== after[field])
  for (const list of ['minDownPaymentByVehicleAge', 'authorityLimits', 'origination'] as const)
    if (JSON.stringify(before[list]) !== JSON.stringify(after[list])) fields.push(list)
  if ((before.dayCount ?? DEFAULT_DAY_COUNT) !== (after.dayCount ?? DEFAULT_DAY_COUNT))
    fields.push('dayCount')
  if (allocationStrategyOf(before) !== allocationStrategyOf(after)) fields.push('allocationStrategy')
  if (JSON.stringify(chargesOf(before)) !== JSON.stringify(chargesOf(after))) fields.push('charges')
  if ((before.dueDatesOnBusinessDays ?? true) !== (after.dueDatesOnBusinessDays ?? true))
    fields.push('dueDatesOnBusinessDays')
  if (paymentBackdatingDaysOf(before) !== paymentBackdatingDaysOf(after)) fields.push('paymentBackdatingDays')
  if ((before.recaNumber ?? '') !== (after.recaNumber ?? '')) fields.push('recaNumber')
  if (
    (before.insuranceRenewal ?? DEFAULT_INSURANCE_RENEWAL) !==
    (after.insuranceRenewal ?? DEFAULT_INSURANCE_RENEWAL)
  )
    fields.push('insuranceRenewal')
  if (periodicitiesOf(before).join() !== periodicitiesOf(after).join()) fields.push('periodicities')
  if (accelerationAfterMissedOf(before) !== accelerationAfterMissedOf(after))
    fields.push('accelerationAfterMissed')
  if (JSON.stringify(delinquencyPolicyOf(before)) !== JSON.stringify(delinquencyPolicyOf(after)))
    fields.push('delinquency')
  return fields
}

/** The periodicities a product offers, in the engine's order (absent: monthly only, as before issue 33). */
export const periodicitiesOf = (terms: Pick<CreditPolicyTerms, 'periodicities'>): Periodicity[] =>
  periodicities.filter((periodicity) => (terms.periodicities ?? ['monthly']).includes(periodicity))

/** The policy's allocation strategy (an absent one is the default, Mesa's order before issue 33). */
export const allocationStrategyOf = (terms: Pick<CreditPolicyTerms, 'allocationStrategy'>) =>
  terms.allocationStrategy ?? DEFAULT_ALLOCATION_STRATEGY

/**
 * The policy's fixed charges (absent: none; no choice: the late-payment fee), in a fixed key order so two
 * versions compare as JSON.
 */
export const chargesOf = (terms: Pick<CreditPolicyTerms, 'charges'>) => {
  const charges = terms.charges ?? defaultProductCharges
  return {
    latePaymentFeeCents: charges.latePaymentFeeCents,
    collectionFeeCents: charges.collectionFeeCents,
    defaultEventFee: charges.defaultEventFee ?? DEFAULT_DEFAULT_EVENT_FEE,
  }
}

/** The missed installments after which the contract allows acceleration (the default when the terms name none). */
export const accelerationAfterMissedOf = (terms: Pick<CreditPolicyTerms, 'accelerationAfterMissed'>) =>
  terms.accelerationAfterMissed ?? DEFAULT_ACCELERATION_AFTER_MISSED

/**
 * The delinquency policy of these terms, the defaults when they name none, its keys in the default's order so
 * two versions compare as JSON.
 */
export const delinquencyPolicyOf = (terms: Pick<CreditPolicyTerms, 'delinquency'>): DelinquencyPolicy => {
  const policy = terms.delinquency ?? defaultDelinquencyPolicy
  const table = Object.fromEntries(
    Object.keys(defaultDelinquencyPolicy.provisionTable).map((bucket) => {
      const rate = policy.provisionTable[bucket as keyof DelinquencyPolicy['provisionTable']]
      return [
        bucket,
        { pdBps: rate.pdBps, restructuredPdBps: rate.restructuredPdBps, severityBps: rate.severityBps },
      ]
    }),
  ) as DelinquencyPolicy['provisionTable']
  return {
    nonAccrualDays: policy.nonAccrualDays,
    sustainedPayments: policy.sustainedPayments,
    provisionTable: table,
  }
}

/** The days a payment's value date may lie before today under these terms (the default when they name none). */
export const paymentBackdatingDaysOf = (terms: Pick<CreditPolicyTerms, 'paymentBackdatingDays'>) =>
  terms.paymentBackdatingDays ?? DEFAULT_PAYMENT_BACKDATING_DAYS
