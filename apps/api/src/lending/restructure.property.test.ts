import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { addDays } from './dates'
import { loanStateOn, type LedgerLoan, type LedgerPayment, type LoanState } from './ledger'
import {
  accelerationVersion,
  basisOn,
  dueDayChangeVersion,
  paymentHolidayVersion,
  restructureVersion,
  type LoanTerms,
  type VersionDraft,
} from './restructure'
import { openingSchedule } from './schedule'

/*
 * A schedule version conserves the balance (issue 33, docs/domain.md "Restructure and reschedule"): for any
 * loan, payments before D and version: the version's rows sum to its principal; the principal outstanding
 * right after D is the one before plus what was capitalised; and after more payments, the principal
 * collected plus the principal outstanding is the principal booked plus what was capitalised, no row's
 * outstanding principal ever negative.
 */
const RUNS = Number(process.env.PROPERTY_RUNS ?? 60)

const ledgerOf = (principalCents: number, annualRateBps: number, termMonths: number): LedgerLoan => ({
  annualRateBps,
  insuranceMonthlyCents: 0,
  disbursedOn: '2030-01-31',
  schedule: openingSchedule({
    principalCents,
    annualRateBps,
    termMonths,
    insuranceMonthlyCents: 0,
    disbursedOn: '2030-01-31',
    firstDueDate: '2030-02-28',
  }).map((row) => ({
    n: row.n,
    dueDate: row.date!,
    principalCents: row.principalCents,
    interestCents: row.interestCents,
    ivaCents: row.ivaCents,
    insuranceCents: row.insuranceCents,
  })),
})

const principalOutstanding = (state: LoanState) =>
  state.installments.reduce((total, row) => total + row.principalCents - row.paid.principal, 0)
/** Principal collected: every payment's principal and prepayment (a prepayment re-amortises, so no row holds it). */
const principalCollected = (state: LoanState) =>
  [...state.allocations.values()].reduce((total, a) => total + a.principalCents + a.prepaymentCents, 0)

const kindArbitrary = fc.oneof(
  fc.record({
    kind: fc.constant('restructure' as const),
    annualRateBps: fc.integer({ min: 0, max: 6000 }),
    termPeriods: fc.integer({ min: 1, max: 48 }),
    capitaliseArrears: fc.boolean(),
  }),
  fc.record({ kind: fc.constant('payment_holiday' as const), periods: fc.integer({ min: 1, max: 4 }) }),
  fc.record({ kind: fc.constant('due_day_change' as const), dueDay: fc.integer({ min: 1, max: 31 }) }),
  fc.record({ kind: fc.constant('acceleration' as const) }),
)

describe('schedule versions conserve the balance', () => {
  it('holds for random loans, payments, dates and versions', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100_00, max: 2_000_000_00 }),
        fc.integer({ min: 0, max: 6000 }),
        fc.integer({ min: 2, max: 36 }),
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 400 }),
            amount: fc.integer({ min: 1, max: 500_000_00 }),
          }),
          {
            maxLength: 6,
          },
        ),
        fc.integer({ min: 1, max: 500 }),
        kindArbitrary,
        fc.array(
          fc.record({
            day: fc.integer({ min: 0, max: 200 }),
            amount: fc.integer({ min: 1, max: 500_000_00 }),
          }),
          {
            maxLength: 4,
          },
        ),
        (principal, rate, term, before, dDay, version, after) => {
          const loan = ledgerOf(principal, rate, term)
          const effectiveOn = addDays(loan.disbursedOn, dDay)
          const payments: LedgerPayment[] = before.map((p, index) => ({
            id: index + 1,
            paidOn: addDays(loan.disbursedOn, Math.min(p.day, dDay - 1)),
            amountCents: p.amount,
            prepaymentChoice: 'reduce_term' as const,
          }))
          const stateBefore = loanStateOn(loan, payments, effectiveOn)
          if (stateBefore.paidOffOn) return
          const basis = basisOn(loan, payments, effectiveOn)
          const terms: LoanTerms = { annualRateBps: rate, insuranceMonthlyCents: 0, dayCount: 'actual_360' }
          let draft: VersionDraft | null
          if (version.kind === 'restructure') draft = restructureVersion(basis, terms, version)
          else if (version.kind === 'payment_holiday')
            draft = paymentHolidayVersion(basis, terms, version.periods)
          else if (version.kind === 'due_day_change')
            draft = dueDayChangeVersion(basis, terms, version.dueDay)
          else draft = accelerationVersion(basis, terms)
          if (!draft) return
          expect(draft.rows.reduce((total, row) => total + row.principalCents, 0)).toBe(draft.principalCents)
          const versioned: LedgerLoan = { ...loan, versions: [{ ...draft, version: 2 }] }
          const atD = loanStateOn(versioned, payments, effectiveOn)
          expect(principalOutstanding(atD)).toBe(principalOutstanding(stateBefore) + draft.capitalisedCents)
          const later = [
            ...payments,
            ...after.map((p, index) => ({
              id: 100 + index,
              paidOn: addDays(effectiveOn, p.day),
              amountCents: p.amount,
              prepaymentChoice: 'reduce_payment' as const,
            })),
          ]
          const end = loanStateOn(versioned, later, addDays(effectiveOn, 400))
          expect(principalCollected(end) + principalOutstanding(end)).toBe(principal + draft.capitalisedCents)
          for (const row of end.installments)
            expect(row.principalCents - row.paid.principal).toBeGreaterThanOrEqual(0)
        },
      ),
      { numRuns: RUNS, seed: 33 },
    )
  })
})
