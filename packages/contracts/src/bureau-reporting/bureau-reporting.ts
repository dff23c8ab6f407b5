import { z } from 'zod'
import { versionSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listEnvelope } from '../common/list-envelope'

/** The monthly credit-bureau file's endpoints (issue 36, docs/compliance.md "Monthly credit-bureau file"). */
export const bureauReportingPaths = {
  periods: '/api/v1/bureau-reporting',
  period: '/api/v1/bureau-reporting/:period',
  file: '/api/v1/bureau-reporting/:period/file',
  generations: '/api/v1/bureau-reporting/:period/generations',
} as const

/** A reporting month, `YYYY-MM`. */
export const bureauPeriodSchema = z
  .string({ error: fieldError('required') })
  .regex(/^\d{4}-(0[1-9]|1[0-2])$/, fieldError('invalid_format'))

export const bureauPeriodParamsSchema = z.object({ period: bureauPeriodSchema }).strict()

/**
 * The bureau's current payment codes (MOP, forma de pago actual) Mesa reports: 00 too recent to rate, 01 current,
 * 02–07 by days past due, 96 twelve months or more, 97 a debt not recovered (written off), 99 fraud (never
 * produced: Mesa records no fraud).
 */
export const bureauMops = ['00', '01', '02', '03', '04', '05', '06', '07', '96', '97', '99'] as const
export type BureauMop = (typeof bureauMops)[number]

/** Why an account cannot be reported: each names the missing or wrong datum. */
export const bureauRecordProblems = [
  'missing_last_name',
  'missing_first_name',
  'missing_birth_date',
  'invalid_rfc',
  'invalid_curp',
  'missing_address',
  'missing_neighborhood',
  'missing_municipality',
  'invalid_state',
  'invalid_postal_code',
] as const
export type BureauRecordProblem = (typeof bureauRecordProblems)[number]

const accountRef = {
  applicationId: z.number().int(),
  folio: z.number().int(),
  name: z.string(),
}

export const bureauRecordFailureSchema = z.object({
  ...accountRef,
  problems: z.array(z.enum(bureauRecordProblems)),
})
export type BureauRecordFailure = z.infer<typeof bureauRecordFailureSchema>

export const bureauAccountRefSchema = z.object({ ...accountRef, mop: z.enum(bureauMops) })
export const bureauMopChangeSchema = z.object({
  ...accountRef,
  from: z.enum(bureauMops),
  to: z.enum(bureauMops),
})

export const bureauDifferencesSchema = z.object({
  /** The stored period compared with (the latest before this one), or null for the first file. */
  previousPeriod: z.string().nullable(),
  added: z.array(bureauAccountRefSchema),
  /** Accounts reported closed for the first time (paid off in the month). */
  closed: z.array(bureauAccountRefSchema),
  mopChanges: z.array(bureauMopChangeSchema),
})
export type BureauDifferences = z.infer<typeof bureauDifferencesSchema>

const personRef = z.object({ id: z.number().int(), fullName: z.string() }).nullable()

export const bureauPeriodListItemSchema = z.object({
  period: z.string(),
  /** The period's last business day: every figure is as of it. */
  asOf: z.string(),
  /** Accounts in the file (the records that passed validation). */
  accounts: z.number().int(),
  failed: z.number().int(),
  totalBalanceCents: z.number().int(),
  totalPastDueCents: z.number().int(),
  generatedAt: z.string(),
})
export type BureauPeriodListItem = z.infer<typeof bureauPeriodListItemSchema>

export const bureauPeriodListSchema = listEnvelope(bureauPeriodListItemSchema)

export const bureauPeriodSummarySchema = bureauPeriodListItemSchema.extend({
  version: z.number().int(),
  generatedBy: personRef,
  closedAccounts: z.number().int(),
  /** Accounts in the file by current MOP. */
  mopCounts: z.record(z.string(), z.number().int()),
  /** The bureau's sandbox marks the member code and name as not the institution's real ones. */
  sandbox: z.boolean(),
  failures: z.array(bureauRecordFailureSchema),
  differences: bureauDifferencesSchema,
})
export type BureauPeriodSummary = z.infer<typeof bureauPeriodSummarySchema>

/** Generating a month's file; regenerating one already stored names the version read (409 when stale). */
export const bureauGenerationRequestSchema = z.object({ version: versionSchema().optional() }).strict()
export type BureauGenerationRequest = z.infer<typeof bureauGenerationRequestSchema>
