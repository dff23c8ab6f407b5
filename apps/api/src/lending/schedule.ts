import { DEFAULT_DAY_COUNT, type DayCount, type Periodicity } from '@mesa/contracts'
import { dayCountDays, dueDatesOf } from './dates'
import { nextBusinessDay } from './holidays'
import { ivaOf, periodInterest } from './money'
import { dueDatesFrom, interestOfPeriod, periodsPerYear } from './periodicity'

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
  /** The number of installments: months for a monthly loan, else periods of the periodicity. */
  termMonths: number
  /** Monthly when absent; the periodic rate is the annual rate over the periods in a year. */
  periodicity?: Periodicity
  /** Financed insurance added to every installment (whatever the periodicity). */
  insuranceMonthlyCents?: number
  firstDueDate?: string
  /**
   * A broken first period: its interest is charged for these days over a 360-day year (the day count of
   * the loan's convention, actual/360 or 30/360) instead of one period; the later periods are periods.
   */
  firstPeriodDays?: number
}

/**
 * The level payment of principal and interest, P = A·r / (1 − (1 + r)^−n) with r the periodic rate (the
 * annual rate over 12, 24, 26 or 52), rounded to the centavo. Floating point is fine here: the payment is a
 * chosen figure; every amount derived from it (interest, IVA, principal, balance) is computed exactly in
 * integers.
 */
export function levelPayment(
  amountCents: number,
  annualRateBps: number,
  termMonths: number,
  periodicity: Periodicity = 'monthly',
): number {
  const monthlyRate = annualRateBps / (10_000 * periodsPerYear(periodicity))
  // At 0 % the equal parts round down and the last installment carries the remainder (10 000.00 / 3 →
  // 3 333.33, 3 333.33, 3 333.34), never a customer paying ahead of the contract.
  if (monthlyRate === 0) return Math.floor(amountCents / termMonths)
  return Math.round((amountCents * monthlyRate) / (1 - (1 + monthlyRate) ** -termMonths))
}

/**
 * The French amortisation schedule: each period's interest on the outstanding balance (exact, half to even),
 * the rest of the level payment to principal, and the final payment settling the balance to zero, so the
 * principal column always sums to the amount.
 */
export function amortize(input: AmortizationInput): ScheduleRow[] {
  const { amountCents, annualRateBps, termMonths, firstDueDate } = input
  const insuranceCents = input.insuranceMonthlyCents ?? 0
  const periodicity = input.periodicity ?? 'monthly'
  const payment = levelPayment(amountCents, annualRateBps, termMonths, periodicity)
  const dates = firstDueDate ? dueDatesFrom(firstDueDate, termMonths, periodicity) : []
  const rows: ScheduleRow[] = []
  let balance = amountCents
  for (let n = 1; n <= termMonths; n += 1) {
    const interestCents =
      n === 1 && input.firstPeriodDays !== undefined
        ? periodInterest(balance, annualRateBps, input.firstPeriodDays)
        : interestOfPeriod(balance, annualRateBps, periodicity)
    const last = n === termMonths
    const principalCents = last ? balance : Math.min(balance, payment - interestCents)
    const paymentCents = principalCents + interestCents
    const ivaCents = ivaOf(interestCents)
    balance -= principalCents
    rows.push({
      n,
      ...(firstDueDate ? { date: dates[n - 1]! } : {}),
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
  /** Monthly when absent (every loan opened before issue 33). */
  periodicity?: Periodicity
  /**
   * The non-business days (holidays, the business calendar's) when the product moves a due date falling on
   * a weekend or one of them to the next business day; absent, due dates stay where the calendar puts them.
   */
  nonBusinessDays?: ReadonlySet<string>
  /**
   * Issue 33: each installment's financed insurance (from the bound policy, financed-insurance.ts); absent,
   * every installment carries `insuranceMonthlyCents`.
   */
  insuranceByRow?: readonly number[]
}

/**
 * The schedule a loan opens with: the engine's level payments, the first period charged by its days
 * from the value date (a 29-day or a 45-day first period is not a month), the later periods whole periods
 * of the periodicity, and the due dates keeping the anchor's day (dueDatesOf). With `nonBusinessDays`, a
 * due date on a weekend or a holiday moves to the next business day; its amounts stay (the customer may pay
 * on the next business day without charge, so late interest and days past due count from the moved date).
 */
export function openingSchedule(opening: ScheduleOpening) {
  const dayCount = opening.dayCount ?? DEFAULT_DAY_COUNT
  const periodicity = opening.periodicity ?? 'monthly'
  const dueDates = dueDatesOf(opening.disbursedOn, opening.firstDueDate, opening.termMonths, periodicity)
  const holidays = opening.nonBusinessDays
  return amortize({
    amountCents: opening.principalCents,
    annualRateBps: opening.annualRateBps,
    termMonths: opening.termMonths,
    periodicity,
    insuranceMonthlyCents: opening.insuranceMonthlyCents,
    firstPeriodDays: dayCountDays(opening.disbursedOn, opening.firstDueDate, dayCount),
  }).map((row, index) => {
    const date = dueDates[index]!
    const insuranceCents = opening.insuranceByRow?.[index] ?? row.insuranceCents
    return {
      ...row,
      date: holidays ? nextBusinessDay(date, holidays) : date,
      insuranceCents,
      totalCents: row.paymentCents + row.ivaCents + insuranceCents,
    }
  })
}
