import { describe, expect, it } from 'vitest'
import { amortize } from './schedule'
import { loanStateOn, payoffParts, type LedgerLoan, type LedgerPayment } from './ledger'
import { loanSummary } from './summary'
import {
  accelerationVersion,
  basisOn,
  dueDayChangeVersion,
  paymentHolidayVersion,
  restructureVersion,
  type LoanTerms,
  type VersionDraft,
} from './restructure'

/*
 * docs/domain.md "Restructure and reschedule": 12 000.00 at 24 % (2 % a month) over 12 months, disbursed
 * 15 Jan 2026, due on the 15th, 30/360 (every period a month). By hand: the level payment is
 * 12 000 × 0.02 / (1 − 1.02^−12) = 1 134.7190… → 1 134.72; the rows:
 *   1  interest 240.00 (IVA 38.40)  principal 894.72  balance 11 105.28
 *   2  interest 222.11 (IVA 35.54)  principal 912.61  balance 10 192.67
 *   3  interest 203.85 (IVA 32.62)  principal 930.87  balance  9 261.80
 *   4  interest 185.24 (IVA 29.64)  …
 */
const terms: LoanTerms = { annualRateBps: 2400, insuranceMonthlyCents: 0, dayCount: '30_360' }
function twelveThousand(): LedgerLoan {
  const rows = amortize({
    amountCents: 1_200_000,
    annualRateBps: 2400,
    termMonths: 12,
    firstDueDate: '2026-02-15',
  })
  return {
    annualRateBps: 2400,
    insuranceMonthlyCents: 0,
    disbursedOn: '2026-01-15',
    schedule: rows.map((row) => ({
      n: row.n,
      dueDate: row.date!,
      principalCents: row.principalCents,
      interestCents: row.interestCents,
      ivaCents: row.ivaCents,
      insuranceCents: row.insuranceCents,
    })),
  }
}
const pay = (id: number, paidOn: string, amountCents: number): LedgerPayment => ({
  id,
  paidOn,
  amountCents,
  prepaymentChoice: 'reduce_term',
})
/** The first three installments paid the day before each falls due: 1 173.12, 1 170.26, 1 167.34. */
const threePaid = [
  pay(1, '2026-02-14', 117_312),
  pay(2, '2026-03-14', 117_026),
  pay(3, '2026-04-14', 116_734),
]
const withVersion = (loan: LedgerLoan, draft: VersionDraft | null): LedgerLoan => ({
  ...loan,
  versions: [{ ...draft!, version: 2 }],
})
const principalOf = (rows: Array<{ principalCents: number }>) =>
  rows.reduce((total, row) => total + row.principalCents, 0)

describe('restructure', () => {
  it('puts the remaining principal over 12 months at 18 % (hand-computed)', () => {
    const loan = twelveThousand()
    const basis = basisOn(loan, threePaid, '2026-04-15')
    // After three payments 9 261.80 is owed, nothing overdue, nothing carried (row 3 paid to the day).
    expect(basis.principalOutstandingCents).toBe(926_180)
    expect(basis.carriedInterestCents).toBe(0)
    const draft = restructureVersion(basis, terms, {
      annualRateBps: 1800,
      termPeriods: 12,
      capitaliseArrears: false,
    })
    // 1.5 % a month: 9 261.80 × 0.015 / (1 − 1.015^−12) = 849.1235… → 849.12; first interest 9 261.80 ×
    // 0.015 = 138.927 → 138.93 (30 days, 15 Apr → 15 May), principal 849.12 − 138.93 = 710.19, IVA 22.23.
    expect(draft.rows).toHaveLength(12)
    expect(draft.rows[0]).toMatchObject({
      n: 4,
      dueDate: '2026-05-15',
      interestCents: 13_893,
      principalCents: 71_019,
      ivaCents: 2_223,
    })
    expect(draft.rows[11]!.dueDate).toBe('2027-04-15')
    expect(principalOf(draft.rows)).toBe(926_180)
    // Replayed: the 15 May installment is the new one (849.12 + 22.23 = 871.35).
    const state = loanStateOn(withVersion(loan, draft), threePaid, '2026-04-20')
    expect(loanSummary(state)).toMatchObject({ principalOutstandingCents: 926_180, nextDueCents: 87_135 })
  })

  it('capitalises the arrears into the new principal when asked', () => {
    const loan = twelveThousand()
    // Nothing paid; on 15 Mar the first installment (1 134.72 + 38.40) is 28 days late: late interest
    // 894.72 × 28 × 0.24 × 1.5 / 360 = 25.052 → 25.05, IVA 4.01. Charges overdue: 240.00 + 38.40 + 25.05 +
    // 4.01 = 307.46; the new principal 12 000.00 + 307.46 = 12 307.46 (the 894.72 overdue principal is in it).
    const basis = basisOn(loan, [], '2026-03-15')
    const draft = restructureVersion(basis, terms, {
      annualRateBps: 2400,
      termPeriods: 12,
      capitaliseArrears: true,
    })
    expect(draft.capitalisedCents).toBe(30_746)
    expect(draft.principalCents).toBe(1_230_746)
    const state = loanStateOn(withVersion(loan, draft), [], '2026-03-15')
    expect(loanSummary(state)).toMatchObject({
      principalOutstandingCents: 1_230_746,
      daysPastDue: 0,
      overdueCents: 0,
    })
  })
})

