import type { Periodicity } from '@mesa/contracts'
import { amortize, type ScheduleRow } from './schedule'
import { catPercent } from './cat'
import { ivaOf, shareOf } from './money'

export interface LoanTerms {
  /** The principal: the amount of credit. */
  amountCents: number
  /** Nominal annual rate in basis points (5800 = 58 %); the monthly rate is a twelfth of it. */
  annualRateBps: number
  /** The number of installments (months when monthly, else periods of the periodicity). */
  termMonths: number
  /** Monthly when absent. */
  periodicity?: Periodicity
  /** Opening fee (comisión por apertura) as a share of the amount, charged at disbursement. */
  openingFeeBps: number
  /** Financed insurance added to every payment. */
  insuranceMonthlyCents?: number
  /** YYYY-MM-DD; later payments follow the periodicity (the same day of each following month when monthly). */
  firstDueDate?: string
}

export interface LoanQuote {
  paymentCents: number
  paymentWithIvaCents: number
  openingFeeCents: number
  openingFeeIvaCents: number
  netDisbursedCents: number
  totalInterestCents: number
  totalIvaCents: number
  totalInsuranceCents: number
  totalPaidCents: number
  catPct: number
  schedule: ScheduleRow[]
}

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0)

/**
 * The one loan engine (calculator, authorisation, contract, servicing): the schedule, the fees with their
 * IVA and the CAT. The CAT's flows exclude IVA (Banxico): the customer receives the amount less the opening
 * fee and pays principal, interest and the financed insurance each month.
 */
export function quoteLoan(terms: LoanTerms): LoanQuote {
  const schedule = amortize(terms)
  const openingFeeCents = shareOf(terms.amountCents, terms.openingFeeBps)
  const openingFeeIvaCents = ivaOf(openingFeeCents)
  const first = schedule[0]!
  const totalIvaCents = sum(schedule.map((row) => row.ivaCents)) + openingFeeIvaCents
  return {
    paymentCents: first.paymentCents,
    paymentWithIvaCents: first.totalCents,
    openingFeeCents,
    openingFeeIvaCents,
    netDisbursedCents: terms.amountCents - openingFeeCents - openingFeeIvaCents,
    totalInterestCents: sum(schedule.map((row) => row.interestCents)),
    totalIvaCents,
    totalInsuranceCents: sum(schedule.map((row) => row.insuranceCents)),
    totalPaidCents: sum(schedule.map((row) => row.totalCents)) + openingFeeCents + openingFeeIvaCents,
    catPct: catPercent(
      terms.amountCents - openingFeeCents,
      schedule.map((row) => row.paymentCents + row.insuranceCents),
      terms.periodicity,
    ),
    schedule,
  }
}
