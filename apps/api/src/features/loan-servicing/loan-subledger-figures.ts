import { and, inArray, lte } from 'drizzle-orm'
import type { Executor } from '../../db/client'
import {
  deferredFeesOf,
  interestEarnedBy,
  interestPaidOf,
  loanSubledgerOf,
  nonAccrualDaysOf,
} from '../accounting'
import { addDays, closeOfDay, type LedgerLoan, type LedgerPayment, type LoanState } from '../../lending'
import type { LoanRow } from './loan-record'
import { loanCreditMovements } from './loan-servicing.schema'

/*
 * One loan's part of the books' sub-ledger at the close of a day (issue 34, docs/accounting.md "Money events"):
 * the one definition both the end of day (which stores it in loan_day_figures) and the reconciliation's replay
 * use. Besides the loan's ledger it needs three facts the loan's rows do not hold, read for a whole set of loans
 * in three statements: the credit that left it by the day, the fee its disbursement deferred and the books'
 * standing on the day.
 */

/** What a loan adds to each control slot at the close of a day (amounts as the loan holds them, positive). */
export interface LoanSubledgerFigures {
  /** Principal outstanding: portfolio.current, or portfolio.pastDue when `pastDue`. */
  principalCents: number
  /** The books had reclassified the loan into non-accrual by the day (and it is not paid off). */
  pastDue: boolean
  /** interest.receivable (debit − credit). */
  interestReceivableCents: number
  /** customer.creditBalance, a credit: the slot's figure is its negative. */
  creditBalanceCents: number
  /** openingFee.deferred, a credit: the slot's figure is its negative. */
  openingFeeDeferredCents: number
}

/** The facts of a loan on a day beside its ledger (subledgerFactsOf). */
export interface SubledgerFacts {
  /** Credit refunded or applied to another loan by the day (a cancelled movement gave it back). */
  creditPaidOutCents: number
  /** The fee the disbursement's entry deferred. */
  openingFeeCents: number
  /** The day the books moved the loan into non-accrual, when it was still there at the close of the day. */
  nonAccrualSince: string | null
}

/** The loan at the close of a day and the current period's interest earned to it (closeOfDay: one replay). */
export interface LoanClosing {
  state: LoanState
  currentPeriodAccruedCents: number
}

export const closingOn = (ledger: LedgerLoan, payments: LedgerPayment[], day: string): LoanClosing => {
  const { closing, closingState } = closeOfDay(ledger, payments, day)
  return { state: closingState, currentPeriodAccruedCents: closing.interestAccruedCents }
}

/**
 * The loan's sub-ledger at the close of `day`, from its ledger replayed to the day (`closing`) and its facts:
 * the principal outstanding (nothing once written off) in the portfolio of the books' standing; the interest
 * earned and unpaid, or in non-accrual what was earned by the last accruing day less all interest paid (one
 * more replay, to that day); the credit balance; the fee not recognised yet.
 */
export function loanSubledgerOn(
  loan: Pick<LoanRow, 'disbursedOn' | 'writtenOffOn'>,
  { ledger, payments }: { ledger: LedgerLoan; payments: LedgerPayment[] },
  day: string,
  closing: LoanClosing,
  facts: SubledgerFacts,
): LoanSubledgerFigures {
  const { state } = closing
  const subledger = loanSubledgerOf({
    state,
    day,
    currentPeriodAccruedCents: closing.currentPeriodAccruedCents,
    creditPaidOutCents: facts.creditPaidOutCents,
    fee: {
      openingFeeCents: facts.openingFeeCents,
      disbursedOn: loan.disbursedOn,
      lastDueDate: ledger.schedule.at(-1)?.dueDate ?? loan.disbursedOn,
    },
    writtenOff: loan.writtenOffOn !== null && loan.writtenOffOn <= day,
  })
  const enteredOn = state.paidOffOn ? null : facts.nonAccrualSince
  let interestReceivableCents = subledger.interestReceivableCents
  if (enteredOn && subledger.principalCents !== 0) {
    // In non-accrual the books hold what was earned by the last accruing day, less all interest paid since.
    const lastAccruing = addDays(enteredOn, -1)
    const then = closingOn(ledger, payments, lastAccruing)
    interestReceivableCents =
      interestEarnedBy(then.state, lastAccruing, then.currentPeriodAccruedCents) - interestPaidOf(state)
  }
  return {
    principalCents: subledger.principalCents,
    pastDue: enteredOn !== null,
    interestReceivableCents,
    creditBalanceCents: subledger.creditBalanceCents,
    openingFeeDeferredCents: subledger.openingFeeDeferredCents,
  }
}

/**
 * The facts of the loans given on `day`, in three statements whatever their number. `lockCredit` (the end of
 * day) reads their credit movements FOR SHARE: a reversal cancelling one of them waits for the close, then
 * finds the figures it must forget (loan-subledger-stale.ts), so a cancellation is never half seen.
 */
export async function subledgerFactsOf(
  db: Executor,
  loanIds: readonly number[],
  day: string,
  { lockCredit = false } = {},
) {
  const movements = db
    .select({
      loanId: loanCreditMovements.loanId,
      amountCents: loanCreditMovements.amountCents,
      cancelledAt: loanCreditMovements.cancelledAt,
    })
    .from(loanCreditMovements)
    .where(and(inArray(loanCreditMovements.loanId, [...loanIds]), lte(loanCreditMovements.on, day)))
  // One after the other: on a transaction they share its one connection.
  const credit = loanIds.length === 0 ? [] : await (lockCredit ? movements.for('share') : movements)
  const fees = await deferredFeesOf(db, loanIds)
  const standing = await nonAccrualDaysOf(db, loanIds, day)
  const paidOut = new Map<number, number>()
  for (const movement of credit)
    if (!movement.cancelledAt)
      paidOut.set(movement.loanId, (paidOut.get(movement.loanId) ?? 0) + movement.amountCents)
  return (loanId: number): SubledgerFacts => ({
    creditPaidOutCents: paidOut.get(loanId) ?? 0,
    openingFeeCents: fees.get(loanId) ?? 0,
    nonAccrualSince: standing.get(loanId) ?? null,
  })
}
