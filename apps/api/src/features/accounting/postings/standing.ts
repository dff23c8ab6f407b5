import { balanced, post, withoutZeros, type SlotAmounts } from './slot-amounts'

/*
 * The loan's standing in the books (docs/accounting.md "Money events"): non-accrual moves its principal to the
 * past-due portfolio and back; the write-off takes it off against the allowance; the provision keeps the
 * allowance at what the CNBV's expected-loss rules require (lending/provisions.ts).
 */

/**
 * Reclassification on the day the loan enters non-accrual: the whole principal the journal holds in
 * portfolio.current (its balance, which is the principal outstanding) to portfolio.pastDue; `cured` the reverse.
 * Moving the posted balance, not a figure recomputed, keeps the other slot of the loan at zero.
 */
export function reclassificationAmounts(postedBalanceCents: number, cured: boolean): SlotAmounts {
  const amounts: SlotAmounts = {}
  if (postedBalanceCents === 0) return amounts
  post(amounts, cured ? 'portfolio.current' : 'portfolio.pastDue', postedBalanceCents)
  post(amounts, cured ? 'portfolio.pastDue' : 'portfolio.current', -postedBalanceCents)
  return balanced(amounts)
}

/** The loan's posted balances a write-off clears (debit − credit per slot, loanSlotBalances). */
export interface WriteOffBalances {
  portfolioCurrentCents: number
  portfolioPastDueCents: number
  interestReceivableCents: number
  /** The deferred opening fee still unrecognised: a credit balance, so zero or negative. */
  openingFeeDeferredCents: number
  /** The allowance the provisions built for the loan: a credit balance, so zero or negative. */
  provisionAllowanceCents: number
}

/**
 * Write-off: principal and accrued interest out (Cr portfolio, Cr interest.receivable) against the loan's
 * allowance, the shortfall to expense.provision, an allowance beyond the loss released to expense.provision
 * too (the loss is known); the deferred fee still unrecognised is recognised (Dr openingFee.deferred /
 * Cr income.openingFee). Late interest and fees were never booked (cash basis), so there is nothing of
 * them to take off.
 */
export function writeOffAmounts(balances: WriteOffBalances): SlotAmounts {
  const amounts: SlotAmounts = {}
  const loss =
    balances.portfolioCurrentCents + balances.portfolioPastDueCents + balances.interestReceivableCents
  post(amounts, 'portfolio.current', -balances.portfolioCurrentCents)
  post(amounts, 'portfolio.pastDue', -balances.portfolioPastDueCents)
  post(amounts, 'interest.receivable', -balances.interestReceivableCents)
  const allowance = -balances.provisionAllowanceCents
  post(amounts, 'provision.allowance', allowance)
  post(amounts, 'expense.provision', loss - allowance)
  post(amounts, 'openingFee.deferred', -balances.openingFeeDeferredCents)
  post(amounts, 'income.openingFee', balances.openingFeeDeferredCents)
  return balanced(withoutZeros(amounts))
}

/**
 * The provision adjustment: the allowance the loan requires (lending/provisions.ts provisionOf) less the one
 * posted (its credit balance), Dr expense.provision / Cr provision.allowance; a decrease the other way round.
 */
export function provisionAmounts(requiredCents: number, postedAllowanceCents: number): SlotAmounts {
  const amounts: SlotAmounts = {}
  const cents = requiredCents + postedAllowanceCents
  if (cents === 0) return amounts
  post(amounts, 'expense.provision', cents)
  post(amounts, 'provision.allowance', -cents)
  return balanced(amounts)
}

/** The loan's slots a write-off empties: once written off, nothing more may sit in them. */
const writtenOffSlots = ['portfolio.current', 'portfolio.pastDue', 'interest.receivable'] as const

/**
 * A correction after the write-off (a payment of before it reversed, the payments after it reallocated): the
 * loan's principal and interest are off the books, so what the correction would put back in them goes to the
 * loss instead (expense.provision): the write-off grows by the principal and interest the payment had paid.
 * The other slots (bank, IVA, fees, late interest, credit balance) move as they would on a standing loan.
 */
export function afterWriteOffAmounts(amounts: SlotAmounts): SlotAmounts {
  const moved: SlotAmounts = { ...amounts }
  for (const slot of writtenOffSlots) {
    const cents = moved[slot] ?? 0
    delete moved[slot]
    if (cents !== 0) post(moved, 'expense.provision', cents)
  }
  return balanced(withoutZeros(moved))
}
