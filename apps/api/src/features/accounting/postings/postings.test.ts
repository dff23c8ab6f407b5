import { describe, expect, it } from 'vitest'
import { loanStateOn, openingFeeOf } from '../../../lending'
import { noAllocation, workedExampleLoan } from '../../../../test/helpers/worked-example'
import {
  afterWriteOffAmounts,
  counterOf,
  fundingDrawdownAmounts,
  fundingRepaymentAmounts,
  creditOutAmounts,
  disbursementAmounts,
  imbalanceOf,
  interestAccrualAmounts,
  interestCreditSplitOf,
  interestEarnedBy,
  linesOf,
  openingFeeRecognisedBy,
  openingFeeRecognitionAmounts,
  paymentAmounts,
  provisionAmounts,
  reallocationAmounts,
  reclassificationAmounts,
  recoveryAmounts,
  writeOffAmounts,
} from '.'

/*
 * The worked examples of docs/accounting.md "Money events", figures computed by hand in the comments. The loan
 * is the domain's: 12 000.00 at 36 % over 12 months, disbursed 2026-01-15, first due 2026-02-15 (31 days);
 * installment 1: interest 1 200 000 × 0.36 × 31 / 360 = 37 200, IVA 5 952, principal 83 355 (payment
 * 120 555 without IVA, 126 507 with it); opening fee 3 %: 36 000 and its IVA 5 760.
 */
const loan = workedExampleLoan
const none = noAllocation
const installmentOne = { ...none, interestCents: 37_200, ivaCents: 5_952, principalCents: 83_355 }

