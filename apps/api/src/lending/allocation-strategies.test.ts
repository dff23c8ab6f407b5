import { describe, expect, it } from 'vitest'
import type { AllocationStrategy } from '@mesa/contracts'
import { loanStateOn, payoffParts, type LedgerLoan } from './ledger'
import { loanSummary } from './summary'

/*
 * docs/domain.md "Allocation strategies": the same partial payment on two overdue installments under each
 * strategy. A schedule written by hand (not the engine's): 3 installments of 1 000.00 principal + 100.00
 * interest + 16.00 IVA, due 15 Feb, 15 Mar and 15 Apr 2026; 24 % a year, so late interest is
 * 1.5 × 24 % / 360 = 0.1 % a day of the overdue principal: 1.00 a day per 1 000.00.
 */
function handLoan(allocationStrategy?: AllocationStrategy, latePaymentFeeCents = 0): LedgerLoan {
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
    allocationStrategy,
    latePaymentFeeCents,
  }
}
const payment = { id: 1, paidOn: '2026-03-20', amountCents: 50_000, prepaymentChoice: 'reduce_term' as const }

/*
 * 500.00 paid on 20 Mar 2026; nothing paid before. Installment 1 is 33 days overdue (15 Feb → 20 Mar:
 * 13 + 20), installment 2 is 5 days overdue. Late interest, one posting: 1.00 × 33 + 1.00 × 5 = 38.00
 * (3 800), its IVA 16 % = 6.08 (608). 50 000 − 3 800 − 608 = 45 592 left for the installments.
 */
const charges = { lateInterestCents: 3_800, lateInterestIvaCents: 608, feesCents: 0, feesIvaCents: 0 }

describe('allocation strategies on the same payment', () => {
  it('late_first_horizontal (the default): both interests, both IVAs, then the oldest principal', () => {
    // 45 592 − interest 10 000 × 2 = 25 592 − IVA 1 600 × 2 = 22 392 → principal of installment 1.
    for (const strategy of [undefined, 'late_first_horizontal'] as const) {
      const state = loanStateOn(handLoan(strategy), [payment], '2026-03-20')
      expect(state.allocations.get(1)).toEqual({
        ...charges,
        interestCents: 20_000,
        ivaCents: 3_200,
        insuranceCents: 0,
        principalCents: 22_392,
        prepaymentCents: 0,
        unappliedCents: 0,
        interestCreditCents: 0,
        payoff: false,
      })
      expect(state.installments[1]!.paid).toEqual({
        interest: 10_000,
        iva: 1_600,
        insurance: 0,
        principal: 0,
      })
    }
  })

  it('installment_by_installment: installment 1 whole before anything of installment 2', () => {
    // 45 592 − interest 10 000 − IVA 1 600 = 33 992 → principal of installment 1; installment 2 untouched.
    const state = loanStateOn(handLoan('installment_by_installment'), [payment], '2026-03-20')
    expect(state.allocations.get(1)).toEqual({
      ...charges,
      interestCents: 10_000,
      ivaCents: 1_600,
      insuranceCents: 0,
      principalCents: 33_992,
      prepaymentCents: 0,
      unappliedCents: 0,
      interestCreditCents: 0,
      payoff: false,
    })
    expect(state.installments[0]!.paid.principal).toBe(33_992)
    expect(state.installments[1]!.paid).toEqual({ interest: 0, iva: 0, insurance: 0, principal: 0 })
  })
})

/*
 * docs/domain.md "Charges": the late-payment fee of 250.00 + IVA 16 % = 40.00 per installment not fully paid by
 * its due date, assessed the day after it, at most once per installment. The hand-written loan of
 * above: installments of 1 116.00 (1 000.00 + 100.00 + 16.00) due on the 15th of Feb,
 * Mar and Apr 2026; late interest 1.00 a day per 1 000.00 overdue.
 */
const feeLoan = handLoan('late_first_horizontal', 25_000)
const payOn = (id: number, paidOn: string, amountCents: number) => ({
  id,
  paidOn,
  amountCents,
  prepaymentChoice: 'reduce_term' as const,
})

