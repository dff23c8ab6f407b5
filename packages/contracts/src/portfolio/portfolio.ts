import { z } from 'zod'
import { boundedDateSchema, idTextSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { arrearsBuckets } from '../loan-servicing/loan-servicing'
import { creditProductSchema, stageSchema } from '../credit-applications/stages'

/** The portfolio dashboard (issue 16): a manager's home over the applications and loans the caller may see. */
export const portfolioPaths = {
  dashboard: '/api/v1/portfolio/dashboard',
} as const

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/**
 * The dashboard's filters, named as the applications list names them so each figure links to that list with
 * the same query: `from`/`to` (the application's creation day, Mexico City), `product` and `allyId`.
 */
export const portfolioQuerySchema = z
  .object({
    from: z.preprocess(emptyToUndefined, boundedDateSchema().optional()),
    to: z.preprocess(emptyToUndefined, boundedDateSchema().optional()),
    product: z.preprocess(emptyToUndefined, creditProductSchema.optional()),
    allyId: z.preprocess(emptyToUndefined, idTextSchema().optional()),
  })
  .refine((query) => !query.from || !query.to || query.from <= query.to, {
    path: ['to'],
    message: fieldError('end_before_start'),
  })
export type PortfolioQuery = z.infer<typeof portfolioQuerySchema>

/** A share between 0 and 1 rounded to four places; null when its denominator is zero. */
const ratio = z.number().min(0).max(1).nullable()

export const funnelStageSchema = z.object({
  stage: stageSchema,
  /** Applications of the cohort that ever entered the stage. */
  reached: z.number().int(),
  /** Of those, the share that entered the next stage (null for the last one or when none reached it). */
  conversion: ratio,
  /** Applications of the cohort in the stage now (the list filtered by this stage). */
  current: z.number().int(),
  /** Of those, past the stage's target hours now (the list filtered by stage and overdue). */
  overdue: z.number().int(),
})

export const stageTimeSchema = z.object({
  stage: stageSchema,
  targetHours: z.number().nullable(),
  /** Completed stays in the stage (one application may stay twice after a return). */
  stays: z.number().int(),
  medianHours: z.number().nullable(),
  /** Share of the completed stays longer than the target. */
  overTarget: ratio,
})

export const decisionSummarySchema = z.object({
  cohort: z.number().int(),
  approved: z.number().int(),
  rejected: z.number().int(),
  cancelled: z.number().int(),
  /** approved / (approved + rejected) */
  approvalRate: ratio,
  /** rejected / (approved + rejected) */
  rejectionRate: ratio,
  /** Median hours from creation to the decision (entering autorizacion, or the rejection). */
  medianHoursToDecision: z.number().nullable(),
  reasons: z.array(z.object({ reason: z.string(), count: z.number().int() })),
})

const amountRow = z.object({
  authorisedCents: z.number().int(),
  authorisedCount: z.number().int(),
  disbursedCents: z.number().int(),
  disbursedCount: z.number().int(),
})

export const bucketFigureSchema = z.object({
  bucket: z.enum(arrearsBuckets),
  loans: z.number().int(),
  balanceCents: z.number().int(),
  ratio: z.number(),
})

export const arrearsPointSchema = z.object({
  /** The day of the figures: a month's last day from the daily snapshots, or today (live). */
  date: z.string(),
  balanceCents: z.number().int(),
  pastDueRatio: z.number(),
  byBucket: z.array(bucketFigureSchema),
})

export const portfolioDashboardSchema = z.object({
  funnel: z.array(funnelStageSchema),
  decisions: decisionSummarySchema,
  stageTimes: z.array(stageTimeSchema),
  amounts: z.object({
    byMonth: z.array(amountRow.extend({ month: z.string() })),
    byAlly: z.array(amountRow.extend({ allyId: z.number().int(), allyName: z.string() })),
    /** By the funder whose line holds the credit (funding's assignment); funderId null: not funded by a line. */
    byFunder: z.array(amountRow.extend({ funderId: z.number().int().nullable(), funder: z.string() })),
  }),
  arrears: z.object({
    /** Today's active loans, as the loans list totals them with the same filters. */
    now: arrearsPointSchema.extend({ loans: z.number().int() }),
    /** Month-end snapshots within the period (the last twelve months when no period is given), then today. */
    history: z.array(arrearsPointSchema),
  }),
})
export type PortfolioDashboard = z.infer<typeof portfolioDashboardSchema>
