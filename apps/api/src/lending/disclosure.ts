import { catPercent } from './cat'
import { ivaOf, shareOf, type Bps, type Cents } from './money'

interface DisclosedRow {
  dueDate: string
  principalCents: Cents
  interestCents: Cents
  ivaCents: Cents
  insuranceCents: Cents
}

/**
 * The loan's CAT as contracted (issue 33, the statement prints it): what the customer received, the amount
 * less the opening fee, against every installment of the opening schedule without IVA (principal, interest
 * and financed insurance), Banco de México's method (cat.ts).
 */
export function contractedCatPct(
  loan: { principalCents: Cents; openingFeeBps: Bps },
  schedule: readonly DisclosedRow[],
): number {
  return catPercent(
    loan.principalCents - shareOf(loan.principalCents, loan.openingFeeBps),
    schedule.map((row) => row.principalCents + row.interestCents + row.insuranceCents),
  )
}

/**
 * The ordinary interest of a statement's period and its IVA: the interest of the installments that fall due
 * within it (the interest the period charges), and the IVA on the late interest the period accrued.
 */
export function statementPeriodFigures(
  installments: readonly DisclosedRow[],
  from: string,
  to: string,
  lateInterestCents: Cents,
) {
  const due = installments.filter((row) => row.dueDate >= from && row.dueDate <= to)
  return {
    interestCents: due.reduce((total, row) => total + row.interestCents, 0),
    interestIvaCents: due.reduce((total, row) => total + row.ivaCents, 0),
    insuranceCents: due.reduce((total, row) => total + row.insuranceCents, 0),
    lateInterestIvaCents: ivaOf(lateInterestCents),
  }
}

/** The opening fee and its IVA, charged in the period of the disbursement. */
export function openingFeeOf(loan: { principalCents: Cents; openingFeeBps: Bps }) {
  const amountCents = shareOf(loan.principalCents, loan.openingFeeBps)
  return { amountCents, ivaCents: ivaOf(amountCents) }
}