describe('the late-payment fee', () => {
  it('is not charged on the due date, and is 250.00 + 40.00 the day after', () => {
    expect(loanStateOn(feeLoan, [], '2026-02-15')).toMatchObject({ feesCents: 0, feesIvaCents: 0 })
    // 16 Feb: installment 1 unpaid → 25 000 + 4 000; late interest 1 day = 1.00 + 0.16.
    const state = loanStateOn(feeLoan, [], '2026-02-16')
    expect(state).toMatchObject({ feesCents: 25_000, feesIvaCents: 4_000, feesAssessedCents: 25_000 })
    // Balance: principal 300 000 + installment 1's interest 10 000 and IVA 1 600 + late 100 + 16 + fee 29 000.
    expect(loanSummary(state).balanceCents).toBe(300_000 + 11_600 + 116 + 29_000)
    // The payoff of 16 Feb includes it: 300 000 + 11 600 (installment 1's charges, overdue) + 116 + 29 000
    // + installment 2's interest for 1 day of its 28-day period: 10 000 × 1 / 28 = 357.14 → 357, IVA 57.12 → 57.
    const payoff = payoffParts(state, feeLoan, '2026-02-16')
    expect(payoff).toMatchObject({ feesCents: 25_000, feesIvaCents: 4_000 })
    expect(payoff.totalCents).toBe(300_000 + 11_600 + 116 + 29_000 + 357 + 57)
  })

  it('is not charged when the installment was paid in full on its due date', () => {
    const state = loanStateOn(feeLoan, [payOn(1, '2026-02-15', 111_600)], '2026-03-10')
    expect(state).toMatchObject({ feesCents: 0, feesAssessedCents: 0 })
  })

  it('is charged when the due date left a centavo unpaid, but never more than what was left unpaid', () => {
    // Banxico's Circular 22/2010: the lesser of the fee and the amount missed: 0.01, its IVA 0.0016 → 0.00.
    const state = loanStateOn(feeLoan, [payOn(1, '2026-02-15', 111_599)], '2026-02-16')
    expect(state).toMatchObject({ feesCents: 1, feesIvaCents: 0 })
  })

  it('is paid after late interest and its IVA, before the installment', () => {
    // Paid 20 Feb: late interest 5 days × 1.00 = 500, IVA 80; fee 25 000 + 4 000; installment 1 111 600.
    // 500 + 80 + 25 000 + 4 000 + 111 600 = 141 180 settles all of it.
    const state = loanStateOn(feeLoan, [payOn(1, '2026-02-20', 141_180)], '2026-02-20')
    expect(state.allocations.get(1)).toEqual({
      lateInterestCents: 500,
      lateInterestIvaCents: 80,
      feesCents: 25_000,
      feesIvaCents: 4_000,
      interestCents: 10_000,
      ivaCents: 1_600,
      insuranceCents: 0,
      principalCents: 100_000,
      prepaymentCents: 0,
      unappliedCents: 0,
      interestCreditCents: 0,
      payoff: false,
    })
    // 300.00 the same day: 30 000 − 500 − 80 = 29 420 − fee 25 000 = 4 420 − its IVA 4 000 = 420 of interest.
    const partial = loanStateOn(feeLoan, [payOn(1, '2026-02-20', 30_000)], '2026-02-20')
    expect(partial.allocations.get(1)).toMatchObject({
      lateInterestCents: 500,
      lateInterestIvaCents: 80,
      feesCents: 25_000,
      feesIvaCents: 4_000,
      interestCents: 420,
      principalCents: 0,
    })
    expect(partial).toMatchObject({ feesCents: 0, feesIvaCents: 0 })
  })

  it('is charged at most once per installment, whatever the days that pass', () => {
    // Installment 1 paid with its fee on 20 Feb; installments 2 and 3 never paid: by 30 May each has one fee.
    const state = loanStateOn(feeLoan, [payOn(1, '2026-02-20', 141_180)], '2026-05-30')
    expect(state).toMatchObject({ feesCents: 50_000, feesIvaCents: 8_000, feesAssessedCents: 75_000 })
  })
})
