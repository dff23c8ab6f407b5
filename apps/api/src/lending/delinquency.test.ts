import { describe, expect, it } from 'vitest'
import { defaultDelinquencyPolicy } from '@mesa/contracts'
import { loanStateOn, type LedgerLoan, type LedgerPayment } from './ledger'
import {
  accrualStandingOn,
  accruing,
  ordinaryInterestBetween,
  suspendedInterestOn,
  writeOffAmountOf,
} from './delinquency'
import { exposureOf } from './provisions'

/*
 * A loan written by hand so every figure is computed in the comments: 60 000.00 at 36 % a year (3 % a month,
 * late interest 1.5 × = 54 % a year = 0.15 % a day over 360), disbursed 1 Jan 2026, six installments every 30
 * days (31 Jan, 2 Mar, 1 Apr, 1 May, 31 May, 30 Jun), 10 000.00 of principal each; interest 3 % of the
 * balance: 1 800.00, 1 500.00, 1 200.00, 900.00, 600.00, 300.00; IVA 16 % of it.
 */
const dues = ['2026-01-31', '2026-03-02', '2026-04-01', '2026-05-01', '2026-05-31', '2026-06-30']
const interests = [180_000, 150_000, 120_000, 90_000, 60_000, 30_000]
const loan: LedgerLoan = {
  annualRateBps: 3_600,
  insuranceMonthlyCents: 0,
  disbursedOn: '2026-01-01',
  schedule: dues.map((dueDate, index) => ({
    n: index + 1,
    dueDate,
    principalCents: 1_000_000,
    interestCents: interests[index]!,
    ivaCents: (interests[index]! * 16) / 100,
    insuranceCents: 0,
  })),
}
const pay = (id: number, paidOn: string, amountCents: number): LedgerPayment => ({
  id,
  paidOn,
  amountCents,
  prepaymentChoice: 'reduce_term',
})
const policy = defaultDelinquencyPolicy

describe('non-accrual at 90 days past due', () => {
  it('is accruing at 89 days and enters non-accrual the day the oldest unpaid installment reaches 90', () => {
    // Unpaid since 31 Jan: 30 Apr is 89 days later (28 + 31 + 30), 1 May is 90.
    expect(accrualStandingOn(loanStateOn(loan, [], '2026-04-30'), accruing, policy)).toEqual(accruing)
    expect(accrualStandingOn(loanStateOn(loan, [], '2026-05-01'), accruing, policy)).toEqual({
      accrualStatus: 'non_accrual',
      nonAccrualSince: '2026-05-01',
    })
    // Seen first on 16 May (105 days): it entered on 1 May all the same (105 − 90 = 15 days before).
    expect(accrualStandingOn(loanStateOn(loan, [], '2026-05-16'), accruing, policy).nonAccrualSince).toBe(
      '2026-05-01',
    )
  })

  it('returns to accruing only when current with the sustained payments after it', () => {
    // 16 May pays every overdue charge: late interest 3 600.00 + IVA 576.00 (below) and installments 1–4
    // (10 000.00 + interest + IVA each: 12 088.00 + 11 740.00 + 11 392.00 + 11 044.00) = 50 440.00. 31 May
    // pays installment 5 on its due date: 10 000.00 + 600.00 + 96.00 = 10 696.00.
    const payments = [pay(1, '2026-05-16', 5_044_000), pay(2, '2026-05-31', 1_069_600)]
    const june = loanStateOn(loan, payments, '2026-06-01')
    const since = { accrualStatus: 'non_accrual' as const, nonAccrualSince: '2026-05-01' }
    // Current on 1 Jun with one installment due after 1 May paid (31 May): three are needed by default.
    expect(accrualStandingOn(june, since, policy)).toEqual(since)
    expect(accrualStandingOn(june, since, { ...policy, sustainedPayments: 1 })).toEqual(accruing)
    // Still owing on 16 May after the first payment? No: current then, but nothing due after 1 May paid yet.
    expect(
      accrualStandingOn(loanStateOn(loan, payments, '2026-05-20'), since, {
        ...policy,
        sustainedPayments: 1,
      }),
    ).toEqual(since)
  })
})

describe('suspended interest', () => {
  it('is the interest accrued since non-accrual began and still owed', () => {
    // From 1 May to 16 May: installment 5's period (1 May – 31 May, 30 days) earns 600.00 × 15 / 30 = 300.00.
    const may16 = loanStateOn(loan, [], '2026-05-16')
    expect(ordinaryInterestBetween(may16, loan.disbursedOn, '2026-05-01', '2026-05-16')).toBe(30_000)
    // Late interest to 1 May: 10 000.00 × (90 + 60 + 30) days × 0.15 % = 2 700.00; to 16 May: 10 000.00 ×
    // (105 + 75 + 45 + 15) × 0.15 % = 3 600.00; accrued in between 900.00. Suspended 300.00 + 900.00 = 1 200.00
    // (interest owed is far more: 5 400.00 overdue + 300.00 to the day + 3 600.00 late).
    expect(suspendedInterestOn(loan, [], '2026-05-01', '2026-05-16')).toBe(120_000)
    // Paid 16 May: late 3 600.00 + 576.00 and the overdue interest 5 400.00 (9 576.00): what is owed is the
    // 300.00 of May to the day, the newest accrued, so only it stays suspended.
    expect(suspendedInterestOn(loan, [pay(1, '2026-05-16', 957_600)], '2026-05-01', '2026-05-16')).toBe(
      30_000,
    )
    expect(suspendedInterestOn(loan, [], '2026-05-16', '2026-05-16')).toBe(0)
  })

  it('is not exposure: EI = principal + interest owed − suspended', () => {
    // 60 000.00 + (5 400.00 + 300.00 + 3 600.00) − 1 200.00 = 68 100.00.
    expect(exposureOf(loanStateOn(loan, [], '2026-05-16'), loan, 120_000)).toBe(6_810_000)
  })
})

describe('the write-off amount', () => {
  it('is principal outstanding + due charges + late interest and its IVA', () => {
    // 16 May, nothing paid: 60 000.00 + interest of installments 1–4 (5 400.00) + their IVA (864.00) + late
    // 3 600.00 + its IVA 576.00 = 70 440.00 (May's interest is not due yet).
    expect(writeOffAmountOf(loanStateOn(loan, [], '2026-05-16'))).toBe(7_044_000)
  })
})
