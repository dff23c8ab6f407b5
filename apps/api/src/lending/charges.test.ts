import { describe, expect, it } from 'vitest'
import { loanStateOn, payoffParts, type LedgerLoan } from './ledger'
import { loanSummary } from './summary'

/*
 * docs/domain.md "Charges", the collection fee: a hand-written schedule (not the engine's) of 3 installments
 * of 1 000.00 principal + 100.00 interest + 16.00 IVA (1 116.00), due 15 Feb, 15 Mar and 15 Apr 2026, at
 * 24 % a year (late interest 1.5 × 24 % / 360 = 0.1 % a day: 1.00 a day per 1 000.00 overdue). The product
 * names both fees (late payment 250.00, collection 350.00) and chooses which one a missed installment carries.
 */
function loanCharging(defaultEventFee: 'late_payment' | 'collection'): LedgerLoan {
  const row = (n: number, dueDate: string) => ({
    n,
    dueDate,
    principalCents: 100_000,
    interestCents: 10_000,
    ivaCents: 1_600,
    insuranceCents: 0,
  })
  return {
    annualRateBps: 2_400,
    insuranceMonthlyCents: 0,
    disbursedOn: '2026-01-15',
    schedule: [row(1, '2026-02-15'), row(2, '2026-03-15'), row(3, '2026-04-15')],
    latePaymentFeeCents: 25_000,
    collectionFeeCents: 35_000,
    defaultEventFee,
  }
}
const collection = loanCharging('collection')
const payOn = (id: number, paidOn: string, amountCents: number) => ({
  id,
  paidOn,
  amountCents,
  prepaymentChoice: 'reduce_term' as const,
})

describe('the collection fee as the default-event fee', () => {
  it('is 350.00 + IVA 56.00 the day after a missed due date, and the late-payment fee is not charged', () => {
    expect(loanStateOn(collection, [], '2026-02-15')).toMatchObject({ feesCents: 0, feesAssessed: [] })
    const state = loanStateOn(collection, [], '2026-02-16')
    // One fee for the one missed installment: 350.00 and 16 % = 56.00; never 250.00 as well.
    expect(state).toMatchObject({ feesCents: 35_000, feesIvaCents: 5_600, feesAssessedCents: 35_000 })
    expect(state.feesAssessed).toEqual([{ n: 1, on: '2026-02-16', amountCents: 35_000, ivaCents: 5_600 }])
    // Balance: principal 300 000 + installment 1's interest and IVA 11 600 + late 1 day 100 + 16 + 40 600.
    expect(loanSummary(state).balanceCents).toBe(300_000 + 11_600 + 116 + 40_600)
    // Payoff of 16 Feb: the same plus installment 2's interest for 1 day of its 28: 10 000 / 28 = 357.14 →
    // 357, IVA 57.12 → 57.
    const payoff = payoffParts(state, collection, '2026-02-16')
    expect(payoff).toMatchObject({ feesCents: 35_000, feesIvaCents: 5_600 })
    expect(payoff.totalCents).toBe(300_000 + 11_600 + 116 + 40_600 + 357 + 57)
  })

  it('is allocated after late interest and its IVA, before the installment', () => {
    // 20 Feb: late interest 5 days × 1.00 = 500, IVA 80; fee 35 000 + 5 600; installment 111 600.
    // 500 + 80 + 35 000 + 5 600 + 111 600 = 152 780.
    const state = loanStateOn(collection, [payOn(1, '2026-02-20', 152_780)], '2026-02-20')
    expect(state.allocations.get(1)).toMatchObject({
      lateInterestCents: 500,
      lateInterestIvaCents: 80,
      feesCents: 35_000,
      feesIvaCents: 5_600,
      interestCents: 10_000,
      ivaCents: 1_600,
      principalCents: 100_000,
    })
    expect(state.feesCents).toBe(0)
  })

  it('is charged once per missed installment, whatever the days, and never above what was missed', () => {
    // Paid 1 115.66 on 15 Feb: 0.34 missed → fee min(350.00, 0.34) = 0.34, IVA 0.0544 → 0.05. Installments
    // 2 and 3 missed entirely by 30 Apr: 350.00 each. Fees assessed: 34 + 35 000 + 35 000 = 70 034.
    const state = loanStateOn(collection, [payOn(1, '2026-02-15', 111_566)], '2026-04-30')
    expect(state.feesAssessed).toEqual([
      { n: 1, on: '2026-02-16', amountCents: 34, ivaCents: 5 },
      { n: 2, on: '2026-03-16', amountCents: 35_000, ivaCents: 5_600 },
      { n: 3, on: '2026-04-16', amountCents: 35_000, ivaCents: 5_600 },
    ])
    expect(state).toMatchObject({ feesAssessedCents: 70_034, feesIvaCents: 5 + 5_600 + 5_600 })
  })

  it('chosen as the late-payment fee, the collection fee is not charged', () => {
    const state = loanStateOn(loanCharging('late_payment'), [], '2026-02-16')
    expect(state).toMatchObject({ feesCents: 25_000, feesIvaCents: 4_000 })
  })
})
