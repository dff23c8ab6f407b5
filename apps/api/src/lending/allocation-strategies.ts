import type { AllocationStrategy } from '@mesa/contracts'
import type { LedgerInstallment, Part } from './ledger'

/*
 * Named allocation strategies (issue 33, docs/domain.md "Allocation strategies"): the order in which a
 * payment pays what the loan owes on its date. A product's credit policy names one; each loan keeps the one
 * it was opened with (loans.allocation_strategy), so a later policy change never re-allocates its payments.
 * Whatever remains after the current installment is a prepayment (the ledger's concern, not the order's).
 */

/**
 * The engine's version, stored on each loan at opening and on each payment with its allocation. Raise it
 * whenever a change would allocate the same payments differently; stored allocations keep their own.
 */
export const ENGINE_VERSION = 1

/** What the loan owes as a whole, not per installment: late interest, fees, each with its IVA. */
export type LoanCharge = 'lateInterest' | 'lateInterestIva' | 'fees' | 'feesIva'

/** One pass of a payment over the debt: each call takes as much of that part as the money left covers. */
export interface AllocationPass {
  charge: (charge: LoanCharge) => void
  take: (row: LedgerInstallment, part: Part) => void
}

type StrategyRule = (
  pass: AllocationPass,
  overdue: LedgerInstallment[],
  current: LedgerInstallment | undefined,
) => void

const installmentParts: Part[] = ['interest', 'iva', 'insurance', 'principal']
/** Penalties first in every strategy, as the contract says: late interest, its IVA, then fees and their IVA. */
const chargesFirst = (pass: AllocationPass) => {
  for (const charge of ['lateInterest', 'lateInterestIva', 'fees', 'feesIva'] as const) pass.charge(charge)
}
const wholeInstallment = (pass: AllocationPass, row: LedgerInstallment) => {
  for (const part of installmentParts) pass.take(row, part)
}

export const allocationStrategyRules: Record<AllocationStrategy, StrategyRule> = {
  /** Every overdue installment's interest (oldest first), then every one's IVA, insurance, principal. */
  late_first_horizontal: (pass, overdue, current) => {
    chargesFirst(pass)
    for (const part of installmentParts) for (const row of overdue) pass.take(row, part)
    if (current) wholeInstallment(pass, current)
  },
  /** Each overdue installment settled whole (interest, IVA, insurance, principal) before the next. */
  installment_by_installment: (pass, overdue, current) => {
    chargesFirst(pass)
    for (const row of overdue) wholeInstallment(pass, row)
    if (current) wholeInstallment(pass, current)
  },
}
