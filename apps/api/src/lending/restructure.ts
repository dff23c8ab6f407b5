import type { DayCount } from '@mesa/contracts'
import { addMonths, dayCountDays } from './dates'
import { ivaOf, periodInterest } from './money'
import { amortize } from './schedule'
import { loanStateOn, type LedgerLoan, type LedgerPayment } from './ledger'
import { versionBasis, type LedgerVersion, type VersionBasis, type VersionRow } from './versions'

/*
 * The four schedule versions' arithmetic (docs/domain.md "Restructure and reschedule"), each from the loan
 * at D (versionBasis). Every version's rows sum, in principal, to the version's principal; the principal
 * outstanding after D is the one before plus what was capitalised (the property test checks both).
 */

/** The loan at D as a new version sees it: the payments dated before D replayed, late interest to D. */
export function basisOn(loan: LedgerLoan, payments: LedgerPayment[], effectiveOn: string): VersionBasis {
  const before = payments.filter((payment) => payment.paidOn < effectiveOn)
  return versionBasis(loanStateOn(loan, before, effectiveOn), loan.disbursedOn, effectiveOn)
}

export type VersionDraft = Omit<LedgerVersion, 'version'> & {
  /** The principal the version's rows amortise. */
  principalCents: number
  /** The current period's interest earned to D, charged in the first row (capitalised in a holiday). */
  carriedInterestCents: number
}

export interface LoanTerms {
  annualRateBps: number
  insuranceMonthlyCents: number
  dayCount: DayCount
}

/** The level schedule of `principal` over `dates`, its first period counted by days from `periodStart`. */
function scheduleOn(
  principal: number,
  terms: LoanTerms,
  periodStart: string,
  dates: string[],
  firstN: number,
): VersionRow[] {
  return amortize({
    amountCents: principal,
    annualRateBps: terms.annualRateBps,
    termMonths: dates.length,
    insuranceMonthlyCents: terms.insuranceMonthlyCents,
    firstPeriodDays: dayCountDays(periodStart, dates[0]!, terms.dayCount),
  }).map((row, index) => ({
    n: firstN + index,
    dueDate: dates[index]!,
    principalCents: row.principalCents,
    interestCents: row.interestCents,
    ivaCents: row.ivaCents,
    insuranceCents: row.insuranceCents,
  }))
}

/** The first row also charges the interest carried from the old period (its IVA on the whole). */
function withCarried(rows: VersionRow[], carried: number, periodStart: string): VersionRow[] {
  const [first, ...rest] = rows
  if (!first) return rows
  const interestCents = first.interestCents + carried
  return [{ ...first, interestCents, ivaCents: ivaOf(interestCents), periodStart }, ...rest]
}

/** `count` monthly dates keeping the day of `anchor`, the first strictly after `after`. */
function monthlyDatesAfter(anchor: string, after: string, count: number) {
  let offset = 0
  while (addMonths(anchor, offset) <= after) offset += 1
  return Array.from({ length: count }, (_, index) => addMonths(anchor, offset + index))
}

/** The anchor of the loan's day of the month: its next remaining due date, or its last one. */
const anchorOf = (basis: VersionBasis) => basis.remainingDueDates[0] ?? basis.lastDueDate

export interface RestructureTerms {
  annualRateBps: number
  termPeriods: number
  capitaliseArrears: boolean
}

/**
 * Restructure: the principal not yet due (plus, when capitalising, the overdue principal and every arrear
 * charge with late interest) over `termPeriods` months at the new rate, the first due date the loan's next
 * due day after D, its first period's interest by days from D plus the interest carried to D.
 */
export function restructureVersion(
  basis: VersionBasis,
  loan: LoanTerms,
  terms: RestructureTerms,
): VersionDraft {
  const capitalised = terms.capitaliseArrears ? basis.arrearsChargesCents : 0
  const principal =
    basis.principalOutstandingCents -
    (terms.capitaliseArrears ? 0 : basis.overduePrincipalCents) +
    capitalised
  const dates = monthlyDatesAfter(anchorOf(basis), basis.effectiveOn, terms.termPeriods)
  const newTerms = { ...loan, annualRateBps: terms.annualRateBps }
  const rows = scheduleOn(principal, newTerms, basis.effectiveOn, dates, basis.nextN)
  return {
    kind: 'restructure',
    effectiveOn: basis.effectiveOn,
    annualRateBps: terms.annualRateBps,
    capitalisesArrears: terms.capitaliseArrears,
    capitalisedCents: capitalised,
    principalCents: principal,
    carriedInterestCents: basis.carriedInterestCents,
    rows: withCarried(rows, basis.carriedInterestCents, basis.periodStart),
  }
}

