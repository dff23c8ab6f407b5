import { z } from 'zod'
import type { ArrearsBucket } from './loan-servicing'
import { multiLineText } from '../common/text'
import { fieldError } from '../common/errors'
import { versionSchema } from '../common/bounds'

/*
 * Delinquency and loss (issue 33, docs/domain.md "Delinquency and loss"): non-accrual (cartera vencida), the
 * write-off (castigo) with four eyes, recoveries after it, and the expected-loss provision (PD × SP × EI).
 * This file imports nothing but types from loan-servicing.ts, which nests `loanDelinquencySchema` in LoanDetail.
 */

/** Whether the loan's interest is still recognised (accruing) or tracked off balance (non_accrual). */
export const accrualStatuses = ['accruing', 'non_accrual'] as const
export type AccrualStatus = (typeof accrualStatuses)[number]

const bps = z
  .number({ error: fieldError('invalid_value') })
  .int(fieldError('not_integer'))
  .min(0, fieldError('too_small', 0))
  .max(10_000, fieldError('too_big', 10_000))

/** One days-past-due bucket's probability of default (PD, plain and restructured) and severity (SP). */
export const provisionRateSchema = z.object({ pdBps: bps, restructuredPdBps: bps, severityBps: bps }).strict()
export type ProvisionRate = z.infer<typeof provisionRateSchema>

/** The PD/SP table by arrears bucket (every bucket named: the keys are the arrears buckets). */
export const provisionTableSchema = z
  .object({
    current: provisionRateSchema,
    dpd_1_29: provisionRateSchema,
    dpd_30_59: provisionRateSchema,
    dpd_60_89: provisionRateSchema,
    dpd_90_plus: provisionRateSchema,
  })
  .strict()
export type ProvisionTable = Record<ArrearsBucket, ProvisionRate>

/**
 * A product's delinquency policy (credit policy terms, `delinquency`): the days past due that put a loan in
 * non-accrual, the installments paid in a row that bring it back (sustained payment), and the provision table.
 */
export const delinquencyPolicySchema = z
  .object({
    nonAccrualDays: z
      .number({ error: fieldError('invalid_value') })
      .int(fieldError('not_integer'))
      .min(1, fieldError('too_small', 1))
      .max(365, fieldError('too_big', 365)),
    sustainedPayments: z
      .number({ error: fieldError('invalid_value') })
      .int(fieldError('not_integer'))
      .min(1, fieldError('too_small', 1))
      .max(12, fieldError('too_big', 12)),
    provisionTable: provisionTableSchema,
  })
  .strict()
export type DelinquencyPolicy = z.infer<typeof delinquencyPolicySchema>

/**
 * The defaults (docs/domain.md "Delinquency and loss"): non-accrual at 90 days past due, back to accruing after
 * three installments paid in a row; PD 2 / 8 / 25 / 50 / 100 % by bucket (restructured 5 / 15 / 40 / 70 / 100 %),
 * severity 65 % (a car credit with the car as collateral) below 90 days and 100 % at 90 or more.
 */
export const defaultDelinquencyPolicy: DelinquencyPolicy = {
  nonAccrualDays: 90,
  sustainedPayments: 3,
  provisionTable: {
    current: { pdBps: 200, restructuredPdBps: 500, severityBps: 6_500 },
    dpd_1_29: { pdBps: 800, restructuredPdBps: 1_500, severityBps: 6_500 },
    dpd_30_59: { pdBps: 2_500, restructuredPdBps: 4_000, severityBps: 6_500 },
    dpd_60_89: { pdBps: 5_000, restructuredPdBps: 7_000, severityBps: 6_500 },
    dpd_90_plus: { pdBps: 10_000, restructuredPdBps: 10_000, severityBps: 10_000 },
  },
}

/** A loan's provision: PD and SP of its bucket, the exposure (EI) and the reserve, rounded half to even. */
export const loanProvisionSchema = z.object({
  restructured: z.boolean(),
  pdBps: z.number().int(),
  severityBps: z.number().int(),
  /** Principal outstanding plus interest owed (without IVA), less the suspended interest of a non-accrual loan. */
  exposureCents: z.number().int(),
  provisionCents: z.number().int(),
})
export type LoanProvision = z.infer<typeof loanProvisionSchema>

/** LoanDetail's `delinquency`: accrual standing, suspended interest, provision, write-off and recoveries. */
export const loanDelinquencySchema = z.object({
  accrualStatus: z.enum(accrualStatuses),
  nonAccrualSince: z.string().nullable(),
  /** Interest (ordinary and late, without IVA) accrued since non-accrual began and not collected: off balance. */
  suspendedInterestCents: z.number().int(),
  /** Null once written off or paid off (no provision). */
  provision: loanProvisionSchema.nullable(),
  writeOff: z
    .object({
      on: z.string(),
      /** Principal outstanding + due charges + late interest and its IVA on the day of the write-off. */
      amountCents: z.number().int(),
      reason: z.string(),
    })
    .nullable(),
  /** Payments with a value date on or after the write-off (not reversed): what was recovered. */
  recoveriesCents: z.number().int(),
  /** A write-off may be asked now (the loan is in non-accrual, active, not written off). */
  mayAskWriteOff: z.boolean(),
})
export type LoanDelinquency = z.infer<typeof loanDelinquencySchema>

/** Asks a second person to write the loan off (castigo): the reason and the loan's version seen. */
export const writeOffRequestSchema = z
  .object({
    reason: multiLineText().trim().min(5, fieldError('too_short', 5)).max(500, fieldError('too_long', 500)),
    version: versionSchema(),
  })
  .strict()
export type WriteOffRequest = z.infer<typeof writeOffRequestSchema>
