import { z } from 'zod'
import { fieldError } from '../common/errors'
import { boundedDateSchema, versionSchema } from '../common/bounds'
import { multiLineText } from '../common/text'

/*
 * Schedule versions (issue 33): a restructure, a payment holiday, a due-day change or an acceleration
 * (vencimiento anticipado) gives the loan a new schedule from a date on; the old versions are kept and shown.
 * Each is asked by one person and written when a second approves (four eyes).
 */

export const loanVersionPaths = {
  /** Ask for a new version (202: the approval request). */
  versions: '/api/v1/credit-applications/:origin/:id/loan/versions',
  /** The would-be version's schedule, computed now, written nowhere. */
  preview: '/api/v1/credit-applications/:origin/:id/loan/versions/preview',
  /** The cover page (carátula) of a version's new terms and schedule, for the customer to sign. */
  pdf: '/api/v1/credit-applications/:origin/:id/loan/versions/:version/pdf',
} as const

export const scheduleVersionKinds = [
  'restructure',
  'payment_holiday',
  'due_day_change',
  'acceleration',
] as const
export type ScheduleVersionKind = (typeof scheduleVersionKinds)[number]
/** The version 1 a loan opens with, then the four kinds. */
export const scheduleVersionKindsShown = ['opening', ...scheduleVersionKinds] as const

/** The approvals kind of each operation (approvals feature), registered by loan servicing. */
export const versionApprovalKinds = {
  restructure: 'loan.restructure',
  payment_holiday: 'loan.payment-holiday',
  due_day_change: 'loan.due-day-change',
  acceleration: 'loan.acceleration',
} as const satisfies Record<ScheduleVersionKind, string>

/** The contract's number of missed installments that allows acceleration when the credit policy names none. */
export const DEFAULT_ACCELERATION_AFTER_MISSED = 3

const whole = (min: number, max: number) =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(min, fieldError('too_small', min))
    .max(max, fieldError('too_big', max))

const common = {
  /** D: the day the new schedule starts (payments dated before it stay on the old one). */
  effectiveOn: boundedDateSchema(),
  reason: multiLineText().trim().min(5, fieldError('too_short', 5)).max(500, fieldError('too_long', 500)),
}

export const versionTermsSchema = z.discriminatedUnion(
  'kind',
  [
    z
      .object({
        kind: z.literal('restructure'),
        ...common,
        /** The new nominal annual rate, in basis points. */
        annualRateBps: whole(0, 20_000),
        /** The new number of monthly periods from D. */
        termPeriods: whole(1, 120),
        /** Settle the arrears by adding them to the new principal (else they stay owed as they are). */
        capitaliseArrears: z.boolean({ error: fieldError('invalid_value') }),
      })
      .strict(),
    z
      .object({
        kind: z.literal('payment_holiday'),
        ...common,
        /** How many of the next due dates are skipped. */
        periods: whole(1, 12),
      })
      .strict(),
    z
      .object({
        kind: z.literal('due_day_change'),
        ...common,
        /** The new day of the month (29–31 fall on a shorter month's last day). */
        dueDay: whole(1, 31),
      })
      .strict(),
    z.object({ kind: z.literal('acceleration'), ...common }).strict(),
  ],
  { error: fieldError('invalid_choice') },
)
export type VersionTerms = z.infer<typeof versionTermsSchema>

/** A request for a new version: its terms and the loan's version the person saw (stale → 409). */
export const versionRequestSchema = z.intersection(versionTermsSchema, z.object({ version: versionSchema() }))
export type VersionRequest = z.infer<typeof versionRequestSchema>

export const versionParamsSchema = z.object({
  version: z.coerce
    .number({ error: fieldError('invalid_value') })
    .int()
    .min(1)
    .max(1000),
})

export const versionRowSchema = z.object({
  n: z.number().int(),
  dueDate: z.string(),
  principalCents: z.number().int(),
  interestCents: z.number().int(),
  ivaCents: z.number().int(),
  insuranceCents: z.number().int(),
  totalCents: z.number().int(),
})
export type VersionRow = z.infer<typeof versionRowSchema>

/** What a version is: its figures at D and its rows (also the preview's answer, before any approval). */
export const versionFiguresSchema = z.object({
  kind: z.enum(scheduleVersionKindsShown),
  effectiveOn: z.string(),
  annualRateBps: z.number().int(),
  /** The principal the rows amortise. */
  principalCents: z.number().int(),
  /** What became principal at D (arrears, or a holiday's interest and IVA). */
  capitalisedCents: z.number().int(),
  capitalisesArrears: z.boolean(),
  /** The current period's interest earned to D, charged in the first row (capitalised in a holiday). */
  carriedInterestCents: z.number().int(),
  /** The kind's own inputs (termPeriods, periods, dueDay). */
  termPeriods: z.number().int(),
  periods: z.number().int().nullable(),
  dueDay: z.number().int().nullable(),
  rows: z.array(versionRowSchema),
})
export type VersionFigures = z.infer<typeof versionFiguresSchema>

export const scheduleVersionSchema = versionFiguresSchema.extend({
  version: z.number().int(),
  reason: z.string(),
  requestedBy: z.string().nullable(),
  approvedBy: z.string().nullable(),
  createdAt: z.string(),
})
export type ScheduleVersion = z.infer<typeof scheduleVersionSchema>

/** LoanDetail.versions: the schedule versions, oldest first, and the loan's restructure and acceleration facts. */
export const loanVersionsSchema = z.object({
  list: z.array(scheduleVersionSchema),
  restructureCount: z.number().int(),
  lastRestructuredOn: z.string().nullable(),
  acceleratedOn: z.string().nullable(),
  /** Installments due and not fully paid today, and the contract's number that allows acceleration. */
  missedInstallments: z.number().int(),
  accelerationAfterMissed: z.number().int(),
  /** Payments and reversals dated before this are refused (the latest version's D). */
  lockedBefore: z.string().nullable(),
})
export type LoanVersions = z.infer<typeof loanVersionsSchema>
