import { describe, expect, it } from 'vitest'
import type { AuthorisedTerms } from '@mesa/contracts'
import { contractNumberOf, contractTermsOf, scheduleOf } from './contract-content'

const terms: AuthorisedTerms = {
  authorisationId: 1,
  openingFeeTreatment: 'deducted',
  openingFeeCents: 0,
  openingFeeIvaCents: 0,
  amountCents: 200_000_00,
  downPaymentCents: 90_000_00,
  annualRateBps: 1_800,
  termMonths: 36,
  periodicity: 'monthly',
  termPeriods: 36,
  openingFeeBps: 200,
  insuranceMonthlyCents: 950_00,
  firstDueDate: '2027-01-15',
  policyVersionId: 1,
  authorisedBy: 1,
  authorisedAt: '2026-11-20T16:00:00.000Z',
}

describe('the carátula figures', () => {
  const figures = contractTermsOf(terms, 290_000_00)

  it('state the fee, its IVA, the moratory rate and the net amount, computed by hand', () => {
    // 2 % of 200 000.00 = 4 000.00; its IVA 16 % = 640.00; disbursed 200 000 − 4 000 − 640.
    expect(figures.openingFeeCents).toBe(4_000_00)
    expect(figures.openingFeeIvaCents).toBe(640_00)
    expect(figures.netDisbursedCents).toBe(195_360_00)
    // Interés moratorio: 1.5 × 18 % = 27 %.
    expect(figures.moratoryRateBps).toBe(2_700)
    expect(figures.vehiclePriceCents).toBe(290_000_00)
  })

  it('state the French payment: 200 000 × 1.5 % / (1 − 1.015^−36) = 7 230.48', () => {
    expect(figures.paymentCents).toBe(7_230_48)
    // First month: interest 1.5 % of 200 000 = 3 000.00, IVA 480.00, insurance 950.00.
    expect(figures.paymentWithIvaCents).toBe(7_230_48 + 480_00 + 950_00)
    expect(figures.totalInsuranceCents).toBe(36 * 950_00)
  })

  it('add up to the total to pay: every payment of the schedule plus the fee and its IVA', () => {
    const schedule = scheduleOf(figures)
    expect(schedule).toHaveLength(36)
    expect(schedule[0]!.date).toBe('2027-01-15')
    expect(schedule.at(-1)!.balanceCents).toBe(0)
    const paid = schedule.reduce((total, row) => total + row.totalCents, 0)
    expect(figures.totalPaidCents).toBe(paid + 4_000_00 + 640_00)
    expect(schedule.reduce((total, row) => total + row.principalCents, 0)).toBe(200_000_00)
  })

  it('keep one number per application: product code and folio', () => {
    expect(contractNumberOf({ product: 'seminuevo', folio: 10_023 })).toBe('MESA-SEM-10023')
  })
})
