import { describe, expect, it } from 'vitest'
import { catPercent } from './cat'
import { dueDatesOf } from './dates'
import { levelPayment, amortize, openingSchedule } from './schedule'
import { quoteLoan } from './quote'

// Worked examples of docs/domain.md "Periodicity", each figure computed by hand.

describe('a weekly schedule', () => {
  it('10 000.00 at 52 % a year, weekly, 4 weeks: 1 % a week, payment 2 562.81', () => {
    // r = 52 % / 52 = 1 %. P = 10 000 × 0.01 / (1 − 1.01^−4); 1.01^4 = 1.04060401, 1.01^−4 = 0.96098034,
    // 1 − 0.96098034 = 0.03901966, 100 / 0.03901966 = 2 562.81.
    // Week 1: interest 1 % of 10 000.00 = 100.00, principal 2 462.81, balance 7 537.19.
    // Week 2: interest 75.3719 → 75.37, principal 2 487.44, balance 5 049.75.
    // Week 3: interest 50.4975 → 50.50, principal 2 512.31, balance 2 537.44.
    // Week 4: interest 25.3744 → 25.37, principal = balance 2 537.44, payment 2 562.81.
    // IVA 16 %: 16.00, 12.0592 → 12.06, 8.08, 4.0592 → 4.06.
    expect(levelPayment(1_000_000, 5_200, 4, 'weekly')).toBe(256_281)
    const rows = amortize({
      amountCents: 1_000_000,
      annualRateBps: 5_200,
      termMonths: 4,
      periodicity: 'weekly',
      firstDueDate: '2026-03-02',
    })
    expect(rows.map((r) => [r.interestCents, r.principalCents, r.balanceCents, r.ivaCents])).toEqual([
      [10_000, 246_281, 753_719, 1_600],
      [7_537, 248_744, 504_975, 1_206],
      [5_050, 251_231, 253_744, 808],
      [2_537, 253_744, 0, 406],
    ])
    expect(rows.map((r) => r.paymentCents)).toEqual([256_281, 256_281, 256_281, 256_281])
    // Every 7 days from the first due date.
    expect(rows.map((r) => r.date)).toEqual(['2026-03-02', '2026-03-09', '2026-03-16', '2026-03-23'])
  })
})

describe('a semimonthly schedule', () => {
  it('12 000.00 at 48 % a year, twice a month, 6 payments: 2 % a fortnight, payment 2 142.31', () => {
    // r = 48 % / 24 = 2 %. 1.02^6 = 1.12616242, 1.02^−6 = 0.88797138, 1 − 0.88797138 = 0.11202862,
    // 240 / 0.11202862 = 2 142.31.
    // 1: interest 240.00, principal 1 902.31, balance 10 097.69.
    // 2: interest 201.9538 → 201.95, principal 1 940.36, balance 8 157.33.
    // 3: interest 163.1466 → 163.15, principal 1 979.16, balance 6 178.17.
    // 4: interest 123.5634 → 123.56, principal 2 018.75, balance 4 159.42.
    // 5: interest 83.1884 → 83.19, principal 2 059.12, balance 2 100.30.
    // 6: interest 42.006 → 42.01, principal = balance 2 100.30, payment 2 142.31.
    const rows = amortize({
      amountCents: 1_200_000,
      annualRateBps: 4_800,
      termMonths: 6,
      periodicity: 'semimonthly',
      firstDueDate: '2026-01-15',
    })
    expect(rows.map((r) => [r.interestCents, r.principalCents, r.balanceCents])).toEqual([
      [24_000, 190_231, 1_009_769],
      [20_195, 194_036, 815_733],
      [16_315, 197_916, 617_817],
      [12_356, 201_875, 415_942],
      [8_319, 205_912, 210_030],
      [4_201, 210_030, 0],
    ])
    expect(rows.map((r) => r.paymentCents)).toEqual(Array(6).fill(214_231))
    // The 15th and 15 days later (the 30th; February's 28th, clamped to its end).
    expect(rows.map((r) => r.date)).toEqual([
      '2026-01-15',
      '2026-01-30',
      '2026-02-15',
      '2026-02-28',
      '2026-03-15',
      '2026-03-30',
    ])
  })

  it('an anchor after the 15th pairs with the day 15 before it; the 31st with the 16th', () => {
    expect(dueDatesOf('2026-01-05', '2026-01-20', 3, 'semimonthly')).toEqual([
      '2026-01-20',
      '2026-02-05',
      '2026-02-20',
    ])
    expect(dueDatesOf('2026-01-16', '2026-01-31', 4, 'semimonthly')).toEqual([
      '2026-01-31',
      '2026-02-16',
      '2026-02-28',
      '2026-03-16',
    ])
  })

  it('biweekly due dates fall every 14 days', () => {
    expect(dueDatesOf('2026-12-10', '2026-12-24', 3, 'biweekly')).toEqual([
      '2026-12-24',
      '2027-01-07',
      '2027-01-21',
    ])
  })
})

