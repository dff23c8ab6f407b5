import { describe, expect, it } from 'vitest'
import { bucketOf, type Allocation } from '@mesa/contracts'
import { divideHalfEven, shareOf } from './money'
import { amortize } from './schedule'
import { loanStateOn, payoffParts, type LedgerLoan, type LedgerPayment } from './ledger'
import { loanSummary } from './summary'

/** 12,000.00 pesos at 24 % (2 % a month), disbursed 15 Jan 2026, first due 15 Feb. */
function loanOf(termMonths: number, amountCents = 1_200_000): LedgerLoan {
  const rows = amortize({ amountCents, annualRateBps: 2400, termMonths, firstDueDate: '2026-02-15' })
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
const totalOf = (allocation: Allocation) =>
  allocation.lateInterestCents +
  allocation.lateInterestIvaCents +
  allocation.interestCents +
  allocation.ivaCents +
  allocation.insuranceCents +
  allocation.principalCents +
  allocation.prepaymentCents +
  allocation.unappliedCents
const pay = (
  id: number,
  paidOn: string,
  amountCents: number,
  choice: LedgerPayment['prepaymentChoice'] = 'reduce_term',
) => ({
  id,
  paidOn,
  amountCents,
  prepaymentChoice: choice,
})
const installmentTotal = (loan: LedgerLoan, index: number) => {
  const row = loan.schedule[index]!
  return row.principalCents + row.interestCents + row.ivaCents + row.insuranceCents
}

describe('buckets', () => {
  it('puts days past due in current, 1–29, 30–59, 60–89 and 90+', () => {
    expect([0, 1, 29, 30, 59, 60, 89, 90, 400].map(bucketOf)).toEqual([
      'current',
      'dpd_1_29',
      'dpd_1_29',
      'dpd_30_59',
      'dpd_30_59',
      'dpd_60_89',
      'dpd_60_89',
      'dpd_90_plus',
      'dpd_90_plus',
    ])
  })
})

describe('on-time payments', () => {
  it('pays each installment exactly and the last one pays the loan off, without late interest', () => {
    const loan = loanOf(3)
    const payments = loan.schedule.map((row, index) =>
      pay(index + 1, row.dueDate, installmentTotal(loan, index)),
    )
    const state = loanStateOn(loan, payments, '2026-05-01')
    for (const payment of payments)
      expect(totalOf(state.allocations.get(payment.id)!)).toBe(payment.amountCents)
    expect(state.allocations.get(1)).toMatchObject({
      interestCents: loan.schedule[0]!.interestCents,
      ivaCents: loan.schedule[0]!.ivaCents,
      principalCents: loan.schedule[0]!.principalCents,
      unappliedCents: 0,
    })
    expect(state.paidOffOn).toBe('2026-04-15')
    expect(state.lateAccruedCents).toBe(0)
    expect(loanSummary(state)).toMatchObject({ balanceCents: 0, daysPastDue: 0, bucket: 'current' })
  })
})

describe('late interest', () => {
  it('accrues 1.5 × the rate per day over 360 on the overdue principal, with its IVA', () => {
    const loan = loanOf(3)
    const state = loanStateOn(loan, [], '2026-02-25')
    // 10 days × 24 % × 1.5 / 360 = 1 % of the overdue principal.
    const expected = divideHalfEven(BigInt(loan.schedule[0]!.principalCents), 100n)
    expect(state.lateInterestCents).toBe(expected)
    expect(state.lateInterestIvaCents).toBe(shareOf(expected, 1600))
    expect(loanSummary(state)).toMatchObject({ daysPastDue: 10, bucket: 'dpd_1_29' })
  })

  it('a late partial payment goes to late interest, its IVA, then interest, IVA and principal in that order', () => {
    const loan = loanOf(3)
    const late = loanStateOn(loan, [], '2026-02-25')
    const lateTotal = late.lateInterestCents + late.lateInterestIvaCents
    const interest = loan.schedule[0]!.interestCents
    const amount = lateTotal + interest + 100
    const state = loanStateOn(loan, [pay(1, '2026-02-25', amount)], '2026-02-25')
    expect(state.allocations.get(1)).toEqual({
      lateInterestCents: late.lateInterestCents,
      lateInterestIvaCents: late.lateInterestIvaCents,
      feesCents: 0,
      feesIvaCents: 0,
      interestCents: interest,
      ivaCents: 100,
      insuranceCents: 0,
      principalCents: 0,
      prepaymentCents: 0,
      unappliedCents: 0,
      interestCreditCents: 0,
      payoff: false,
    })
    expect(loanSummary(state).daysPastDue).toBe(10)
  })
})

describe('payoff quote', () => {
  it('is the principal, the interest to the day with IVA and late interest, and paying it pays off', () => {
    const loan = loanOf(3)
    const first = installmentTotal(loan, 0)
    const onTime = [pay(1, '2026-02-15', first)]
    const state = loanStateOn(loan, onTime, '2026-03-01')
    const quote = payoffParts(state, loan, '2026-03-01')
    // 14 of the 28 days from 15 Feb to 15 Mar: half the second installment's interest.
    const interest = divideHalfEven(BigInt(loan.schedule[1]!.interestCents) * 14n, 28n)
    expect(quote).toMatchObject({
      principalCents: 1_200_000 - loan.schedule[0]!.principalCents,
      interestCents: interest,
      ivaCents: shareOf(interest, 1600),
      lateInterestCents: 0,
    })
    expect(quote.totalCents).toBe(quote.principalCents + interest + shareOf(interest, 1600))
    const paidOff = loanStateOn(loan, [...onTime, pay(2, '2026-03-01', quote.totalCents)], '2026-03-01')
    expect(paidOff.paidOffOn).toBe('2026-03-01')
    expect(paidOff.allocations.get(2)).toMatchObject({ payoff: true, unappliedCents: 0 })
    expect(totalOf(paidOff.allocations.get(2)!)).toBe(quote.totalCents)
    expect(loanSummary(paidOff).balanceCents).toBe(0)
  })
})

describe('prepayment', () => {
  const loan = loanOf(12)
  const extra = 300_000
  const payments = (choice: LedgerPayment['prepaymentChoice']) => [
    pay(1, '2026-02-15', installmentTotal(loan, 0) + extra, choice),
  ]

  it('reduce_payment keeps the number of installments with a lower payment', () => {
    const state = loanStateOn(loan, payments('reduce_payment'), '2026-02-15')
    expect(state.allocations.get(1)!.prepaymentCents).toBe(extra)
    expect(state.installments).toHaveLength(12)
    const second = state.installments[1]!
    expect(second.principalCents + second.interestCents).toBeLessThan(
      loan.schedule[1]!.principalCents + loan.schedule[1]!.interestCents,
    )
    const principal = state.installments.reduce((total, row) => total + row.principalCents, 0)
    expect(principal).toBe(1_200_000 - extra)
  })

  it('reduce_term keeps the payment and drops installments from the end', () => {
    const state = loanStateOn(loan, payments('reduce_term'), '2026-02-15')
    expect(state.installments.length).toBeLessThan(12)
    const level = loan.schedule[1]!.principalCents + loan.schedule[1]!.interestCents
    const second = state.installments[1]!
    expect(second.principalCents + second.interestCents).toBeLessThanOrEqual(level)
    expect(state.installments.at(-1)!.dueDate).toBe(loan.schedule[state.installments.length - 1]!.dueDate)
    const principal = state.installments.reduce((total, row) => total + row.principalCents, 0)
    expect(principal).toBe(1_200_000 - extra)
  })
})

describe('replay', () => {
  it('applies payments in date order whatever order they were registered in, and a reversal is a replay without it', () => {
    const loan = loanOf(3)
    const early = pay(2, '2026-02-15', installmentTotal(loan, 0))
    const later = pay(1, '2026-03-15', installmentTotal(loan, 1))
    const state = loanStateOn(loan, [later, early], '2026-03-20')
    expect(state.allocations.get(2)!.principalCents).toBe(loan.schedule[0]!.principalCents)
    expect(loanSummary(state).daysPastDue).toBe(0)
    const reversed = loanStateOn(loan, [later], '2026-03-20')
    // Without the February payment, the March money first pays February's late interest, then February's
    // installment, which it no longer covers in full: the loan stays 33 days past due (since 15 Feb).
    expect(reversed.allocations.get(1)!.lateInterestCents).toBeGreaterThan(0)
    expect(reversed.allocations.get(1)!.principalCents).toBeLessThan(loan.schedule[0]!.principalCents)
    expect(loanSummary(reversed).daysPastDue).toBe(33)
    expect(totalOf(reversed.allocations.get(1)!)).toBe(later.amountCents)
  })
})
