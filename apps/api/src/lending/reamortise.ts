import type { Periodicity, PrepaymentChoice } from '@mesa/contracts'
import { amortize, levelPayment } from './schedule'
import type { LedgerInstallment } from './ledger'

/**
 * The schedule after a prepayment: the installments after the current one are replaced by the engine's
 * schedule of the lower principal. `reduce_payment` keeps their number (lower payment); `reduce_term` keeps
 * the payment (at most what it was) and drops installments from the end. The due dates stay the original
 * ones; insurance stays per installment.
 */
export function reamortise(
  future: LedgerInstallment[],
  prepaymentCents: number,
  choice: PrepaymentChoice,
  terms: { annualRateBps: number; insuranceMonthlyCents: number; periodicity?: Periodicity },
): LedgerInstallment[] {
  const first = future[0]
  if (!first) return []
  const principal = future.reduce((total, row) => total + row.principalCents, 0) - prepaymentCents
  let termMonths = future.length
  if (choice === 'reduce_term') {
    const payment = first.principalCents + first.interestCents
    termMonths = 1
    while (
      termMonths < future.length &&
      levelPayment(principal, terms.annualRateBps, termMonths, terms.periodicity) > payment
    )
      termMonths += 1
  }
  const rows = amortize({
    amountCents: principal,
    annualRateBps: terms.annualRateBps,
    termMonths,
    periodicity: terms.periodicity,
    insuranceMonthlyCents: terms.insuranceMonthlyCents,
  })
  return rows.map((row, index) => ({
    n: first.n + index,
    dueDate: future[index]!.dueDate,
    principalCents: row.principalCents,
    interestCents: row.interestCents,
    ivaCents: row.ivaCents,
    // Each installment keeps its own insurance (issue 33: the policy's premium per installment).
    insuranceCents: future[index]!.insuranceCents,
    paid: { interest: 0, iva: 0, insurance: 0, principal: 0 },
  }))
}