describe('payment holiday', () => {
  it('skips two due dates and capitalises their interest with its IVA (hand-computed)', () => {
    const loan = twelveThousand()
    const draft = paymentHolidayVersion(basisOn(loan, threePaid, '2026-04-15'), terms, 2)!
    // 15 May and 15 Jun skipped: 9 261.80 × 0.24 × 60 / 360 = 370.47, IVA 59.28, capitalised 429.75; the
    // new principal 9 691.55 over the 7 dates left (15 Jul … 15 Jan 2027): 9 691.55 × 0.02 / (1 − 1.02^−7)
    // = 1 497.46; first interest 9 691.55 × 0.02 = 193.831 → 193.83.
    expect(draft.capitalisedCents).toBe(42_975)
    expect(draft.principalCents).toBe(969_155)
    expect(draft.rows.map((row) => row.dueDate)).toEqual([
      '2026-07-15',
      '2026-08-15',
      '2026-09-15',
      '2026-10-15',
      '2026-11-15',
      '2026-12-15',
      '2027-01-15',
    ])
    expect(draft.rows[0]).toMatchObject({ interestCents: 19_383, principalCents: 149_746 - 19_383 })
    expect(principalOf(draft.rows)).toBe(969_155)
  })
})

describe('due-day change', () => {
  it('moves the remaining installments to the 30th, the first period by its 45 days (hand-computed)', () => {
    const loan = twelveThousand()
    const draft = dueDayChangeVersion(basisOn(loan, threePaid, '2026-04-15'), terms, 30)!
    // 9 installments left: 30 May … 30 Jan 2027 (28 Feb would be the end of a shorter month; none here).
    // First period 15 Apr → 30 May, 45 days: 9 261.80 × 0.24 × 45 / 360 = 277.8525 → 277.85; level payment
    // 9 261.80 × 0.02 / (1 − 1.02^−9) = 1 134.71, so its principal is 1 134.71 − 277.85 = 856.86.
    expect(draft.rows.map((row) => row.dueDate)).toEqual([
      '2026-05-30',
      '2026-06-30',
      '2026-07-30',
      '2026-08-30',
      '2026-09-30',
      '2026-10-30',
      '2026-11-30',
      '2026-12-30',
      '2027-01-30',
    ])
    expect(draft.rows[0]).toMatchObject({ interestCents: 27_785, principalCents: 85_686 })
    expect(principalOf(draft.rows)).toBe(926_180)
  })
})

describe('acceleration', () => {
  it('makes the whole balance due on D after three missed installments (hand-computed)', () => {
    const loan = twelveThousand()
    const basis = basisOn(loan, [], '2026-05-15')
    expect(basis.missedInstallments).toBe(3)
    const accelerated = withVersion(loan, accelerationVersion(basis, terms))
    const state = loanStateOn(accelerated, [], '2026-05-15')
    // One row due 15 May: the principal not yet due 9 261.80, the period's interest to the day 185.24 (the
    // whole period elapsed) and its IVA 29.64 → 9 476.68. The arrears stay: 3 × 1 134.72 + 38.40 + 35.54 +
    // 32.62 = 3 510.72. Late interest to 15 May at 0.1 % a day (24 % × 1.5 / 360): (894.72 × 89 + 912.61 ×
    // 61 + 930.87 × 30) / 1 000 = 163.225… → 163.23, IVA 26.12. Due on D: 9 476.68 + 3 510.72 + 163.23 +
    // 26.12 = 13 176.75.
    expect(state.installments.at(-1)).toMatchObject({
      dueDate: '2026-05-15',
      principalCents: 926_180,
      interestCents: 18_524,
      ivaCents: 2_964,
    })
    expect(payoffParts(state, accelerated, '2026-05-15').totalCents).toBe(1_317_675)
    // Then late interest runs on all 12 000.00: 30 days later 12 000 × 30 / 1 000 = 360.00 more.
    const later = loanStateOn(accelerated, [], '2026-06-14')
    expect(later.lateAccruedCents - state.lateAccruedCents).toBe(36_000)
  })
})
