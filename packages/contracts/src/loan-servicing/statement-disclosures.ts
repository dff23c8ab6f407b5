import { z } from 'zod'
import { lenderIdentitySchema } from '../lender/lender'

/**
 * The charges (commissions) a statement lists in its period, each with its IVA (issue 33): the opening fee,
 * in the period of the disbursement, and each default-event fee assessed in the period (the late-payment fee
 * or the collection fee, whichever the product chose; the day after the installment's due date).
 */
export const statementChargeKinds = ['opening_fee', 'late_payment_fee', 'collection_fee'] as const
export type StatementChargeKind = (typeof statementChargeKinds)[number]
export const statementChargeSchema = z.object({
  kind: z.enum(statementChargeKinds),
  on: z.string(),
  amountCents: z.number().int(),
  ivaCents: z.number().int(),
})
export type StatementCharge = z.infer<typeof statementChargeSchema>

/**
 * What CONDUSEF's transparency rules add to a credit statement (estado de cuenta): the CAT and the rates,
 * the period's interest and IVA, the charges, the next payment, the contract's RECA registration and who to
 * complain to (the lender's UNE; CONDUSEF's contacts are the contracts constant `CONDUSEF`).
 */
export const statementDisclosureFields = {
  /** The CAT as contracted, without IVA, "para fines informativos y de comparación". */
  catPct: z.number(),
  annualRateBps: z.number().int(),
  /** The moratory annual rate (a multiple of the ordinary one, per the contract). */
  lateRateBps: z.number().int(),
  /** Ordinary interest of the installments due in the period, and its IVA. */
  interestCents: z.number().int(),
  interestIvaCents: z.number().int(),
  /** Financed insurance of the installments due in the period. */
  insuranceCents: z.number().int(),
  /** IVA on the late interest the period accrued (`lateInterestAccruedCents`). */
  lateInterestIvaCents: z.number().int(),
  charges: z.array(statementChargeSchema),
  /** The next installment after the period's close and what it asks then (null once nothing is due). */
  nextDueDate: z.string().nullable(),
  nextDueCents: z.number().int(),
  /** The product's RECA registration (its credit policy); null when the policy names none. */
  recaNumber: z.string().nullable(),
  /** The lender's razón social, RFC and UNE as the statement prints them. */
  lender: lenderIdentitySchema,
}
