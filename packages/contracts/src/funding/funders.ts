import { z } from 'zod'
import { fieldError } from '../common/errors'
import { boundedDateSchema, idTextSchema, versionSchema } from '../common/bounds'
import { listQuerySchema, queryBooleanSchema } from '../common/list-query'
import { singleLineText } from '../common/text'
import { creditProducts } from '../permissions/permissions'
import { listEnvelope } from '../common/list-envelope'

/** Funders (fondeadores) and their credit lines (issue 15), full paths. */
export const funderPaths = {
  funders: '/api/v1/funding/funders',
  funder: '/api/v1/funding/funders/:funderId',
  lines: '/api/v1/funding/funders/:funderId/lines',
  line: '/api/v1/funding/lines/:lineId',
  /** Id and name of every funder, for filters (read contrato or the loans list's readers). */
  funderOptions: '/api/v1/funding/funder-options',
} as const

/** Own funds, a commercial bank, a development bank (e.g. NAFIN, FIRA), any other institution. */
export const funderKinds = ['own', 'bank', 'development_bank', 'other'] as const
export type FunderKind = (typeof funderKinds)[number]

/**
 * A credit line is larger than any one credit (contracts MAX_AMOUNT): up to 100 000 million pesos, in centavos,
 * still an exact JavaScript number.
 */
export const MAX_LINE_CENTS = 10_000_000_000_000
/** The lender's credits run at most this many months (and a line's rate at most 200 % a year). */
export const MAX_TERM_MONTHS = 120

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)
const requiredName = (max = 120) =>
  singleLineText({ error: fieldError('required') })
    .trim()
    .min(2, fieldError('too_short', 2))
    .max(max, fieldError('too_long', max))
const wholeNumber = (min: number, max: number) =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(min, fieldError('too_small', min))
    .max(max, fieldError('too_big', max))

export const funderInputSchema = z
  .object({
    name: requiredName(),
    kind: z.enum(funderKinds, { message: fieldError('invalid_choice') }),
    contactName: singleLineText().trim().max(120, fieldError('too_long', 120)).default(''),
    contactEmail: z
      .union([z.literal(''), z.email(fieldError('invalid_email')).max(254, fieldError('too_long', 254))])
      .default(''),
    active: z.boolean({ error: fieldError('invalid_value') }).default(true),
  })
  .strict()
export type FunderInput = z.infer<typeof funderInputSchema>
export const funderUpdateSchema = funderInputSchema.extend({ version: versionSchema() }).strict()
export type FunderUpdate = z.infer<typeof funderUpdateSchema>

/**
 * The eligibility rules of a line: the products it funds, the largest credit, the lowest BC Score and the
 * oldest vehicle (years from its model year to today's year). null means no limit.
 */
export const lineRulesSchema = z
  .object({
    products: z
      .array(z.enum(creditProducts, { message: fieldError('invalid_choice') }))
      .min(1, fieldError('too_few', 1))
      .max(creditProducts.length, fieldError('too_many', creditProducts.length))
      .refine((list) => new Set(list).size === list.length, fieldError('invalid_value')),
    maxAmountCents: wholeNumber(100, MAX_LINE_CENTS).nullable(),
    minScore: wholeNumber(300, 850).nullable(),
    maxVehicleAgeYears: wholeNumber(0, 30).nullable(),
  })
  .strict()
export type LineRules = z.infer<typeof lineRulesSchema>

const lineFields = z
  .object({
    name: requiredName(),
    amountCents: wholeNumber(100, MAX_LINE_CENTS),
    annualRateBps: wholeNumber(0, 20_000),
    /** The longest credit term the line funds, in months. */
    termMonths: wholeNumber(1, MAX_TERM_MONTHS),
    validFrom: boundedDateSchema(),
    validTo: boundedDateSchema(),
    active: z.boolean({ error: fieldError('invalid_value') }).default(true),
    rules: lineRulesSchema,
  })
  .strict()
const validityInOrder = (line: { validFrom: string; validTo: string }, ctx: z.RefinementCtx) => {
  if (line.validTo < line.validFrom)
    ctx.addIssue({ code: 'custom', path: ['validTo'], message: fieldError('end_before_start') })
}
export const lineInputSchema = lineFields.superRefine(validityInOrder)
export type LineInput = z.infer<typeof lineInputSchema>
export const lineUpdateSchema = lineFields
  .extend({ version: versionSchema() })
  .strict()
  .superRefine(validityInOrder)
export type LineUpdate = z.infer<typeof lineUpdateSchema>

export const creditLineSchema = z.object({
  id: z.number().int(),
  funderId: z.number().int(),
  name: z.string(),
  amountCents: z.number().int(),
  /** Sum of the line's active assignments. */
  usedCents: z.number().int(),
  /** Principal drawn from the funder and not yet repaid (issue 34). */
  drawnCents: z.number().int(),
  /**
   * What the line can still take on: its amount less the larger of the assigned and the drawn (money drawn
   * funds the assigned credits, so the two overlap rather than add).
   */
  availableCents: z.number().int(),
  annualRateBps: z.number().int(),
  termMonths: z.number().int(),
  validFrom: z.string(),
  validTo: z.string(),
  active: z.boolean(),
  rules: lineRulesSchema,
  assignments: z.number().int(),
  version: z.number().int(),
})
export type CreditLine = z.infer<typeof creditLineSchema>

export const funderSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  kind: z.enum(funderKinds),
  contactName: z.string(),
  contactEmail: z.string(),
  active: z.boolean(),
  lines: z.array(creditLineSchema),
  amountCents: z.number().int(),
  usedCents: z.number().int(),
  availableCents: z.number().int(),
  version: z.number().int(),
})
export type Funder = z.infer<typeof funderSchema>

export const funderSortKeys = ['name', 'amount', 'available'] as const
export const funderListQuerySchema = listQuerySchema(funderSortKeys).extend({
  kind: z.preprocess(emptyToUndefined, z.enum(funderKinds).optional()),
  active: queryBooleanSchema,
})
export type FunderListQuery = z.infer<typeof funderListQuerySchema>
export const funderListResponseSchema = listEnvelope(funderSchema)
export type FunderListResponse = z.infer<typeof funderListResponseSchema>

export const funderOptionsSchema = z.object({
  funders: z.array(z.object({ id: z.number().int(), name: z.string() })),
})
export type FunderOptions = z.infer<typeof funderOptionsSchema>

export const funderParamsSchema = z.object({ funderId: idTextSchema() })
export const lineParamsSchema = z.object({ lineId: idTextSchema() })
