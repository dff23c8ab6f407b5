import { describe, expect, it } from 'vitest'
import type { Statement } from '@mesa/contracts'
import { standardLender } from '../lender'
import { statementTextOf } from './statement-text'

/**
 * A statement of November 2026 for a loan of 100 000.00 at 24 % a year, disbursed on 2026-10-15 with a 2 %
 * fee, 12 monthly installments from 2026-11-15 (its figures worked by hand below).
 */
const sampleStatement: Statement = {
  folio: 10_045,
  applicantName: 'Ana Ruiz Torres',
  period: '2026-11',
  from: '2026-11-01',
  to: '2026-11-30',
  openingBalanceCents: 100_000_00,
  // Level payment 100 000 × 2 % / (1 − 1.02^−12) = 9 455.96; interest 2 % of 100 000 = 2 000.00, IVA
  // 320.00; principal 9 455.96 − 2 000.00 = 7 455.96; balance 92 544.04 once paid.
  closingBalanceCents: 92_544_04,
  lateInterestAccruedCents: 0,
  daysPastDue: 0,
  bucket: 'current',
  installmentsDue: [
    {
      n: 1,
      dueDate: '2026-11-15',
      principalCents: 7_455_96,
      interestCents: 2_000_00,
      ivaCents: 320_00,
      insuranceCents: 0,
      totalCents: 9_775_96,
      paidCents: 9_775_96,
      state: 'paid',
    },
  ],
  payments: [
    {
      id: 1,
      amountCents: 9_775_96,
      paidOn: '2026-11-14',
      method: 'spei',
      reference: 'MBAN01002611140001',
      prepaymentChoice: 'reduce_term',
      registeredBy: 'Caja',
      reversed: null,
      allocation: {
        lateInterestCents: 0,
        lateInterestIvaCents: 0,
        feesCents: 0,
        feesIvaCents: 0,
        interestCents: 2_000_00,
        ivaCents: 320_00,
        insuranceCents: 0,
        principalCents: 7_455_96,
        prepaymentCents: 0,
        unappliedCents: 0,
        interestCreditCents: 0,
        payoff: false,
      },
    },
  ],
  catPct: 31.4,
  annualRateBps: 2_400,
  // 1.5 × 24 % = 36 %.
  lateRateBps: 3_600,
  interestCents: 2_000_00,
  interestIvaCents: 320_00,
  insuranceCents: 0,
  lateInterestIvaCents: 0,
  charges: [],
  nextDueDate: '2026-12-15',
  // Second installment: interest 2 % of 92 544.04 = 1 850.88, IVA 296.14, plus the level 9 455.96 → 9 752.10.
  nextDueCents: 9_752_10,
  recaNumber: '1234-439-038261/01-01234-0326',
  lender: standardLender,
  paymentReference: '0000001255',
  referencedClabe: '646180157200001256',
}

describe('the statement texts (issue 33)', () => {
  const text = statementTextOf(sampleStatement)

  it('heads with the balance, the next payment, the CAT and both rates', () => {
    expect(text.headline).toEqual([
      ['Saldo al corte', '$92,544.04'],
      ['Próximo pago', '$9,752.10 el 15/12/2026'],
      ['CAT sin IVA', '31.4 %'],
      ['Tasa anual ordinaria (fija) / moratoria', '24.00 % / 36.00 %'],
    ])
    expect(text.catLine).toBe('CAT: 31.4 % sin IVA. Para fines informativos y de comparación.')
  })

  it("states the period's interest, its IVA and the payments received", () => {
    expect(text.summary).toContainEqual(['Intereses ordinarios del periodo', '$2,000.00'])
    expect(text.summary).toContainEqual(['IVA de los intereses ordinarios', '$320.00'])
    expect(text.summary).toContainEqual(['Pagos recibidos en el periodo', '$9,775.96'])
    expect(text.summary).toContainEqual(['Saldo final', '$92,544.04'])
  })

  it('lists a commission with its IVA: 2 % of 100 000.00 = 2 000.00, IVA 320.00', () => {
    const withFee = statementTextOf({
      ...sampleStatement,
      charges: [{ kind: 'opening_fee', on: '2026-10-15', amountCents: 2_000_00, ivaCents: 320_00 }],
    })
    expect(withFee.summary).toContainEqual([
      'Comisión por apertura (15/10/2026)',
      '$2,000.00 más IVA $320.00',
    ])
  })

  it('gives the UNE and CONDUSEF notice and the RECA number', () => {
    expect(text.notice[0]).toMatch(/^Si desea presentar una aclaración o queja/)
    expect(text.notice[0]).toContain('55 4738 2190')
    expect(text.notice[0]).toContain('une@mesafinanciera.com.mx')
    expect(text.notice[1]).toContain('55 5340 0999 y 800 999 8080')
    expect(text.notice[1]).toContain('www.condusef.gob.mx')
    expect(text.reca).toBe('Registro de Contratos de Adhesión (RECA): 1234-439-038261/01-01234-0326')
  })
})
