import type { CreditProduct } from '@mesa/contracts'
import type { Transaction } from '../../db/client'
import { addDays, closeOfDay, loanStateOn, type LedgerPayment } from '../../lending'
import { closeLoanBooks, isMonthEnd } from './loan-books-close'
import { delinquencyPolicyOf } from './loan-delinquency'
import { creditIvaOf, paymentEntryOf, postLoanEntry, postReclassification } from './loan-journal'
import { loadLedger, type LoanRow } from './loan-record'
// Journal memos are read by the lender's accountants: Mexican dates (dd/mm/aaaa).
import { day as dayText } from '../../lib/pdf/pdf-kit'

/**
 * How the history meets non-accrual: the loan enters it in the books on `reclassifyOn` (the back-fill: the day
 * the loan recorded), else on the last day when it is in non-accrual now (the demo seed). Its payments before
 * that day credit the current portfolio and those after the past-due one; that day, after its payments, the
 * principal the books hold in the current portfolio moves to the past-due one (the seed's refresh moved the whole
 * principal before its payments were posted: the move then takes back what they paid), and the closes from that
 * day on accrue nothing, as the end of day would have done. Every past month end reconciles.
 */
export interface HistoryOptions {
  reclassifyOn?: string
}

/*
 * The books of a loan whose history was written at once (the demo seed, and the loans booked before the journal
 * existed, issue 34): its payments' entries on their days, and the close of its books at each month end between
 * them (accrual, fee recognition, provision), then on the last day: the journal the money events and the end of
 * day would have written day by day, in a few entries a month. The disbursement's entry is posted before.
 */
export async function journalLoanHistory(
  tx: Transaction,
  loan: LoanRow,
  product: CreditProduct,
  through: string,
  options: HistoryOptions = {},
) {
  const { ledger, payments } = await loadLedger(tx, loan)
  const policy = await delinquencyPolicyOf(tx, product)
  const final = loanStateOn(ledger, payments, through)
  // The day the books hold it in non-accrual: the back-fill's day, else the seed's last day if it is in it.
  const enteredOn = options.reclassifyOn ?? (loan.accrualStatus === 'non_accrual' ? through : null)
  const ordered = [...payments].sort((a, b) =>
    a.paidOn === b.paidOn ? a.id - b.id : a.paidOn < b.paidOn ? -1 : 1,
  )
  let next = 0
  const postPaymentsBy = async (day: string) => {
    for (; next < ordered.length && ordered[next]!.paidOn <= day; next += 1) {
      const payment: LedgerPayment = ordered[next]!
      const allocation = final.allocations.get(payment.id)
      if (!allocation) continue
      const pastDue = enteredOn !== null && payment.paidOn > enteredOn
      await postLoanEntry(
        tx,
        { loanId: loan.id, product, businessDate: payment.paidOn, createdBy: null },
        'payment',
        { type: 'payment', id: payment.id },
        paymentEntryOf(payment, allocation, pastDue, creditIvaOf(ledger, payments, payment, allocation)),
        `Pago ${payment.id} del ${dayText(payment.paidOn)}`,
      )
    }
  }
  // The closes: every month end, the day before the last, and the last day (and, entering non-accrual, the
  // last day it accrued and the day it entered). Closed as active: a written-off loan's history ends before.
  const closes = new Set<string>([addDays(through, -1), through])
  if (enteredOn) closes.add(enteredOn).add(addDays(enteredOn, -1))
  for (let day = loan.disbursedOn; day < through; day = addDays(day, 1)) if (isMonthEnd(day)) closes.add(day)
  for (const day of [...closes].filter((day) => day >= loan.disbursedOn && day <= through).sort()) {
    await postPaymentsBy(day)
    if (day === enteredOn)
      await postReclassification(tx, { loanId: loan.id, product, businessDate: day, createdBy: null }, false)
    const accruing = enteredOn === null || day < enteredOn
    const paidThen = payments.filter((payment) => payment.paidOn <= day)
    await closeLoanBooks(tx, [
      {
        loan: {
          ...loan,
          status: loan.status === 'written_off' ? 'active' : loan.status,
          accrualStatus: accruing ? 'accruing' : 'non_accrual',
        },
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
