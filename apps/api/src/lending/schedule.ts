import { DEFAULT_DAY_COUNT, type DayCount } from '@mesa/contracts'
import { addMonths, dayCountDays, dueDatesOf } from './dates'
import { ivaOf, monthlyInterest, periodInterest } from './money'

export interface ScheduleRow {
  n: number
  date?: string
  /** Principal + interest, without IVA or insurance: level (French method); the last absorbs the rounding. */
  paymentCents: number
  interestCents: number
  /** IVA on the interest (16 %). */
  ivaCents: number
  principalCents: number
  insuranceCents: number
  /** What the customer pays: payment + IVA + insurance. */
  totalCents: number
  /** Principal still owed after this payment. */
  balanceCents: number
}

export interface AmortizationInput {
  amountCents: number
  annualRateBps: number
  termMonths: number
  insuranceMonthlyCents?: number
  firstDueDate?: string
  /**
   * A broken first period: its interest is charged for these days over a 360-day year (the day count of
   * the loan's convention, actual/360 or 30/360) instead of one month; the later periods are months.
   */
  firstPeriodDays?: number
}

/**
 * The level payment of principal and interest, P = A·r / (1 − (1 + r)^−n) with r the monthly rate,
 * rounded to the centavo. Floating point is fine here: the payment is a chosen figure; every amount
 * derived from it (interest, IVA, principal, balance) is computed exactly in integers.
 */
export function levelPayment(amountCents: number, annualRateBps: number, termMonths: number): number {
  const monthlyRate = annualRateBps / 120_000
  // At 0 % the equal parts round down and the last installment carries the remainder (10 000.00 / 3 →
  // 3 333.33, 3 333.33, 3 333.34), never a customer paying ahead of the contract.
  if (monthlyRate === 0) return Math.floor(amountCents / termMonths)
  return Math.round((amountCents * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths))
}

/**
 * The French amortisation schedule: each month's interest on the outstanding balance (exact, half to even),
 * the rest of the level payment to principal, and the final payment settling the balance to zero, so the
 * principal column always sums to the amount.
 */
export function amortize(input: AmortizationInput): ScheduleRow[] {
  const { amountCents, annualRateBps, termMonths, firstDueDate } = input
  const insuranceCents = input.insuranceMonthlyCents ?? 0
  const payment = levelPayment(amountCents, annualRateBps, termMonths)
  const rows: ScheduleRow[] = []
  let balance = amountCents
  for (let n = 1; n <= termMonths; n += 1) {
    const interestCents =
      n === 1 && input.firstPeriodDays !== undefined
        ? periodInterest(balance, annualRateBps, input.firstPeriodDays)
        : monthlyInterest(balance, annualRateBps)
    const last = n === termMonths
    const principalCents = last ? balance : Math.min(balance, payment - interestCents)
    const paymentCents = principalCents + interestCents
    const ivaCents = ivaOf(interestCents)
    balance -= principalCents
    rows.push({
      n,
      ...(firstDueDate ? { date: addMonths(firstDueDate, n - 1) } : {}),
      paymentCents,
      interestCents,
      ivaCents,
      principalCents,
      insuranceCents,
      totalCents: paymentCents + ivaCents + insuranceCents,
      balanceCents: balance,
    })
  }
  return rows
}

export interface ScheduleOpening {
  principalCents: number
  annualRateBps: number
  termMonths: number
  insuranceMonthlyCents: number
  /** The disbursement's value date; interest runs from it. */
  disbursedOn: string
  firstDueDate: string
  /** How the first period's days are counted (the product's credit policy); actual/360 when absent. */
  dayCount?: DayCount
  /**
   * Issue 33: each installment's financed insurance (from the bound policy, financed-insurance.ts); absent,
   * every installment carries `insuranceMonthlyCents`.
   */
  insuranceByRow?: readonly number[]
}

/**
 * The schedule a loan opens with: the engine's level payments, the first period charged by its days
 * from the value date (a 29-day or a 45-day first period is not a month), the later periods months, and
 * the due dates keeping the anchor's day (dueDatesOf).
 */
export function openingSchedule(opening: ScheduleOpening) {
  const dayCount = opening.dayCount ?? DEFAULT_DAY_COUNT
  const dueDates = dueDatesOf(opening.disbursedOn, opening.firstDueDate, opening.termMonths)
  return amortize({
    amountCents: opening.principalCents,
    annualRateBps: opening.annualRateBps,
    termMonths: opening.termMonths,
    insuranceMonthlyCents: opening.insuranceMonthlyCents,
    firstPeriodDays: dayCountDays(opening.disbursedOn, opening.firstDueDate, dayCount),
  }).map((row, index) => {
    const insuranceCents = opening.insuranceByRow?.[index] ?? row.insuranceCents
    return {
      ...row,
      date: dueDates[index]!,
      insuranceCents,
      totalCents: row.paymentCents + row.ivaCents + insuranceCents,
    }
  })
}
