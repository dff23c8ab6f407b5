import { PERIODS_PER_YEAR, type Periodicity } from '@mesa/contracts'
import { addDays, addMonths } from './dates'
import { divideHalfEven } from './money'

/*
 * Periodicity (issue 33, docs/domain.md "Periodicity"): a loan is paid monthly, twice a month, every two
 * weeks or every week. The periodic rate is the nominal annual rate over the periods in a year (12, 24, 26,
 * 52); the due dates follow the calendar of the periodicity from the first due date.
 */

export const periodsPerYear = (periodicity: Periodicity = 'monthly') => PERIODS_PER_YEAR[periodicity]

/** A period's interest on a balance at a nominal annual rate: balance × rate / periods a year, half to even. */
export function interestOfPeriod(
  balanceCents: number,
  annualRateBps: number,
  periodicity: Periodicity = 'monthly',
) {
  return divideHalfEven(
    BigInt(balanceCents) * BigInt(annualRateBps),
    10_000n * BigInt(periodsPerYear(periodicity)),
  )
}

const lastDayOf = (year: number, monthIndex: number) =>
  new Date(Date.UTC(year, monthIndex + 1, 0)).getUTCDate()

/**
 * Twice a month: the anchor's day and 15 days later in each month (the 10th and the 25th; the 15th and the
 * 30th, which is the 28th or 29th in February), the later day clamped to the month's end as `addMonths`
 * clamps. An anchor after the 15th is the later day of its pair (the 20th pairs with the 5th; the 31st with
 * the 16th), so the sequence is the same whichever of the two days the first payment falls on.
 */
function semimonthlyDates(firstDueDate: string, count: number): string[] {
  const [year, month, day] = firstDueDate.split('-').map(Number) as [number, number, number]
  const early = day > 15 ? day - 15 : day
  const startsLate = day > 15 ? 1 : 0
  return Array.from({ length: count }, (_, index) => {
    const position = index + startsLate
    const monthIndex = month - 1 + Math.floor(position / 2)
    const y = year + Math.floor(monthIndex / 12)
    const m = monthIndex % 12
    const d = position % 2 === 0 ? early : Math.min(early + 15, lastDayOf(y, m))
    return `${y}-${String(m + 1).padStart(2, '0')}-${String(d).padStart(2, '0')}`
  })
}

/** The `count` due dates of a periodicity from the first one (monthly: the same day, clamped, each month). */
export function dueDatesFrom(
  firstDueDate: string,
  count: number,
  periodicity: Periodicity = 'monthly',
): string[] {
  switch (periodicity) {
    case 'monthly':
      return Array.from({ length: count }, (_, index) => addMonths(firstDueDate, index))
    case 'semimonthly':
      return semimonthlyDates(firstDueDate, count)
    case 'biweekly':
      return Array.from({ length: count }, (_, index) => addDays(firstDueDate, 14 * index))
    case 'weekly':
      return Array.from({ length: count }, (_, index) => addDays(firstDueDate, 7 * index))
  }
}

/** The first due date one period after the disbursement when the authorisation fixed none. */
export function firstDueDateAfter(disbursedOn: string, periodicity: Periodicity = 'monthly') {
  switch (periodicity) {
    case 'monthly':
      return addMonths(disbursedOn, 1)
    case 'semimonthly':
      return addDays(disbursedOn, 15)
    case 'biweekly':
      return addDays(disbursedOn, 14)
    case 'weekly':
      return addDays(disbursedOn, 7)
  }
}
