import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { closeOfDay } from './day-figures'
import { addDays } from './dates'
import { loanStateOn } from './ledger'
import { workedExampleLoan } from '../../test/helpers/worked-example'

/*
 * Worked example (docs/domain.md "The business date and the end of day"): 12 000.00 at 36 % over 12 months,
 * disbursed 2026-01-15, first due 2026-02-15 (31 days). Installment 1: interest 1 200 000 × 0.36 × 31 / 360
 * = 37 200, IVA 5 952; level payment 1 200 000 × 0.03 / (1 − 1.03^−12) = 120 554.50… → 120 555, principal 83 355.
 */
const loan = workedExampleLoan

describe('closeOfDay', () => {
  it('the day 15 of 31 of the first period: 37 200 × 15 / 31 = 18 000 accrued, nothing due', () => {
    const { closing } = closeOfDay(loan, [], '2026-01-30')
    expect(closing).toMatchObject({
      interestAccruedCents: 18_000,
      balanceCents: 1_200_000,
      bucket: 'current',
    })
  })

  it('the day after a missed due date: 1 day late, late interest 83 355 × 0.0015 = 125.03 → 125 + IVA 20', () => {
    const { closing, opening: next } = closeOfDay(loan, [], '2026-02-16')
    expect(closing).toMatchObject({
      daysPastDue: 1,
      bucket: 'dpd_1_29',
      lateInterestCents: 145,
      balanceCents: 1_243_297,
      overdueCents: 83_355 + 37_200 + 5_952 + 145,
    })
    // The next day opens 2 days late: 83 355 × 2 × 0.0015 = 250.07 → 250, IVA 40 (one posting from the due date).
    expect(next).toMatchObject({ day: '2026-02-17', daysPastDue: 2, lateInterestCents: 290 })
  })

  it('the opening of a day is the closing of that day computed alone (no payment between)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (offset) => {
        const day = addDays('2026-01-15', offset)
        const { opening: next } = closeOfDay(loan, [], day)
        const alone = closeOfDay(loan, [], addDays(day, 1)).closing
        expect(next.daysPastDue).toBe(alone.daysPastDue)
        expect(next.balanceCents).toBe(alone.balanceCents)
        expect(next.principalOutstandingCents).toBe(alone.principalOutstandingCents)
      }),
      { numRuns: 60 },
    )
  })

  it('the closing state is the loan on the day as loanStateOn answers it (payments made, one missed)', () => {
    // Installment 1 paid on its due date (126 507), installment 2 missed: the close of each day any month on.
    const payments = [
      { id: 1, paidOn: '2026-02-15', amountCents: 126_507, prepaymentChoice: 'reduce_term' as const },
    ]
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 400 }), (offset) => {
        const day = addDays('2026-01-15', offset)
        const { closingState } = closeOfDay(loan, payments, day)
        const alone = loanStateOn(loan, payments, day)
        expect(closingState.installments).toEqual(alone.installments)
        expect([...closingState.allocations]).toEqual([...alone.allocations])
        expect(closingState.paidOffOn).toBe(alone.paidOffOn)
        expect(closingState.lateInterestCents).toBe(alone.lateInterestCents)
      }),
      { numRuns: 60 },
    )
  })
})
