import type { CreditProduct, DelinquencyPolicy } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import {
  interestAccrualAmounts,
  interestEarnedBy,
  interestPaidOf,
  linesOf,
  loanSlotBalancesOf,
  openingFeeRecognisedBy,
  openingFeeRecognitionAmounts,
  postJournalEntries,
  provisionAmounts,
  type JournalEntryInput,
  type SlotAmounts,
  type SlotBalances,
} from '../accounting'
import {
  addDays,
  exposureOf,
  loanStateOn,
  loanSummary,
  provisionOf,
  type LedgerLoan,
  type LedgerPayment,
  type LoanState,
} from '../../lending'
import { isRestructured } from './loan-delinquency'
import type { LoanRow } from './loan-record'
// Journal memos are read by the lender's accountants: Mexican dates (dd/mm/aaaa).
import { day as dayText } from '../../lib/pdf/pdf-kit'

/*
 * The books of a loan at the close of a day (issue 34, docs/accounting.md "Money events"): the interest accrual
 * (what the engine says is earned and unpaid, less what the books hold: a back-dated correction is trued up the
 * same night), the opening fee's straight-line recognition (all of it once paid off), and at month end the
 * allowance adjusted to the required provision. Posted by the end of day for a batch in one statement
 * (postJournalEntries), and by the payment that pays a loan off (the end of day visits only active loans).
 */
export interface LoanBooksDay {
  loan: LoanRow
  product: CreditProduct
  day: string
  ledger: LedgerLoan
  payments: LedgerPayment[]
  /** The loan's rows and payoff at the close of the day (the next day's opening replay will do: same rows). */
  state: LoanState
  /** The current period's interest earned to the day (day-figures interestAccruedCents). */
  currentPeriodAccruedCents: number
  /** The product's delinquency policy at month end (the provision table); a payoff releases the allowance. */
  policy: DelinquencyPolicy | null
}

const isMonthEnd = (day: string) => addDays(day, 1).endsWith('-01')

/** The day's entries of one loan (none that would post nothing), from what its books hold. */
export function loanBooksEntries(input: LoanBooksDay, books: SlotBalances): JournalEntryInput[] {
  const { loan, state, day } = input
  const entries: JournalEntryInput[] = []
  const entry = (kind: JournalEntryInput['kind'], amounts: SlotAmounts, memo: string) => {
    const lines = linesOf(amounts)
    if (lines.length > 0)
      entries.push({
        businessDate: day,
        kind,
        source: { type: 'job', id: loan.id },
        product: input.product,
        loanId: loan.id,
        memo,
        lines,
        createdBy: null,
      })
  }
  const earned = interestEarnedBy(state, day, input.currentPeriodAccruedCents) - interestPaidOf(state)
  entry(
    'interest_accrual',
    interestAccrualAmounts(
      earned,
      books['interest.receivable'],
      loan.accrualStatus === 'non_accrual' && !state.paidOffOn,
    ),
    `Devengo de intereses al ${dayText(day)}`,
  )
  // The fee the disbursement deferred: what is still deferred plus what was recognised (both credits).
  const feeCents = -(books['openingFee.deferred'] + books['income.openingFee'])
  const lastDueDate = input.ledger.schedule.at(-1)?.dueDate ?? day
  const target = openingFeeRecognisedBy(
    { openingFeeCents: feeCents, disbursedOn: loan.disbursedOn, lastDueDate },
    day,
    state.paidOffOn !== null,
  )
  entry(
    'opening_fee_recognition',
    openingFeeRecognitionAmounts(target, -books['income.openingFee']),
    `Comisión por apertura devengada al ${dayText(day)}`,
  )
  if (state.paidOffOn || (input.policy && isMonthEnd(day))) {
    // The provision report's figures on the day itself (one more replay per loan, once a month).
    const closing = state.paidOffOn || !input.policy ? null : loanStateOn(input.ledger, input.payments, day)
    const required =
      closing && input.policy
        ? provisionOf({
            bucket: loanSummary(closing).bucket,
            restructured: isRestructured(loan),
            exposureCents: exposureOf(closing, input.ledger, loan.suspendedInterestCents),
            table: input.policy.provisionTable,
          }).provisionCents
        : 0
    entry(
      'provision',
      provisionAmounts(required, books['provision.allowance']),
      `Estimación preventiva al ${dayText(day)}`,
    )
  }
  return entries
}

/** The close of a day's books for a batch of loans: one read of their balances, one statement of entries. */
export async function closeLoanBooks(tx: Executor, days: readonly LoanBooksDay[]) {
  const written = days.filter(({ loan }) => loan.status !== 'written_off')
  if (written.length === 0) return 0
  const balances = await loanSlotBalancesOf(
    tx,
    written.map(({ loan }) => loan.id),
  )
  return postJournalEntries(
    tx,
    written.flatMap((day) => loanBooksEntries(day, balances.get(day.loan.id)!)),
  )
}

export { isMonthEnd }
