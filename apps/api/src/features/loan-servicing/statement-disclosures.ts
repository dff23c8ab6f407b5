import type { Statement, StatementCharge } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import {
  contractedCatPct,
  LATE_INTEREST_FACTOR_BPS,
  openingFeeOf,
  shareOf,
  statementPeriodFigures,
  type LedgerLoan,
  type LoanState,
} from '../../lending'
import type { ApplicationRow } from '../credit-applications'
import { currentPolicy } from '../credit-policy'
import { lenderProfileOf } from '../lender'
import type { LoanRow } from './loan-record'

type Disclosures = Pick<
  Statement,
  | 'catPct'
  | 'annualRateBps'
  | 'lateRateBps'
  | 'interestCents'
  | 'interestIvaCents'
  | 'insuranceCents'
  | 'lateInterestIvaCents'
  | 'charges'
  | 'nextDueDate'
  | 'nextDueCents'
  | 'recaNumber'
  | 'lender'
>

/**
 * The charges of the period with their IVA: the one list the statement reads them from (issue 33): the
 * opening fee, and the default-event fees the closing state assessed in the period.
 */
export function statementChargesOf(
  loan: LoanRow,
  from: string,
  to: string,
  closing?: Pick<LoanState, 'feesAssessed'>,
): StatementCharge[] {
  const fee = openingFeeOf(loan)
  const charges: StatementCharge[] = []
  if (fee.amountCents > 0 && loan.disbursedOn >= from && loan.disbursedOn <= to)
    charges.push({ kind: 'opening_fee', on: loan.disbursedOn, ...fee })
  const kind = loan.defaultEventFee === 'collection' ? 'collection_fee' : 'late_payment_fee'
  for (const assessed of closing?.feesAssessed ?? [])
    if (assessed.on >= from && assessed.on <= to)
      charges.push({ kind, on: assessed.on, amountCents: assessed.amountCents, ivaCents: assessed.ivaCents })
  return charges
}

/**
 * What the regulation adds to a statement (issue 33): the contracted CAT and rates, the period's interest and
 * IVA, its charges, the next payment after its close, the product's RECA number and the lender's UNE.
 */
export async function statementDisclosuresOf(
  db: Executor,
  application: ApplicationRow,
  loan: LoanRow,
  period: { ledger: LedgerLoan; closing: LoanState; from: string; to: string; lateInterestCents: number },
  next: { nextDueDate: string | null; nextDueCents: number },
): Promise<Disclosures> {
  const [lender, policy] = await Promise.all([lenderProfileOf(db), currentPolicy(db, application.product)])
  const figures = statementPeriodFigures(
    period.closing.installments,
    period.from,
    period.to,
    period.lateInterestCents,
  )
  return {
    catPct: contractedCatPct(loan, period.ledger.schedule),
    annualRateBps: loan.annualRateBps,
    lateRateBps: shareOf(loan.annualRateBps, LATE_INTEREST_FACTOR_BPS),
    ...figures,
    charges: statementChargesOf(loan, period.from, period.to, period.closing),
    ...next,
    recaNumber: policy.terms.recaNumber || null,
    lender: {
      legalName: lender.legalName,
      shortName: lender.shortName,
      rfc: lender.rfc,
      address: lender.address,
      une: lender.une,
    },
  }
}
