import { z } from 'zod'
import { boundedDateSchema, idTextSchema, versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { safeEmail } from '../common/text'
import { creditProductSchema } from '../credit-applications/stages'
import { arrearsBuckets } from '../loan-servicing/loan-servicing'
import { provisionReportSchema } from '../loan-servicing/provisions'

/*
 * The portfolio reports a risk committee and a board read (issue 36 item 5; the collections manager's roll-rate
 * and recovery charts of issue 35): as of a business date, filtered by product and ally, within the reader's
 * row scope. Definitions in docs/domain.md "Portfolio reports".
 */
export const portfolioReportPaths = {
  report: '/api/v1/portfolio-reports',
  xlsx: '/api/v1/portfolio-reports/xlsx',
  pdf: '/api/v1/portfolio-reports/pdf',
  recipients: '/api/v1/portfolio-reports/recipients',
} as const

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

export const portfolioReportQuerySchema = z
  .object({
    /** The business date the reports are as of (absent: the business date); never after it. */
    asOf: z.preprocess(emptyToUndefined, boundedDateSchema().optional()),
    product: z.preprocess(emptyToUndefined, creditProductSchema.optional()),
    allyId: z.preprocess(emptyToUndefined, idTextSchema().optional()),
  })
  .strict()
export type PortfolioReportQuery = z.infer<typeof portfolioReportQuerySchema>

/** A share between 0 and 1 rounded to four places; null when its denominator is zero. */
const ratio = z.number().min(0).max(1).nullable()

export const bucketFiguresSchema = z.object({
  bucket: z.enum(arrearsBuckets),
  loans: z.number().int(),
  balanceCents: z.number().int(),
  share: ratio,
})

/** The past-due indicators of one date: IMOR and PAR 30/60/90 over the balance of the active loans. */
export const delinquencyPointSchema = z.object({
  date: z.string(),
  loans: z.number().int(),
  balanceCents: z.number().int(),
  imor: ratio,
  par30: ratio,
  par60: ratio,
  par90: ratio,
})
export type DelinquencyPoint = z.infer<typeof delinquencyPointSchema>

export const vintageSchema = z.object({
  /** The origination month, YYYY-MM. */
  cohort: z.string(),
  loans: z.number().int(),
  principalCents: z.number().int(),
  /** Months on book 0, 1, 2… (each the cohort's month end after that many months; the last one the as-of date). */
  curve: z.array(ratio),
})
export type Vintage = z.infer<typeof vintageSchema>

export const rollBuckets = arrearsBuckets.slice(0, -1) as readonly (typeof arrearsBuckets)[number][]

export const rollRateSchema = z.object({
  fromBucket: z.enum(arrearsBuckets),
  toBucket: z.enum(arrearsBuckets),
  /** The balance in `fromBucket` at the start (the loans active then). */
  fromBalanceCents: z.number().int(),
  /** Of it, the start balance of the loans in `toBucket` at the end. */
  rolledCents: z.number().int(),
  rate: ratio,
})

/** From one month end to the next (the last step ends on the as-of date). */
export const rollStepSchema = z.object({ from: z.string(), to: z.string(), rates: z.array(rollRateSchema) })
export type RollStep = z.infer<typeof rollStepSchema>

export const concentrationRowSchema = z.object({
  key: z.string(),
  label: z.string(),
  loans: z.number().int(),
  balanceCents: z.number().int(),
  share: ratio,
})
export type ConcentrationRow = z.infer<typeof concentrationRowSchema>

export const monthLossesSchema = z.object({
  month: z.string(),
  writtenOffLoans: z.number().int(),
  writtenOffCents: z.number().int(),
  recoveriesCents: z.number().int(),
})

export const portfolioReportSchema = z.object({
  asOf: z.string(),
  /** The portfolio by bucket on the as-of date and its indicators. */
  buckets: z.array(bucketFiguresSchema),
  now: delinquencyPointSchema,
  /** The indicators at each of the twelve month ends before the as-of date, then on it. */
  history: z.array(delinquencyPointSchema),
  vintages: z.array(vintageSchema),
  rollRates: z.array(rollStepSchema),
  concentration: z.object({
    byAlly: z.array(concentrationRowSchema),
    byProduct: z.array(concentrationRowSchema),
    byRegion: z.array(concentrationRowSchema),
  }),
  /** Each of the twelve months up to the as-of date's. */
  losses: z.array(monthLossesSchema),
  provisions: provisionReportSchema,
})
export type PortfolioReport = z.infer<typeof portfolioReportSchema>

/** Who receives the monthly package on the first business day of each month. */
export const reportRecipientsSchema = z.object({
  emails: z.array(z.string()),
  version: z.number().int(),
})
export type ReportRecipients = z.infer<typeof reportRecipientsSchema>

export const updateReportRecipientsSchema = z
  .object({
    /** Repeated addresses (in any case) are kept once. */
    emails: z.array(safeEmail()).max(50, fieldError('too_many', 50)),
    version: versionSchema(),
  })
  .strict()
export type UpdateReportRecipients = z.infer<typeof updateReportRecipientsSchema>
