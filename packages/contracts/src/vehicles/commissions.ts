import { z } from 'zod'
import { fieldError } from '../common/errors'
import { amountSchema, boundedDateSchema, idTextSchema, versionSchema } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'
import { singleLineText } from '../common/text'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'
import { listEnvelope } from '../common/list-envelope'

/** Dealership commissions (issue 15: "a commission rule per ally type, paid when funded"). */
export const commissionPaths = {
  rules: '/api/v1/commissions/rules',
  rule: '/api/v1/commissions/rules/:allyType',
  list: '/api/v1/commissions',
  payment: '/api/v1/commissions/:id/payment',
  applicationPartners: '/api/v1/commissions/applications/:origin/:id/partners',
} as const

/** pending: terms authorised, not funded; payable: funded; paid: payment recorded; cancelled: not financed. */
export const commissionStatuses = ['pending', 'payable', 'paid', 'cancelled'] as const
export type CommissionStatus = (typeof commissionStatuses)[number]

const emptyToNull = (value: unknown) => (value === '' || value === undefined ? null : value)
const centsOrNull = z
  .preprocess(emptyToNull, amountSchema().int(fieldError('not_integer')).nullable())
  .default(null)

export const commissionRuleInputSchema = z
  .object({
    /** At most 20 %: a commission is a share of the loan, never the loan. */
    rateBps: z
      .number({ error: fieldError('invalid_value') })
      .int(fieldError('not_integer'))
      .min(0, fieldError('too_small', 0))
      .max(2000, fieldError('too_big', 2000)),
    minimumCents: centsOrNull,
    maximumCents: centsOrNull,
    active: z.boolean().default(true),
    /** null when the ally type has no rule yet. */
    version: z.preprocess(emptyToNull, versionSchema().nullable()).default(null),
  })
  .strict()
  .refine(
    (value) =>
      value.minimumCents === null || value.maximumCents === null || value.maximumCents >= value.minimumCents,
    { path: ['maximumCents'], message: fieldError('max_below_min') },
  )
export type CommissionRuleInput = z.infer<typeof commissionRuleInputSchema>

export const commissionRuleSchema = z.object({
  allyType: z.string(),
  rateBps: z.number().int(),
  minimumCents: z.number().int().nullable(),
  maximumCents: z.number().int().nullable(),
  active: z.boolean(),
  version: z.number().int(),
  updatedAt: z.string(),
})
export type CommissionRule = z.infer<typeof commissionRuleSchema>
export const commissionRulesResponseSchema = z.object({
  rules: z.array(commissionRuleSchema),
  /** Ally types with no rule yet (their applications earn no commission). */
  typesWithoutRule: z.array(z.string()),
})
export type CommissionRulesResponse = z.infer<typeof commissionRulesResponseSchema>
export const commissionRuleParamsSchema = z.object({ allyType: singleLineText().trim().min(1).max(60) })

export const commissionSchema = z.object({
  id: z.number().int(),
  application: z.object({
    id: z.number().int(),
    folio: z.number().int(),
    product: creditProductSchema,
    stage: stageSchema,
    applicantName: z.string(),
  }),
  ally: z.object({ id: z.number().int(), name: z.string(), type: z.string() }),
  financedCents: z.number().int(),
  rateBps: z.number().int(),
  baseCents: z.number().int(),
  ivaCents: z.number().int(),
  totalCents: z.number().int(),
  status: z.enum(commissionStatuses),
  payableAt: z.string().nullable(),
  paidOn: z.string().nullable(),
  paymentReference: z.string().nullable(),
  version: z.number().int(),
  createdAt: z.string(),
})
export type Commission = z.infer<typeof commissionSchema>

export const commissionSortKeys = ['createdAt', 'totalCents', 'folio', 'allyName'] as const
export const commissionListQuerySchema = listQuerySchema(commissionSortKeys).extend({
  status: z.preprocess(
    (value) => (value === '' ? undefined : value),
    z.enum(commissionStatuses, { message: fieldError('invalid_choice') }).optional(),
  ),
})
export type CommissionListQuery = z.infer<typeof commissionListQuerySchema>
export const commissionListResponseSchema = listEnvelope(commissionSchema, {
  /** Sum of totalCents over the whole filtered list (not only this page). */
  sumCents: z.number().int(),
})
export type CommissionListResponse = z.infer<typeof commissionListResponseSchema>
export const commissionParamsSchema = z.object({ id: idTextSchema() })

export const commissionPaymentSchema = z
  .object({
    paidOn: boundedDateSchema(),
    reference: singleLineText().trim().min(3, fieldError('too_short', 3)).max(60),
    version: versionSchema(),
  })
  .strict()
export type CommissionPaymentRequest = z.infer<typeof commissionPaymentSchema>

const personSchema = z.object({ id: z.number().int(), fullName: z.string(), email: z.string() }).nullable()

/** The file's partners tab: the ally, its people and the commission (recorded, or what the rule would pay). */
export const applicationPartnersSchema = z.object({
  ally: z.object({
    id: z.number().int(),
    name: z.string(),
    legalName: z.string(),
    type: z.string(),
    zoneName: z.string(),
    regionName: z.string(),
  }),
  /** Who captured the application for the ally, when known. */
  seller: personSchema,
  allySeller: personSchema,
  supervisor: personSchema,
  rule: commissionRuleSchema.nullable(),
  commission: commissionSchema.nullable(),
  /** Before a commission is recorded: what the current rule pays on the requested or authorised amount. */
  projection: z
    .object({
      financedCents: z.number().int(),
      baseCents: z.number().int(),
      ivaCents: z.number().int(),
      totalCents: z.number().int(),
    })
    .nullable(),
})
export type ApplicationPartners = z.infer<typeof applicationPartnersSchema>
