import type { CreditProduct } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { addDays, closeOfDay, loanStateOn, type LedgerPayment } from '../../lending'
import { closeLoanBooks, isMonthEnd } from './loan-books-close'
import { delinquencyPolicyOf } from './loan-delinquency'
import { creditIvaOf, paymentEntryOf, postLoanEntry } from './loan-journal'
import { loadLedger, type LoanRow } from './loan-record'
// Journal memos are read by the lender's accountants: Mexican dates (dd/mm/aaaa).
import { day as dayText } from '../../lib/pdf/pdf-kit'

/*
 * The books of a loan whose history was written at once (the demo seed, issue 34): its payments' entries on
 * their days, and the close of its books at each month end between them (accrual, fee recognition, provision),
 * then on the last day: the journal the money events and the end of day would have written day by day, in a few
 * entries a month. The disbursement's entry was posted when the loan opened.
 */
export async function journalLoanHistory(
  tx: Transaction,
  loan: LoanRow,
  product: CreditProduct,
  through: string,
) {
  const { ledger, payments } = await loadLedger(tx, loan)
  const policy = await delinquencyPolicyOf(tx, product)
  const final = loanStateOn(ledger, payments, through)
  const nonAccrual = loan.accrualStatus === 'non_accrual'
  const ordered = [...payments].sort((a, b) =>
    a.paidOn === b.paidOn ? a.id - b.id : a.paidOn < b.paidOn ? -1 : 1,
  )
  let next = 0
  const postPaymentsBy = async (day: string) => {
    for (; next < ordered.length && ordered[next]!.paidOn <= day; next += 1) {
      const payment: LedgerPayment = ordered[next]!
      const allocation = final.allocations.get(payment.id)
      if (!allocation) continue
      await postLoanEntry(
        tx,
        { loanId: loan.id, product, businessDate: payment.paidOn, createdBy: null },
        'payment',
        { type: 'payment', id: payment.id },
        paymentEntryOf(payment, allocation, nonAccrual, creditIvaOf(ledger, payments, payment, allocation)),
        `Pago ${payment.id} del ${dayText(payment.paidOn)}`,
      )
    }
  }
  // The closes: every month end, the day before the last, and the last day. A loan the seed's refresh put in
  // non-accrual entered it in the books on the last day (its reclassification's day), accruing until then.
  const closes = new Set<string>([addDays(through, -1), through])
  for (let day = loan.disbursedOn; day < through; day = addDays(day, 1)) if (isMonthEnd(day)) closes.add(day)
  for (const day of [...closes].filter((day) => day >= loan.disbursedOn).sort()) {
    await postPaymentsBy(day)
    const accruing = day < through
    const paidThen = payments.filter((payment) => payment.paidOn <= day)
    await closeLoanBooks(tx, [
      {
        loan: accruing ? { ...loan, accrualStatus: 'accruing' } : loan,
        product,
        day,
        ledger,
        payments: paidThen,
        state: loanStateOn(ledger, paidThen, day),
        currentPeriodAccruedCents: closeOfDay(ledger, paidThen, day).closing.interestAccruedCents,
        policy,
      },
    ])
  }
}