/**
 * Payment holiday of N periods: the next N due dates (on or after D) skipped; the interest of the holiday
 * (carried to D, then D to the last skipped date by days, simple interest on the principal not yet due)
 * and its IVA capitalised; the new principal re-amortised over the remaining due dates, the first period
 * from the last skipped date. Arrears stay owed. Null when no due date would remain.
 */
export function paymentHolidayVersion(
  basis: VersionBasis,
  loan: LoanTerms,
  periods: number,
): VersionDraft | null {
  const remaining = basis.remainingDueDates
  if (periods < 1 || remaining.length <= periods) return null
  const base = basis.principalOutstandingCents - basis.overduePrincipalCents
  const holidayEnd = remaining[periods - 1]!
  const interest =
    basis.carriedInterestCents +
    periodInterest(base, loan.annualRateBps, dayCountDays(basis.effectiveOn, holidayEnd, loan.dayCount))
  const capitalised = interest + ivaOf(interest)
  const rows = scheduleOn(base + capitalised, loan, holidayEnd, remaining.slice(periods), basis.nextN)
  return {
    kind: 'payment_holiday',
    effectiveOn: basis.effectiveOn,
    annualRateBps: loan.annualRateBps,
    capitalisesArrears: false,
    capitalisedCents: capitalised,
    principalCents: base + capitalised,
    carriedInterestCents: basis.carriedInterestCents,
    rows: rows.map((row, index) => (index === 0 ? { ...row, periodStart: holidayEnd } : row)),
  }
}

/** The date of `day` in the month `offset` months after the month of `date`, clamped to the month's end. */
function onDay(date: string, offset: number, day: number) {
  const monthStart = addMonths(`${date.slice(0, 7)}-01`, offset)
  return `${monthStart.slice(0, 8)}${String(Math.min(day, daysInMonth(monthStart))).padStart(2, '0')}`
}
const daysInMonth = (monthStart: string) => {
  const [year, month] = monthStart.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(year, month, 0)).getUTCDate()
}

/**
 * Due-day change: the remaining installments (as many as were left) on `dueDay` of the month, the first in
 * the month of the next due date (or the month after, when that falls on or before D); the first changed
 * period's interest by its days (carried to D, then D to the new date), the later periods months.
 */
export function dueDayChangeVersion(
  basis: VersionBasis,
  loan: LoanTerms,
  dueDay: number,
): VersionDraft | null {
  const count = basis.remainingDueDates.length
  if (count === 0) return null
  const anchor = anchorOf(basis)
  const skip = onDay(anchor, 0, dueDay) <= basis.effectiveOn ? 1 : 0
  const dates = Array.from({ length: count }, (_, index) => onDay(anchor, skip + index, dueDay))
  const principal = basis.principalOutstandingCents - basis.overduePrincipalCents
  const rows = scheduleOn(principal, loan, basis.effectiveOn, dates, basis.nextN)
  return {
    kind: 'due_day_change',
    effectiveOn: basis.effectiveOn,
    annualRateBps: loan.annualRateBps,
    capitalisesArrears: false,
    capitalisedCents: 0,
    principalCents: principal,
    carriedInterestCents: basis.carriedInterestCents,
    rows: withCarried(rows, basis.carriedInterestCents, basis.periodStart),
  }
}

/**
 * Acceleration (vencimiento anticipado): one row due on D with all the principal not yet due and the
 * current period's interest to the day with its IVA; later installments' charges waived; the arrears
 * stay owed, and late interest then runs on all the principal from D. Null when nothing is left to fall due.
 */
export function accelerationVersion(basis: VersionBasis, loan: LoanTerms): VersionDraft | null {
  const principal = basis.principalOutstandingCents - basis.overduePrincipalCents
  if (principal <= 0) return null
  const interest = basis.carriedInterestCents
  return {
    kind: 'acceleration',
    effectiveOn: basis.effectiveOn,
    annualRateBps: loan.annualRateBps,
    capitalisesArrears: false,
    capitalisedCents: 0,
    principalCents: principal,
    carriedInterestCents: interest,
    rows: [
      {
        n: basis.nextN,
        dueDate: basis.effectiveOn,
        principalCents: principal,
        interestCents: interest,
        ivaCents: ivaOf(interest),
        insuranceCents: 0,
        periodStart: basis.periodStart,
      },
    ],
  }
}
