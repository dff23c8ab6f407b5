import { z } from 'zod'
import { fieldError } from '../common/errors'

/**
 * Products as data (issue 33): how a payment is allocated, by a named strategy the product's credit policy
 * chooses and each loan keeps from its opening, and the charges (comisiones) a loan may owe, each plus IVA.
 * docs/domain.md "Allocation strategies" and "Charges" give each with a worked example.
 *
 * - `late_first_horizontal`: late interest and its IVA, fees and their IVA, then all the overdue installments
 *   part by part (every one's interest, then every one's IVA, insurance, principal; oldest first), then the
 *   current installment: the order Mesa always had, the default.
 * - `installment_by_installment`: late interest and its IVA, fees and their IVA, then each overdue installment
 *   settled whole (interest, IVA, insurance, principal) before the next, then the current one (Fineract's
 *   "due penalty, fee, interest, principal" per installment).
 */
export const allocationStrategies = ['late_first_horizontal', 'installment_by_installment'] as const
export type AllocationStrategy = (typeof allocationStrategies)[number]
export const DEFAULT_ALLOCATION_STRATEGY: AllocationStrategy = 'late_first_horizontal'

/** The most a fixed charge may be in a policy (centavos): 10 000.00 pesos. */
export const MAX_CHARGE_CENTS = 10_000_00

const chargeCents = () =>
  z
    .number({ error: fieldError('invalid_value') })
    .int(fieldError('not_integer'))
    .min(0, fieldError('too_small', 0))
    .max(MAX_CHARGE_CENTS, fieldError('too_big', MAX_CHARGE_CENTS))

/**
 * The one fee a default event (an installment not fully paid by its due date) may carry: Banxico's Circular
 * 22/2010 forbids charging twice for the same event, so a product chooses either the late-payment fee
 * (comisión por pago tardío) or the collection fee (comisión por gestión de cobranza), never both.
 */
export const defaultEventFees = ['late_payment', 'collection'] as const
export type DefaultEventFee = (typeof defaultEventFees)[number]
export const DEFAULT_DEFAULT_EVENT_FEE: DefaultEventFee = 'late_payment'

/**
 * A product's fixed charges, before IVA (16 %, added by the engine); zero means the product has none. The
 * opening fee stays the policy's `openingFeeBps` (a share of the amount).
 * - `latePaymentFeeCents`: comisión por pago tardío; `collectionFeeCents`: comisión por gestión de cobranza.
 * - `defaultEventFee`: which of the two a missed installment carries (absent: the late-payment fee), assessed
 *   the day after its due date, at most once per installment, never more than what the installment left
 *   unpaid (docs/domain.md "Charges").
 */
export const productChargesSchema = z
  .object({
    latePaymentFeeCents: chargeCents(),
    collectionFeeCents: chargeCents(),
    defaultEventFee: z.enum(defaultEventFees, { error: fieldError('invalid_choice') }).optional(),
  })
  .strict()
export type ProductCharges = z.infer<typeof productChargesSchema>
export const defaultProductCharges: ProductCharges = {
  latePaymentFeeCents: 0,
  collectionFeeCents: 0,
  defaultEventFee: DEFAULT_DEFAULT_EVENT_FEE,
}

/** The loan's own allocation rules and charges (from its product's policy at opening), and the fees it owes. */
export const loanAllocationRulesSchema = z.object({
  allocationStrategy: z.enum(allocationStrategies),
  /** The engine version the loan was opened under (each payment records the one that allocated it). */
  engineVersion: z.number().int(),
  latePaymentFeeCents: z.number().int(),
  collectionFeeCents: z.number().int(),
  /** Which of the two a missed installment carries (never both). */
  defaultEventFee: z.enum(defaultEventFees),
  /** Fees assessed and not yet paid, and their IVA, on the loan's date. */
  feesOwedCents: z.number().int(),
  feesOwedIvaCents: z.number().int(),
})
export type LoanAllocationRules = z.infer<typeof loanAllocationRulesSchema>
