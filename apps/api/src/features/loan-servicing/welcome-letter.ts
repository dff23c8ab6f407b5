import type { Executor } from '../../db/client'
import { contractedCatPct } from '../../lending'
import type { ApplicationRow } from '../credit-applications'
import { lenderProfileOf } from '../lender'
import { paymentReferenceOfRead } from './loan-payment-reference'
import { loanProductOf } from './loan-product'
import type { LoanRead } from './loan-read'
import type { WelcomeLetter } from './welcome-letter-pdf'

/** The welcome letter's facts from the request's one read of the loan, the lender profile and the reference. */
export async function welcomeLetterOf(
  db: Executor,
  application: ApplicationRow,
  read: LoanRead,
): Promise<WelcomeLetter> {
  const { loan, ledger } = read
  const [lender, pay] = await Promise.all([lenderProfileOf(db), paymentReferenceOfRead(db, read)])
  const first = ledger.schedule[0]
  const product = loanProductOf(loan)
  return {
    lender,
    folio: application.folio,
    applicantName: application.applicantName,
    principalCents: loan.principalCents,
    annualRateBps: loan.annualRateBps,
    catPct: contractedCatPct(loan, ledger.schedule),
    periodicity: product.periodicity,
    termPeriods: product.termPeriods,
    disbursedOn: loan.disbursedOn,
    firstDueDate: first?.dueDate ?? loan.disbursedOn,
    firstPaymentCents: first
      ? first.principalCents + first.interestCents + first.ivaCents + first.insuranceCents
      : 0,
    pay: { reference: pay.reference, clabe: pay.clabe },
  }
}
