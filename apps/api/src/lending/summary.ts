import { bucketOf, type Installment } from '@mesa/contracts'
import { daysBetween } from './dates'
import { outstandingOf, rowOutstanding, type LedgerInstallment, type LoanState } from './ledger'

/** Days since the oldest installment still owing something fell due (0 when none is overdue). */
export function daysPastDueOf(state: LoanState) {
  const oldest = state.installments.find((row) => row.dueDate < state.asOf && rowOutstanding(row) > 0)
  return oldest ? daysBetween(oldest.dueDate, state.asOf) : 0
}

/**
 * The figures the list and the file show: the balance is everything owed on the state's date except
 * interest not yet due (all the principal, the charges of installments already due, late interest).
 */
export function loanSummary(state: LoanState) {
  let principalOutstanding = 0
  let dueCharges = 0
  let overdue = 0
  for (const row of state.installments) {
    principalOutstanding += outstandingOf(row, 'principal')
    if (row.dueDate <= state.asOf)
      dueCharges +=
        outstandingOf(row, 'interest') + outstandingOf(row, 'iva') + outstandingOf(row, 'insurance')
    if (row.dueDate < state.asOf) overdue += rowOutstanding(row)
  }
  // Fees owed (issue 33) are charges already due, like late interest: in the balance and the overdue amount.
  const late = state.lateInterestCents + state.lateInterestIvaCents
  const fees = state.feesCents + state.feesIvaCents
  const next = state.installments.find((row) => row.dueDate >= state.asOf && rowOutstanding(row) > 0)
  const daysPastDue = daysPastDueOf(state)
  return {
    balanceCents: principalOutstanding + dueCharges + late + fees,
    principalOutstandingCents: principalOutstanding,
    overdueCents: overdue + late + fees,
    lateInterestCents: late,
    daysPastDue,
    bucket: bucketOf(daysPastDue),
    nextDueDate: next?.dueDate ?? null,
    nextDueCents: next ? rowOutstanding(next) : 0,
  }
}

export function installmentView(row: LedgerInstallment, asOf: string): Installment {
  const totalCents = row.principalCents + row.interestCents + row.ivaCents + row.insuranceCents
  const outstanding = rowOutstanding(row)
  const paidCents = totalCents - outstanding
  const state =
    outstanding === 0 ? 'paid' : row.dueDate < asOf ? 'overdue' : paidCents > 0 ? 'partial' : 'due'
  return {
    n: row.n,
    dueDate: row.dueDate,
    principalCents: row.principalCents,
    interestCents: row.interestCents,
    ivaCents: row.ivaCents,
    insuranceCents: row.insuranceCents,
    totalCents,
    paidCents,
    state,
  }
}