describe('the money events’ entries (docs/accounting.md worked examples)', () => {
  it('disbursement: 12 000.00 less the fee 360.00 and its IVA 57.60 paid out, 11 582.40', () => {
    // 3 % of 1 200 000 = 36 000; IVA 16 % = 5 760; out 1 200 000 − 36 000 − 5 760 = 1 158 240.
    expect(openingFeeOf({ principalCents: 1_200_000, openingFeeBps: 300 })).toEqual({
      amountCents: 36_000,
      ivaCents: 5_760,
    })
    const amounts = disbursementAmounts({
      principalCents: 1_200_000,
      openingFeeCents: 36_000,
      openingFeeIvaCents: 5_760,
    })
    expect(linesOf(amounts)).toEqual([
      { slot: 'bank', debitCents: 0, creditCents: 1_158_240 },
      { slot: 'portfolio.current', debitCents: 1_200_000, creditCents: 0 },
      { slot: 'openingFee.deferred', debitCents: 0, creditCents: 36_000 },
      { slot: 'iva.payable', debitCents: 0, creditCents: 5_760 },
    ])
  })

  it('opening fee: straight line over the 365 days to the last due date 2027-01-15', () => {
    const terms = { openingFeeCents: 36_000, disbursedOn: '2026-01-15', lastDueDate: '2027-01-15' }
    expect(loan.schedule.at(-1)!.dueDate).toBe('2027-01-15')
    expect(openingFeeRecognisedBy(terms, '2026-01-15', false)).toBe(0)
    // 36 000 × 15 / 365 = 1 479.45 → 1 479; the next day 36 000 × 16 / 365 = 1 578.08 → 1 578: 99 posted.
    expect(openingFeeRecognisedBy(terms, '2026-01-30', false)).toBe(1_479)
    expect(openingFeeRecognisedBy(terms, '2026-01-31', false)).toBe(1_578)
    expect(openingFeeRecognitionAmounts(1_578, 1_479)).toEqual({
      'openingFee.deferred': 99,
      'income.openingFee': -99,
    })
    // Paid off (or written off) on 2026-01-31: the rest, 36 000 − 1 479 = 34 521.
    expect(openingFeeRecognisedBy(terms, '2026-01-31', true)).toBe(36_000)
    expect(openingFeeRecognitionAmounts(36_000, 1_479)['income.openingFee']).toBe(-34_521)
    expect(openingFeeRecognisedBy(terms, '2027-03-01', false)).toBe(36_000)
  })

  it('daily accrual: 37 200 × 15 / 31 = 18 000 by 2026-01-30, 37 200 × 16 / 31 = 19 200 the next day', () => {
    const on = (day: string, accrued: number) => interestEarnedBy(loanStateOn(loan, [], day), day, accrued)
    expect(on('2026-01-30', 18_000)).toBe(18_000)
    expect(interestAccrualAmounts(19_200, 18_000, false)).toEqual({
      'interest.receivable': 1_200,
      'income.interest': -1_200,
    })
    // Past the first due date its 37 200 counts in full: by 2026-02-16, 37 200 + the new period's day 1.
    expect(on('2026-02-16', 1_234)).toBe(37_200 + 1_234)
    // Non-accrual: nothing, whatever was earned.
    expect(interestAccrualAmounts(19_200, 18_000, true)).toEqual({})
    // A back-dated correction lowered what was earned: the difference goes back, 18 000 − 19 200.
    expect(interestAccrualAmounts(18_000, 19_200, false)).toEqual({
      'interest.receivable': -1_200,
      'income.interest': 1_200,
    })
  })

  it('payment of installment 1 on its due date: 126 507 in, interest 37 200, IVA 5 952, principal 83 355', () => {
    const state = loanStateOn(
      loan,
      [{ id: 1, paidOn: '2026-02-15', amountCents: 126_507, prepaymentChoice: 'reduce_payment' }],
      '2026-02-15',
    )
    expect(state.allocations.get(1)).toEqual(installmentOne)
    const amounts = paymentAmounts({ amountCents: 126_507, allocation: installmentOne, nonAccrual: false })
    expect(amounts).toEqual({
      bank: 126_507,
      'interest.receivable': -37_200,
      'iva.payable': -5_952,
      'portfolio.current': -83_355,
    })
    // Reversal: the counter-entry.
    expect(counterOf(amounts)).toEqual({
      bank: -126_507,
      'interest.receivable': 37_200,
      'iva.payable': 5_952,
      'portfolio.current': 83_355,
    })
  })

  it('payoff after interest collected ahead: the credit splits 25 200 of interest and 4 032 of IVA', () => {
    // 2026-01-20: installment 1 paid ahead (126 507). 2026-01-25: 10 of 31 days elapsed, earned
    // 37 200 × 10 / 31 = 12 000 and IVA 1 920; credit interest 12 000 − 37 200 = −25 200, IVA 1 920 − 5 952
    // = −4 032. Payoff: principal 1 200 000 − 83 355 = 1 116 645 less the credit 29 232 = 1 087 413.
    const ahead = {
      id: 1,
      paidOn: '2026-01-20',
      amountCents: 126_507,
      prepaymentChoice: 'reduce_payment' as const,
    }
    const payoff = {
      id: 2,
      paidOn: '2026-01-25',
      amountCents: 1_087_413,
      prepaymentChoice: 'reduce_payment' as const,
    }
    const before = loanStateOn(loan, [ahead], '2026-01-25')
    expect(interestCreditSplitOf(before, loan, '2026-01-25')).toEqual({
      interestCents: -25_200,
      ivaCents: -4_032,
    })
    const after = loanStateOn(loan, [ahead, payoff], '2026-01-25')
    const allocation = after.allocations.get(2)!
    expect(allocation).toMatchObject({
      principalCents: 1_116_645,
      interestCreditCents: -29_232,
      unappliedCents: 0,
      payoff: true,
    })
    expect(
      paymentAmounts({
        amountCents: 1_087_413,
        allocation,
        nonAccrual: false,
        interestCreditIvaCents: -4_032,
      }),
    ).toEqual({
      bank: 1_087_413,
      'interest.receivable': 25_200,
      'iva.payable': 4_032,
      'portfolio.current': -1_116_645,
    })
    // The close of 2026-01-25: accrued by the 24th 37 200 × 9 / 31 = 10 800; earned 12 000 (the rewritten
    // row); 1 200 accrued. Receivable: 10 800 − 37 200 + 25 200 + 1 200 = 0.
    expect(interestEarnedBy(after, '2026-01-25', 0)).toBe(12_000)
  })

  it('payment in non-accrual with late interest, a fee and an excess', () => {
    // 125 + 20 + 25 000 + 4 000 + 10 000 + 1 000 = 40 145 in; IVA 20 + 4 000 = 4 020.
    const allocation = {
      ...none,
      lateInterestCents: 125,
      lateInterestIvaCents: 20,
      feesCents: 25_000,
      feesIvaCents: 4_000,
      principalCents: 10_000,
      unappliedCents: 1_000,
    }
    expect(paymentAmounts({ amountCents: 40_145, allocation, nonAccrual: true })).toEqual({
      bank: 40_145,
      'iva.payable': -4_020,
      'portfolio.pastDue': -10_000,
      'income.lateInterest': -125,
      'income.fees': -25_000,
      'customer.creditBalance': -1_000,
    })
  })

  it('reallocation: installment 1’s payment became a prepayment after a back-dated one', () => {
    // Before: 37 200 / 5 952 / 83 355. After: all 126 507 prepays principal. Difference: Dr receivable
    // 37 200, Dr IVA 5 952, Cr portfolio 126 507 − 83 355 = 43 152; the bank does not move.
    const after = { ...none, prepaymentCents: 126_507 }
    expect(
      reallocationAmounts(
        { amountCents: 126_507, allocation: after, nonAccrual: false },
        { amountCents: 126_507, allocation: installmentOne, nonAccrual: false },
      ),
    ).toEqual({ 'portfolio.current': -43_152, 'interest.receivable': 37_200, 'iva.payable': 5_952 })
  })

  it('reclassification, write-off, provision, recovery and credit out', () => {
    expect(reclassificationAmounts(1_116_645, false)).toEqual({
      'portfolio.pastDue': 1_116_645,
      'portfolio.current': -1_116_645,
    })
    expect(reclassificationAmounts(1_116_645, true)).toEqual({
      'portfolio.current': 1_116_645,
      'portfolio.pastDue': -1_116_645,
    })
    // Loss 1 116 645 + 40 000 = 1 156 645; allowance 900 000; shortfall 256 645; deferred 30 000 recognised.
    expect(
      writeOffAmounts({
        portfolioCurrentCents: 0,
        portfolioPastDueCents: 1_116_645,
        interestReceivableCents: 40_000,
        openingFeeDeferredCents: -30_000,
        provisionAllowanceCents: -900_000,
      }),
    ).toEqual({
      'portfolio.pastDue': -1_116_645,
      'interest.receivable': -40_000,
      'provision.allowance': 900_000,
      'expense.provision': 256_645,
      'openingFee.deferred': 30_000,
      'income.openingFee': -30_000,
    })
    // Required 120 000 with 100 000 posted: 20 000 more; required 80 000: 20 000 released.
    expect(provisionAmounts(120_000, -100_000)).toEqual({
      'expense.provision': 20_000,
      'provision.allowance': -20_000,
    })
    expect(provisionAmounts(80_000, -100_000)).toEqual({
      'expense.provision': -20_000,
      'provision.allowance': 20_000,
    })
    expect(provisionAmounts(100_000, -100_000)).toEqual({})
    expect(recoveryAmounts(50_000)).toEqual({ bank: 50_000, 'income.recoveries': -50_000 })
    expect(creditOutAmounts(7_500)).toEqual({ 'customer.creditBalance': 7_500, bank: -7_500 })
  })

  it('a payment of before the write-off reversed after it adds its principal and interest to the loss', () => {
    // Example 1's payment (126 507: interest 37 200, IVA 5 952, principal 83 355) reversed once the loan is
    // written off: the IVA is no longer owed and the bank gives the money back, but the 37 200 + 83 355
    // = 120 555 it had paid go to the loss, not back on the loan: Dr expense.provision 1 205.55, Dr
    // iva.payable 59.52 / Cr bank 1 265.07.
    const payment = paymentAmounts({
      amountCents: 126_507,
      allocation: { ...none, interestCents: 37_200, ivaCents: 5_952, principalCents: 83_355 },
      nonAccrual: false,
      interestCreditIvaCents: 0,
    })
    expect(afterWriteOffAmounts(counterOf(payment))).toEqual({
      bank: -126_507,
      'iva.payable': 5_952,
      'expense.provision': 120_555,
    })
    // A reallocation after the write-off (principal 43 152 became credit balance): Dr expense.provision
    // 431.52 / Cr customer.creditBalance 431.52.
    expect(afterWriteOffAmounts({ 'portfolio.current': 43_152, 'customer.creditBalance': -43_152 })).toEqual({
      'customer.creditBalance': -43_152,
      'expense.provision': 43_152,
    })
  })

  it('a funding line: drawdown and repayment (docs/accounting.md "Funding")', () => {
    expect(fundingDrawdownAmounts(1_000_000_000)).toEqual({
      bank: 1_000_000_000,
      'funding.liability': -1_000_000_000,
    })
    // 2 500 000.00 of principal and 10 000 000 × 0.12 × 30 / 360 = 100 000.00 of interest.
    expect(fundingRepaymentAmounts(250_000_000, 10_000_000)).toEqual({
      'funding.liability': 250_000_000,
      'expense.fundingInterest': 10_000_000,
      bank: -260_000_000,
    })
  })

  it('every rule’s entry balances, whatever its figures', () => {
    const entries = [
      disbursementAmounts({ principalCents: 987_654, openingFeeCents: 12_345, openingFeeIvaCents: 1_975 }),
      paymentAmounts({
        amountCents: 50_000,
        allocation: {
          ...none,
          interestCents: 20_000,
          ivaCents: 3_200,
          principalCents: 30_000,
          interestCreditCents: -3_500,
          unappliedCents: 300,
        },
        nonAccrual: false,
        interestCreditIvaCents: -300,
      }),
      writeOffAmounts({
        portfolioCurrentCents: 500,
        portfolioPastDueCents: 0,
        interestReceivableCents: -20,
        openingFeeDeferredCents: -7,
        provisionAllowanceCents: -1_000,
      }),
    ]
    for (const amounts of entries) expect(imbalanceOf(amounts)).toBe(0)
  })
})