describe('the CAT with the periods of a year', () => {
  it('a biweekly loan at 26 % without fees: 1 % a period, CAT = 1.01^26 − 1 = 29.5 %', () => {
    // 1.01^13 = 1.13809328, squared 1.29525631: the CAT is 29.5 % (the nominal 26 % compounded 26 times).
    expect(
      quoteLoan({
        amountCents: 1_000_000,
        annualRateBps: 2_600,
        termMonths: 26,
        periodicity: 'biweekly',
        openingFeeBps: 0,
      }).catPct,
    ).toBe(29.5)
  })

  it('the same flows read as weekly compound 52 times: one payment of 1 010.00 on 1 000.00', () => {
    // m = 1 %; weekly (1.01)^52 − 1 = 1.6777 − 1 = 67.8 %; monthly (1.01)^12 − 1 = 12.7 %.
    expect(catPercent(100_000, [101_000], 'weekly')).toBe(67.8)
    expect(catPercent(100_000, [101_000], 'monthly')).toBe(12.7)
  })
})

describe('a due date on a weekend or a holiday', () => {
  const holidays2026 = new Set(['2026-03-16', '2026-04-02', '2026-04-03'])

  it('moves to the next business day, the amounts unchanged', () => {
    // Weekly from Sunday 2026-03-15: 15 Mar (Sunday, and Monday 16 is Benito Juárez) → Tuesday 17;
    // 22 Mar (Sunday) → Monday 23; 29 Mar (Sunday) → Monday 30; 5 Apr (Sunday) → Monday 6.
    const opening = {
      principalCents: 1_000_000,
      annualRateBps: 5_200,
      termMonths: 4,
      insuranceMonthlyCents: 0,
      disbursedOn: '2026-03-08',
      firstDueDate: '2026-03-15',
      periodicity: 'weekly' as const,
    }
    const moved = openingSchedule({ ...opening, nonBusinessDays: holidays2026 })
    const stays = openingSchedule(opening)
    expect(stays.map((r) => r.date)).toEqual(['2026-03-15', '2026-03-22', '2026-03-29', '2026-04-05'])
    expect(moved.map((r) => r.date)).toEqual(['2026-03-17', '2026-03-23', '2026-03-30', '2026-04-06'])
    expect(moved.map((r) => r.totalCents)).toEqual(stays.map((r) => r.totalCents))
  })

  it('Holy Thursday moves past Good Friday and the weekend to Monday', () => {
    // Monthly from 2026-03-02: 2 Apr is Holy Thursday, 3 Apr Good Friday, 4–5 Apr the weekend → 6 Apr.
    const rows = openingSchedule({
      principalCents: 300_000,
      annualRateBps: 1_200,
      termMonths: 2,
      insuranceMonthlyCents: 0,
      disbursedOn: '2026-03-02',
      firstDueDate: '2026-04-02',
      nonBusinessDays: holidays2026,
    })
    expect(rows.map((r) => r.date)).toEqual(['2026-04-06', '2026-05-04'])
  })
})
