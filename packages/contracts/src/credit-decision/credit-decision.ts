import { z } from 'zod'
import { openingFeeTreatments } from '../credit-policy/credit-policy'
import {
  DEFAULT_PERIODICITY,
  PERIODS_PER_YEAR,
  periodicities,
  type Periodicity,
} from '../calculator/calculator'
import { fieldError } from '../common/errors'
import { boundedDateSchema, idSchema, idTextSchema, MAX_AMOUNT, versionSchema } from '../common/bounds'
import { multiLineText } from '../common/text'
import { applicationParamsSchema } from '../credit-applications/credit-applications'

/**
 * The credit decision (issue 14): the committee's votes and decision in deliberación, the conditions it sets,
 * the terms authorised in autorización and the AnswerSheet (the decision letter to the ally). Money in
 * centavos, rates in basis points.
 */
export const creditDecisionPaths = {
  deliberation: '/api/v1/credit-applications/:origin/:id/deliberation',
  committee: '/api/v1/credit-applications/:origin/:id/committee',
  votes: '/api/v1/credit-applications/:origin/:id/committee/votes',
  conditionMet: '/api/v1/credit-applications/:origin/:id/committee/conditions/:conditionId/met',
  authorisation: '/api/v1/credit-applications/:origin/:id/authorisation',
  answerSheet: '/api/v1/credit-applications/:origin/:id/answer-sheet',
  answerSheetPdf: '/api/v1/credit-applications/:origin/:id/answer-sheet.pdf',
} as const

export const conditionParamsSchema = applicationParamsSchema.extend({ conditionId: idTextSchema() })

const personRef = z.object({ id: z.number().int(), fullName: z.string() })

export const committeeVotes = ['approve', 'approve_with_conditions', 'reject'] as const
export type CommitteeVote = (typeof committeeVotes)[number]
export const committeeOutcomes = ['approved', 'approved_with_conditions', 'rejected'] as const
export type CommitteeOutcome = (typeof committeeOutcomes)[number]
export const conditionKinds = ['larger_down_payment', 'co_signer', 'shorter_term', 'other'] as const
export type ConditionKind = (typeof conditionKinds)[number]
export const rejectReasonCodes = [
  'insufficient_capacity',
  'bureau_history',
  'unfavourable_visit',
  'inconsistent_information',
  'insufficient_down_payment',
  'outside_policy',
  'other',
] as const
export type RejectReasonCode = (typeof rejectReasonCodes)[number]

/** A condition as a voter proposes it: the value is centavos (down payment) or months (term), else none. */
export const conditionInputSchema = z
  .object({
    kind: z.enum(conditionKinds, { message: fieldError('invalid_choice') }),
    value: z
      .number({ error: fieldError('invalid_value') })
      .int(fieldError('not_integer'))
      .min(0, fieldError('too_small', 0))
      .max(MAX_AMOUNT, fieldError('too_big', MAX_AMOUNT))
      .nullable()
      .default(null),
    text: multiLineText().trim().max(500).default(''),
  })
  .strict()
  .superRefine((condition, context) => {
    const needsValue = condition.kind === 'larger_down_payment' || condition.kind === 'shorter_term'
    if (needsValue && condition.value === null)
      context.addIssue({ code: 'custom', path: ['value'], message: fieldError('required') })
    if (!needsValue && condition.text.length < 3)
      context.addIssue({ code: 'custom', path: ['text'], message: fieldError('required') })
  })
export type ConditionInput = z.infer<typeof conditionInputSchema>

export const voteRequestSchema = z
  .object({
    vote: z.enum(committeeVotes, { message: fieldError('invalid_choice') }),
    conditions: z.array(conditionInputSchema).max(10, fieldError('too_many', 10)).default([]),
    rejectReasons: z
      .array(z.enum(rejectReasonCodes, { message: fieldError('invalid_choice') }))
      .max(rejectReasonCodes.length, fieldError('too_many', rejectReasonCodes.length))
      .refine((codes) => new Set(codes).size === codes.length, fieldError('invalid_value'))
      .default([]),
    notes: multiLineText().trim().max(2000).default(''),
  })
  .strict()
  .superRefine((vote, context) => {
    const issue = (path: string, message: string) =>
      context.addIssue({ code: 'custom', path: [path], message })
    if (vote.vote === 'approve_with_conditions' && vote.conditions.length === 0)
      issue('conditions', fieldError('too_few', 1))
    if (vote.vote !== 'approve_with_conditions' && vote.conditions.length > 0)
      issue('conditions', fieldError('invalid_value'))
    if (vote.vote === 'reject' && vote.rejectReasons.length === 0)
      issue('rejectReasons', fieldError('too_few', 1))
    if (vote.vote !== 'reject' && vote.rejectReasons.length > 0)
      issue('rejectReasons', fieldError('invalid_value'))
    if (vote.rejectReasons.includes('other') && vote.notes.length < 3) issue('notes', fieldError('required'))
  })
export type VoteRequest = z.infer<typeof voteRequestSchema>

