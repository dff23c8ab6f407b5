import { z } from 'zod'
import { fieldError } from '../common/errors'
import { idTextSchema, versionSchema } from '../common/bounds'
import { listQuerySchema } from '../common/list-query'
import { multiLineText } from '../common/text'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'

/** Car insurance (issue 15): quotes from four insurers, the bound policy, its renewals (full paths). */
export const insurancePaths = {
  /** Applications in stage póliza, with their policy status (the /apps/fondeos/poliza queue). */
  queue: '/api/v1/insurance/applications',
  applicationQuotes: '/api/v1/insurance/applications/:origin/:id/quotes',
  applicationPolicies: '/api/v1/insurance/applications/:origin/:id/policies',
  bindQuote: '/api/v1/insurance/quotes/:quoteId/bind',
  issuePolicy: '/api/v1/insurance/policies/:policyId/issue',
  cancelPolicy: '/api/v1/insurance/policies/:policyId/cancel',
  renewalQuotes: '/api/v1/insurance/policies/:policyId/renewal-quotes',
  /** Binds a renewal quote: the new policy's term starts where the expiring one ends (update Insurance). */
  bindRenewal: '/api/v1/insurance/renewal-quotes/:quoteId/bind',
  /** Every policy, by tab (the /apps/insurance/list screen, read Insurance). */
  policies: '/api/v1/insurance/policies',
  /** One insurer's quotes and policies (the /apps/fondeos/poliza/<insurer> pages). */
  insurer: '/api/v1/insurance/insurers/:insurer',
} as const

/** The four built-in insurers; the id is the slug of its page. */
export const insurerIds = ['ana', 'general', 'gnp', 'qualitas'] as const
export type InsurerId = (typeof insurerIds)[number]
export const insurerIdSchema = z.enum(insurerIds, { message: fieldError('invalid_choice') })
export const insurerNames: Record<InsurerId, string> = {
  ana: 'ANA Seguros',
  general: 'General de Seguros',
  gnp: 'GNP Seguros',
  qualitas: 'Quálitas',
}

/** Amplia: own damage, theft and liability; limitada: theft and liability; RC: liability only. */
export const coveragePackages = ['amplia', 'limitada', 'rc'] as const
export type CoveragePackage = (typeof coveragePackages)[number]
/** bajo: 5 % daños materiales / 10 % robo total; alto: 10 % / 20 % (a cheaper premium). */
export const deductibleLevels = ['bajo', 'alto'] as const
export type DeductibleLevel = (typeof deductibleLevels)[number]
export const paymentFrequencies = ['anual', 'semestral', 'trimestral', 'mensual'] as const
export type PaymentFrequency = (typeof paymentFrequencies)[number]
export const installmentsPerYear: Record<PaymentFrequency, number> = {
  anual: 1,
  semestral: 2,
  trimestral: 4,
  mensual: 12,
}

export const coverageKinds = [
  'danos_materiales',
  'robo_total',
  'rc_personas',
  'rc_bienes',
  'gastos_medicos',
  'asistencia_legal',
  'asistencia_vial',
] as const
export type CoverageKind = (typeof coverageKinds)[number]

/** The lender, preferred beneficiary (beneficiario preferente) of every policy it finances. */
export const POLICY_BENEFICIARY = 'Mesa Financiera'
/** How long a quote may be bound. */
export const QUOTE_VALID_DAYS = 15

export const quoteOptionsSchema = z
  .object({
    package: z.enum(coveragePackages, { message: fieldError('invalid_choice') }),
    deductibleLevel: z.enum(deductibleLevels, { message: fieldError('invalid_choice') }),
    paymentFrequency: z.enum(paymentFrequencies, { message: fieldError('invalid_choice') }),
  })
  .strict()
export type QuoteOptions = z.infer<typeof quoteOptionsSchema>

export const coverageSchema = z.object({
  kind: z.enum(coverageKinds),
  /** null: covered at cost ("amparada"), e.g. legal assistance. */
  sumInsuredCents: z.number().int().nullable(),
  /** Deductible in basis points of the sum insured; null when none applies. */
  deductibleBp: z.number().int().nullable(),
  deductibleCents: z.number().int().nullable(),
})
export type Coverage = z.infer<typeof coverageSchema>

export const premiumSchema = z.object({
  netPremiumCents: z.number().int(),
  policyFeeCents: z.number().int(),
  financingSurchargeCents: z.number().int(),
  ivaCents: z.number().int(),
  totalCents: z.number().int(),
  installments: z.number().int(),
  firstInstallmentCents: z.number().int(),
  laterInstallmentCents: z.number().int(),
})
export type Premium = z.infer<typeof premiumSchema>

export const insuredVehicleSchema = z.object({
  make: z.string(),
  model: z.string(),
  version: z.string(),
  year: z.number().int(),
  vin: z.string(),
  valueCents: z.number().int(),
})
export type InsuredVehicle = z.infer<typeof insuredVehicleSchema>

const applicationRefSchema = z.object({
  id: z.number().int(),
  folio: z.number().int(),
  product: creditProductSchema,
  applicantName: z.string(),
})

export const quoteStatuses = ['open', 'bound', 'expired'] as const
export const quoteSchema = z.object({
  id: z.number().int(),
  application: applicationRefSchema,
  insurer: z.enum(insurerIds),
  options: quoteOptionsSchema,
  vehicle: insuredVehicleSchema,
  postalCode: z.string(),
  zone: z.string(),
  premium: premiumSchema,
  coverages: z.array(coverageSchema),
  /** Every built-in provider answers sandbox quotes ("Cotización sandbox"). */
  sandbox: z.boolean(),
  status: z.enum(quoteStatuses),
  validUntil: z.string(),
  renewalOfPolicyId: z.number().int().nullable(),
  createdAt: z.string(),
})
export type Quote = z.infer<typeof quoteSchema>

