import { z } from 'zod'
import { boundedDateSchema } from '../common/bounds'

/**
 * "As of" (issue 33): every loan read takes the date its figures are wanted on, past or future
 * (YYYY-MM-DD); absent, the business day. The loan's state on it is its ledger replayed with the payments
 * whose value date is on or before it (docs/domain.md "Loans as of a date").
 */
const asOfSchema = boundedDateSchema()

/** GET the loan: `asOf` the date its schedule, figures, payments and credit balance are shown on. */
export const loanQuerySchema = z.object({ asOf: asOfSchema.optional() }).strict()

/**
 * GET the payoff: `on` (kept) or `asOf` (the same date under the name every loan read uses); `on` wins when
 * both are given; neither means the business day.
 */
export const payoffQuerySchema = z
  .object({ on: boundedDateSchema().optional(), asOf: asOfSchema.optional() })
  .strict()

/** How far back a payment's value date may go, in days before today, when the credit policy names none. */
export const DEFAULT_PAYMENT_BACKDATING_DAYS = 30