export const conditionMetRequestSchema = z
  .object({
    evidence: multiLineText().trim().min(3, fieldError('required')).max(2000),
    version: versionSchema(),
  })
  .strict()
export type ConditionMetRequest = z.infer<typeof conditionMetRequestSchema>

export const conditionSchema = z.object({
  id: z.number().int(),
  kind: z.enum(conditionKinds),
  value: z.number().int().nullable(),
  text: z.string(),
  proposedBy: personRef.nullable(),
  met: z.object({ by: personRef.nullable(), at: z.string(), evidence: z.string() }).nullable(),
  version: z.number().int(),
})
export type DecisionCondition = z.infer<typeof conditionSchema>

export const voteSchema = z.object({
  id: z.number().int(),
  voter: personRef.nullable(),
  vote: z.enum(committeeVotes),
  rejectReasons: z.array(z.enum(rejectReasonCodes)),
  notes: z.string(),
  castAt: z.string(),
})

export const decisionSchema = z.object({
  outcome: z.enum(committeeOutcomes),
  approvingVotes: z.number().int(),
  rejectingVotes: z.number().int(),
  policyVersionId: z.number().int(),
  rejectReasons: z.array(z.enum(rejectReasonCodes)),
  decidedAt: z.string(),
})
export type CommitteeDecision = z.infer<typeof decisionSchema>

/** What a committee decision was taken on (issue 30): a later change of any of them voids the decision. */
export const decisionBasisParts = [
  'amount',
  'term',
  'income',
  'capacity',
  'bureau_report',
  'vehicle',
  'checks',
  'documents',
] as const
export type DecisionBasisPart = (typeof decisionBasisParts)[number]

/** A decision a change of its file voided: what it decided, who voted, and what changed. */
export const voidedDecisionSchema = z.object({
  id: z.number().int(),
  outcome: z.enum(committeeOutcomes),
  approvingVotes: z.number().int(),
  rejectingVotes: z.number().int(),
  decidedAt: z.string(),
  voters: z.array(z.object({ fullName: z.string(), vote: z.enum(committeeVotes) })),
  changed: z.array(z.enum(decisionBasisParts)),
  voidedAt: z.string(),
})
export type VoidedDecision = z.infer<typeof voidedDecisionSchema>

export const committeeResponseSchema = z.object({
  /** The rule in force (the decision's own once recorded); null when no policy covers the product. */
  rule: z
    .object({ policyVersionId: z.number().int(), quorum: z.number().int(), majorityBps: z.number().int() })
    .nullable(),
  votes: z.array(voteSchema),
  decision: decisionSchema.nullable(),
  conditions: z.array(conditionSchema),
  /** What changed since the decision in force was taken (it is voided on the next move or authorisation). */
  staleBecause: z.array(z.enum(decisionBasisParts)).default([]),
  /** Earlier decisions voided by a change of the file, newest first. */
  voided: z.array(voidedDecisionSchema).default([]),
})
export type CommitteeResponse = z.infer<typeof committeeResponseSchema>

const cents = (max = MAX_AMOUNT) =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(0, fieldError('too_small', 0))
    .max(max, fieldError('too_big', max))

const wholeTerm = (max: number) =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(1, fieldError('too_small', 1))
    .max(max, fieldError('too_big', max))

/** At most ten years of payments whatever the periodicity: 120 monthly, 240, 260 or 520. */
export const maxTermPeriodsOf = (periodicity: Periodicity) => (120 * PERIODS_PER_YEAR[periodicity]) / 12

/**
 * The final terms the authoriser signs off; `supersedes` is the authorisation they saw (stale → 409).
 * Issue 33: the term is `termPeriods` payments of the `periodicity` (monthly when absent), or `termMonths` for
 * a monthly loan as before, the calculator's rule: neither, or `termMonths` with another periodicity or with
 * a different `termPeriods`, is a 400.
 */
export const authorisationRequestSchema = z
  .object({
    amountCents: cents().refine((value) => value >= 100, fieldError('too_small', 100)),
    downPaymentCents: cents(),
    annualRateBps: cents(20_000),
    termMonths: wholeTerm(120).optional(),
    periodicity: z.enum(periodicities, { message: fieldError('invalid_choice') }).optional(),
    termPeriods: wholeTerm(maxTermPeriodsOf('weekly')).optional(),
    openingFeeBps: cents(2_000),
    /** Financed insurance added to each payment (the name keeps its monthly origin). */
    insuranceMonthlyCents: cents(100_000_000),
    firstDueDate: boundedDateSchema().nullable(),
    supersedes: idSchema().nullable(),
  })
  .strict()
  .superRefine((body, context) => {
    const periodicity = body.periodicity ?? DEFAULT_PERIODICITY
    if (body.termMonths === undefined && body.termPeriods === undefined)
      context.addIssue({ code: 'custom', path: ['termPeriods'], message: fieldError('required') })
    if (body.termMonths !== undefined && periodicity !== 'monthly')
      context.addIssue({ code: 'custom', path: ['termMonths'], message: fieldError('invalid_choice') })
    const maxPeriods = maxTermPeriodsOf(periodicity)
    if (body.termPeriods !== undefined && body.termPeriods > maxPeriods)
      context.addIssue({ code: 'custom', path: ['termPeriods'], message: fieldError('too_big', maxPeriods) })
    else if (
      body.termMonths !== undefined &&
      body.termPeriods !== undefined &&
      body.termMonths !== body.termPeriods
    )
      context.addIssue({ code: 'custom', path: ['termPeriods'], message: fieldError('invalid_value') })
  })