/** A renewed policy ran its term and was replaced by the policy bound from its renewal quote. */
export const policyStatuses = ['bound', 'in_force', 'renewed', 'cancelled'] as const
/** The statuses of a live policy: at most one per application. */
export const livePolicyStatuses = ['bound', 'in_force'] as const
export type PolicyStatus = (typeof policyStatuses)[number]
/** Whether a policy is the application's live one (bound or in force), not renewed or cancelled. */
export const isLivePolicyStatus = (status: PolicyStatus) =>
  (livePolicyStatuses as readonly PolicyStatus[]).includes(status)
/** Another policy of the same application, named as the renewal chain shows it. */
export const policyLinkSchema = z.object({ id: z.number().int(), policyNumber: z.string().nullable() })
export type PolicyLink = z.infer<typeof policyLinkSchema>
export const policySchema = z.object({
  id: z.number().int(),
  quoteId: z.number().int(),
  application: applicationRefSchema,
  insurer: z.enum(insurerIds),
  status: z.enum(policyStatuses),
  /** Given when issued, in the insurer's format. */
  policyNumber: z.string().nullable(),
  termStart: z.string().nullable(),
  termEnd: z.string().nullable(),
  options: quoteOptionsSchema,
  premium: premiumSchema,
  coverages: z.array(coverageSchema),
  vehicle: insuredVehicleSchema,
  beneficiary: z.string(),
  sandbox: z.boolean(),
  boundAt: z.string(),
  issuedAt: z.string().nullable(),
  cancelledAt: z.string().nullable(),
  cancelReason: z.string().nullable(),
  /** The expiring policy this one was bound to replace (bound from a renewal quote). */
  renews: policyLinkSchema.nullable(),
  /** The policy bound to replace this one, once it is renewed (a cancelled successor does not count). */
  renewedBy: policyLinkSchema.nullable(),
  version: z.number().int(),
})
export type Policy = z.infer<typeof policySchema>

export const quotesResponseSchema = z.object({ quotes: z.array(quoteSchema) })
export type QuotesResponse = z.infer<typeof quotesResponseSchema>
/** The quote screen's answer: the application as the insurers see it, and its quotes. */
export const applicationQuotesSchema = z.object({
  application: applicationRefSchema.extend({
    stage: stageSchema,
    vehicle: insuredVehicleSchema,
    postalCode: z.string().nullable(),
  }),
  quotes: z.array(quoteSchema),
})
export type ApplicationQuotes = z.infer<typeof applicationQuotesSchema>
export const policiesOfApplicationSchema = z.object({ policies: z.array(policySchema) })
export type PoliciesOfApplication = z.infer<typeof policiesOfApplicationSchema>

export const quoteParamsSchema = z.object({ quoteId: idTextSchema() })
export const policyParamsSchema = z.object({ policyId: idTextSchema() })
export const insurerParamsSchema = z.object({ insurer: insurerIdSchema })

export const versionBodySchema = z.object({ version: versionSchema() }).strict()
export const cancelPolicySchema = z
  .object({
    version: versionSchema(),
    reason: multiLineText().trim().min(3, fieldError('too_short', 3)).max(500),
  })
  .strict()
export type CancelPolicyRequest = z.infer<typeof cancelPolicySchema>

// The póliza queue: applications in stage póliza and where their insurance stands.
export const queueSortKeys = ['folio', 'stageEnteredAt', 'applicantName'] as const
export const queueQuerySchema = listQuerySchema(queueSortKeys)
export type QueueQuery = z.infer<typeof queueQuerySchema>
export const queueItemSchema = applicationRefSchema.extend({
  stageEnteredAt: z.string(),
  vehicle: z.string(),
  quotes: z.number().int(),
  policy: z
    .object({ id: z.number().int(), insurer: z.enum(insurerIds), status: z.enum(policyStatuses) })
    .nullable(),
})
export type QueueItem = z.infer<typeof queueItemSchema>
export const queueResponseSchema = z.object({ items: z.array(queueItemSchema), total: z.number().int() })
export type QueueResponse = z.infer<typeof queueResponseSchema>

// The insurance list's tabs (spec /apps/insurance/list/tabs).
export const policyTabs = ['in_force', 'expiring_30', 'expiring_60', 'cancelled'] as const
export type PolicyTab = (typeof policyTabs)[number]
export const policySortKeys = ['termEnd', 'policyNumber', 'boundAt'] as const
export const policiesQuerySchema = listQuerySchema(policySortKeys).extend({
  tab: z.enum(policyTabs, { message: fieldError('invalid_choice') }).default('in_force'),
  insurer: z.preprocess((v) => (v === '' ? undefined : v), insurerIdSchema.optional()),
})
export type PoliciesQuery = z.infer<typeof policiesQuerySchema>
export const policiesResponseSchema = z.object({ policies: z.array(policySchema), total: z.number().int() })
export type PoliciesResponse = z.infer<typeof policiesResponseSchema>

/** One insurer's page: its latest quotes and policies within the caller's scope. */
export const insurerPageSchema = z.object({
  insurer: z.enum(insurerIds),
  quotes: z.array(quoteSchema),
  policies: z.array(policySchema),
})
export type InsurerPage = z.infer<typeof insurerPageSchema>
