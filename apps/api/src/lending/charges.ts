import { ivaOf } from './money'
import { rowOutstanding, type LedgerLoan, type LoanState } from './ledger'

/*
 * Charges as data (issue 33, docs/domain.md "Charges"): the late-payment fee (comisión por pago tardío) of
 * the loan's product, a fixed amount plus IVA per installment not fully paid by the end of its due date.
 */

/**
 * Assesses the late-payment fee of each installment that fell due in [accruedThrough, to) and still owes
 * something: the day after its due date. Each due date lies in exactly one such window of the replay (the
 * windows follow each other), so an installment is charged at most once. Called before the window closes.
 */
export function assessLateFees(state: LoanState, loan: LedgerLoan, to: string) {
  const fee = loan.latePaymentFeeCents ?? 0
  if (fee <= 0) return
  for (const row of state.installments) {
    if (row.dueDate < state.accruedThrough || row.dueDate >= to || rowOutstanding(row) === 0) continue
    state.feesCents += fee
    state.feesIvaCents += ivaOf(fee)
    state.feesAssessedCents += fee
  }
}
