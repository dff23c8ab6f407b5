import { describe, expect, it } from 'vitest'
import type { AuthorisedTerms } from '@mesa/contracts'
import { contractTermsOf, type ContractContent } from './contract-content'
import { coverTextOf } from './cover-text'
import { standardLender } from '../lender'

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

const content: ContractContent = {
  template: 'auto',
  number: 'MESA-AUT-10023',
  borrower: {
    name: 'Ana Ruiz',
    curp: 'RUAA900101MDFZNN09',
    rfc: 'RUAA900101AB1',
    email: '',
    phone: '',
    address: null,
  },
  ally: { name: null, legalName: null, rfc: null },
  vehicle: { make: 'Nissan', model: 'Versa', version: '', year: 2026, vin: '', priceCents: 290_000_00 },
  terms: contractTermsOf(terms, 290_000_00),
}

const context = {
  lender: standardLender,
  recaNumber: '1234-439-038261/01-01234-0326',
  insurance: {
    insurer: 'qualitas' as const,
    insurerName: 'Quálitas',
    policyNumber: 'QLT-2026-000123',
    termStart: '2026-12-15',
    termEnd: '2027-12-15',
    premiumCents: 37_731_48,
  },
  defaultEventFee: { kind: 'collection' as const, amountCents: 0 },
}

describe('the carátula (issue 33)', () => {
  const text = coverTextOf(content, context, '2026-11-29T15:00:00.000Z')
  const all = JSON.stringify(text)

  it('states the CAT for comparison, never the advertising "CAT promedio"', () => {
    expect(text.catLine).toMatch(/^CAT: \d+\.\d % sin IVA\. Para fines informativos y de comparación\./)
    expect(all).not.toContain('promedio')
  })

  it('heads with the rates, the amount and the total to pay, computed by hand', () => {
    // Ordinary 18 % fixed; moratory 1.5 × 18 % = 27 %.
    expect(text.headline[1]![1]).toBe('18.00 % / 27.00 %')
    expect(text.headline[2]![1]).toBe('$200,000.00')
    // The total to pay is the terms' own figure (its sum, schedule plus fee and IVA, is checked by hand in
    // contract-content.test.ts), printed in pesos.
    expect(text.headline[3]![1]).toBe(
      `$${(content.terms.totalPaidCents / 100).toLocaleString('en-US', { minimumFractionDigits: 2 })}`,
    )
  })

  it('lists the payments: 36 monthly of 7 230.48, the first with IVA 480.00 and insurance 950.00', () => {
    expect(text.payments).toContainEqual(['Número y periodicidad de los pagos', '36 pagos mensuales'])
    expect(text.payments).toContainEqual(['Monto de cada pago mensual (capital e interés)', '$7,230.48'])
    // 7 230.48 + 3 000.00 × 16 % (480.00) + 950.00 = 8 660.48.
    expect(text.payments).toContainEqual(['Primer pago con IVA y seguro', '$8,660.48'])
  })

  it('lists every commission with its rate, amount and IVA', () => {
    // Opening fee 2 % of 200 000.00 = 4 000.00; IVA 16 % = 640.00.
    expect(text.commissions[0]).toEqual([
      'Comisión por apertura',
      '2.00 % del monto del crédito',
      '$4,000.00',
      '$640.00 (16.00 %)',
      'Una vez, descontada del monto dispuesto',
    ])
    expect(text.commissions[1]![0]).toBe('Intereses moratorios')
    expect(text.commissions[1]![1]).toMatch(/^27\.00 % anual/)
    expect(text.commissions[1]![3]).toBe('16.00 % de IVA')
    // A product without a default-event fee lists none.
    expect(text.commissions).toHaveLength(2)
  })

  it("lists the product's one default-event fee with its IVA (the collection fee, never with the other)", () => {
    const withFee = coverTextOf(
      content,
      { ...context, defaultEventFee: { kind: 'collection', amountCents: 350_00 } },
      '2026-11-29T15:00:00.000Z',
    )
    // 350.00 per missed installment; IVA 16 % = 56.00.
    expect(withFee.commissions[2]).toEqual([
      'Comisión por gestión de cobranza',
      '—',
      '$350.00',
      '$56.00 (16.00 %)',
      'Una vez por cada pago no cubierto en su fecha, sin exceder lo que quedó sin pagar; ' +
        'nunca junto con otra comisión por el mismo atraso',
    ])
    expect(JSON.stringify(withFee.commissions)).not.toContain('pago tardío')
  })

  it('names the financed policy, the warnings, the UNE, CONDUSEF and the RECA', () => {
    expect(text.insurance).toContainEqual(['Aseguradora', 'Quálitas'])
    expect(text.insurance).toContainEqual(['Prima anual con IVA', '$37,731.48'])
    expect(text.warnings).toEqual([
      'Incumplir tus obligaciones te puede generar comisiones e intereses moratorios.',
      'Contratar créditos que excedan tu capacidad de pago afecta tu historial crediticio.',
      'El avalista, obligado solidario o coacreditado responderá como obligado principal frente a la Entidad Financiera.',
    ])
    expect(text.complaints[0]).toContain('une@mesafinanciera.com.mx')
    expect(text.complaints[0]).toContain('Lic. Mariana Gutiérrez Salcedo')
    expect(text.complaints[1]).toContain('55 5340 0999 y 800 999 8080')
    expect(text.complaints[1]).toContain('www.condusef.gob.mx')
    expect(text.reca).toBe('Registro de Contratos de Adhesión (RECA): 1234-439-038261/01-01234-0326')
  })

  it('says the policy is to be issued when none is bound yet (contrato comes before póliza)', () => {
    const unbound = coverTextOf(content, { ...context, insurance: null }, '2026-11-29T15:00:00.000Z')
    expect(unbound.insurance).toContainEqual(['Póliza', 'Por emitir'])
    // 12 × 950.00 = 11 400.00, the estimate the terms carry.
    expect(unbound.insurance).toContainEqual(['Prima anual con IVA', 'Estimada en $11,400.00'])
  })
})