export type AuthorisationRequest = z.infer<typeof authorisationRequestSchema>

/** The span in months of `termPeriods` payments (52 biweekly payments span 24 months), rounded up. */
export const termSpanMonths = (periodicity: Periodicity, termPeriods: number) =>
  Math.ceil((termPeriods * 12) / PERIODS_PER_YEAR[periodicity])

/**
 * A request's term in the three words the rest of the chain uses: the periodicity, the number of payments
 * and the span in months (the credit policy's term range and the loan's `termMonths` are in months).
 */
export function termShapeOf(
  request: Pick<AuthorisationRequest, 'periodicity' | 'termPeriods' | 'termMonths'>,
) {
  const periodicity = request.periodicity ?? DEFAULT_PERIODICITY
  const termPeriods = (request.termPeriods ?? request.termMonths)!
  return { periodicity, termPeriods, termMonths: termSpanMonths(periodicity, termPeriods) }
}

/** The authorisation request once its term is settled (what the API checks and stores). */
export type SettledTerms = Omit<AuthorisationRequest, 'termMonths' | 'periodicity' | 'termPeriods'> &
  ReturnType<typeof termShapeOf>

/** What servicing (and the contract) read: the terms in force for an application. */
export const authorisedTermsSchema = z.object({
  /** The authorisation these terms are (issue 30: the contract, assignment and disbursement name it). */
  authorisationId: z.number().int(),
  amountCents: z.number().int(),
  downPaymentCents: z.number().int(),
  /** The span in months (the number of payments when monthly). */
  termMonths: z.number().int(),
  /** Issue 33: how often the loan is paid and how many payments; monthly, one a month, before it. */
  periodicity: z.enum(periodicities),
  termPeriods: z.number().int(),
  annualRateBps: z.number().int(),
  /** Financed insurance added to each payment; the opening fee is charged at disbursement. */
  insuranceMonthlyCents: z.number().int(),
  openingFeeBps: z.number().int(),
  /** Issue 30: the product policy's choice when authorised: deducted from the disbursement or first installment. */
  openingFeeTreatment: z.enum(openingFeeTreatments),
  /** The fee and its IVA in centavos (the engine's figures when authorised). */
  openingFeeCents: z.number().int(),
  openingFeeIvaCents: z.number().int(),
  firstDueDate: z.string().nullable(),
  policyVersionId: z.number().int(),
  authorisedBy: z.number().int(),
  authorisedAt: z.string(),
})
export type AuthorisedTerms = z.infer<typeof authorisedTermsSchema>

/** The engine's figures recorded with an authorisation (centavos; CAT in percent, one decimal). */
export const quoteFiguresSchema = z.object({
  paymentCents: z.number().int(),
  paymentWithIvaCents: z.number().int(),
  openingFeeCents: z.number().int(),
  openingFeeIvaCents: z.number().int(),
  netDisbursedCents: z.number().int(),
  totalInterestCents: z.number().int(),
  totalIvaCents: z.number().int(),
  totalInsuranceCents: z.number().int(),
  totalPaidCents: z.number().int(),
  catPct: z.number(),
})
export type QuoteFigures = z.infer<typeof quoteFiguresSchema>

export const scheduleLineSchema = z.object({
  n: z.number().int(),
  date: z.string().optional(),
  paymentCents: z.number().int(),
  interestCents: z.number().int(),
  ivaCents: z.number().int(),
  principalCents: z.number().int(),
  insuranceCents: z.number().int(),
  totalCents: z.number().int(),
  balanceCents: z.number().int(),
})
export type ScheduleLine = z.infer<typeof scheduleLineSchema>

export const authorisationSchema = authorisedTermsSchema.extend({
  id: z.number().int(),
  authorisedByName: z.string().nullable(),
  supersededAt: z.string().nullable(),
  quote: quoteFiguresSchema,
})
export type Authorisation = z.infer<typeof authorisationSchema>

export const authorisationResponseSchema = z.object({
  current: authorisationSchema.nullable(),
  /** The current schedule, from the engine. */
  schedule: z.array(scheduleLineSchema),
  /** Earlier authorisations it superseded, newest first. */
  history: z.array(authorisationSchema),
  /** The caller's authority limit under the policy in force (null: none). */
  myLimitCents: z.number().int().nullable(),
  conditionsPending: z.number().int(),
  /** Issue 33: the periodicities the product's policy in force offers (the form's choices). */
  periodicities: z.array(z.enum(periodicities)).default(['monthly']),
})
export type AuthorisationResponse = z.infer<typeof authorisationResponseSchema>
