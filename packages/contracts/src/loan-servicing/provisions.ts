import { z } from 'zod'
import { boundedDateSchema } from '../common/bounds'
import { arrearsBuckets } from './loan-servicing'

/**
 * The loss-provision report (issue 33): as of a date, the loans in the viewer's scope by arrears bucket with
 * their exposure (EI), provision (PD × SP × EI) and coverage (provision over exposure), and the totals.
 * `GET loanPaths.provisions?asOf=YYYY-MM-DD` (today when absent; never in the future).
 */
export const provisionReportQuerySchema = z.object({ asOf: boundedDateSchema().optional() }).strict()
export type ProvisionReportQuery = z.infer<typeof provisionReportQuerySchema>

const provisionFiguresSchema = z.object({
  loans: z.number().int(),
  exposureCents: z.number().int(),
  provisionCents: z.number().int(),
  /** Provision over exposure, 0 to 1 (four decimals); 0 when there is no exposure. */
  coverage: z.number().min(0).max(1),
})

export const provisionReportSchema = z.object({
  asOf: z.string(),
  rows: z.array(provisionFiguresSchema.extend({ bucket: z.enum(arrearsBuckets) })),
  /** Loans in non-accrual among them, and their suspended interest (off balance, not exposure). */
  nonAccrualLoans: z.number().int(),
  suspendedInterestCents: z.number().int(),
  totals: provisionFiguresSchema,
})
export type ProvisionReport = z.infer<typeof provisionReportSchema>

/** Coverage as the report writes it: a share rounded to four decimals, 0 without exposure. */
export const coverageOf = (provisionCents: number, exposureCents: number) =>
  exposureCents > 0 ? Math.round((provisionCents / exposureCents) * 10_000) / 10_000 : 0
