import type { Allocation } from '@mesa/contracts'
import { openingSchedule, type LedgerLoan } from '../../src/lending'

/*
 * The domain's worked example (docs/domain.md "The business date and the end of day", docs/accounting.md
 * "Money events"): 12 000.00 at 36 % over 12 months, disbursed 2026-01-15, first due 2026-02-15 (31 days).
 * Installment 1: interest 1 200 000 × 0.36 × 31 / 360 = 37 200, IVA 5 952; level payment
 * 1 200 000 × 0.03 / (1 − 1.03^−12) = 120 554.50… → 120 555, principal 83 355.
 */
const opening = {
  principalCents: 1_200_000,
  annualRateBps: 3_600,
  termMonths: 12,
  insuranceMonthlyCents: 0,
  disbursedOn: '2026-01-15',
  firstDueDate: '2026-02-15',
}

/** The worked example's loan as the ledger reads it, with its opening schedule. */
export const workedExampleLoan: LedgerLoan = {
  annualRateBps: opening.annualRateBps,
  insuranceMonthlyCents: 0,
  disbursedOn: opening.disbursedOn,
  schedule: openingSchedule(opening).map((row) => ({
    n: row.n,
    dueDate: row.date,
    principalCents: row.principalCents,
    interestCents: row.interestCents,
    ivaCents: row.ivaCents,
    insuranceCents: row.insuranceCents,
  })),
}

/** A payment's allocation with nothing in it: tests spread it and set the parts they name. */
export const noAllocation: Allocation = {
  lateInterestCents: 0,
  lateInterestIvaCents: 0,
  feesCents: 0,
  feesIvaCents: 0,
  interestCents: 0,
  ivaCents: 0,
  insuranceCents: 0,
  principalCents: 0,
  prepaymentCents: 0,
  unappliedCents: 0,
  interestCreditCents: 0,
  payoff: false,
}
