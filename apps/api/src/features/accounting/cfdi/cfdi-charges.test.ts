import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { chargesOfAllocation, splitGross } from './cfdi-charges'
import { ivaToleranceCents } from './iva'
import { GENERIC_RFC, receptorOf, satNameOf } from './cfdi-receptor'
import { noAllocation } from '../../../../test/helpers/worked-example'

const none = noAllocation

describe("a payment's charges (docs/accounting.md, What each concepto is)", () => {
  it('takes interest, late interest and fees with their IVA; principal and insurance are not invoiced', () => {
    expect(
      chargesOfAllocation({
        ...none,
        interestCents: 100_000,
        ivaCents: 16_000,
        feesCents: 35_000,
        feesIvaCents: 5_600,
        lateInterestCents: 1_250,
        lateInterestIvaCents: 200,
        insuranceCents: 45_000,
        principalCents: 800_000,
      }),
    ).toEqual([
      { kind: 'ordinary_interest', amountCents: 100_000, ivaCents: 16_000 },
      { kind: 'late_interest', amountCents: 1_250, ivaCents: 200 },
      { kind: 'fee', amountCents: 35_000, ivaCents: 5_600 },
    ])
    expect(chargesOfAllocation({ ...none, principalCents: 50_000, insuranceCents: 1_000 })).toEqual([])
  })

  it('re-splits a gross whose IVA the SAT would refuse (interest whole, part of its IVA)', () => {
    // Interest 1,000.00 with 100.00 of its 160.00 IVA: gross 1,100.00 → 948.28 + 151.72 (948.28 × 0.16 = 151.7248).
    expect(chargesOfAllocation({ ...none, interestCents: 100_000, ivaCents: 10_000 })).toEqual([
      { kind: 'ordinary_interest', amountCents: 94_828, ivaCents: 15_172 },
    ])
    // 0.04 cannot be split: 0.03 + 0.00 (0.04 + 0.01 = 0.05 is too much).
    expect(splitGross(4)).toEqual({ amountCents: 3, ivaCents: 0 })
  })

  it('takes a payoff’s interest credit off the interest’s gross', () => {
    // 1,000.00 + 160.00 collected, 116.00 given back: gross 1,044.00 → 900.00 + 144.00.
    expect(
      chargesOfAllocation({
        ...none,
        interestCents: 100_000,
        ivaCents: 16_000,
        interestCreditCents: -11_600,
      }),
    ).toEqual([{ kind: 'ordinary_interest', amountCents: 90_000, ivaCents: 14_400 }])
  })

  it('splits every gross into a base and an IVA the SAT accepts, losing at most one centavo', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000_000 }), (gross) => {
        const { amountCents, ivaCents } = splitGross(gross)
        const [lower, upper] = ivaToleranceCents(amountCents)
        expect(ivaCents).toBeGreaterThanOrEqual(lower)
        expect(ivaCents).toBeLessThanOrEqual(upper)
        expect(gross - (amountCents + ivaCents)).toBeGreaterThanOrEqual(0)
        expect(gross - (amountCents + ivaCents)).toBeLessThanOrEqual(1)
      }),
      { seed: 34_5, numRuns: 2_000 },
    )
  })
})

describe('the receptor', () => {
  const customer = { rfc: 'pegj800101ab3', firstNames: 'José', lastName1: 'Peña', lastName2: 'Núñez' }
  it('is the applicant as the SAT writes them: salaried 605/S01, on their own 612/G03', () => {
    expect(satNameOf('  José  Peña Núñez ')).toBe('JOSE PEÑA NUÑEZ')
    expect(receptorOf({ ...customer, postalCode: '44100' }, '06600')).toEqual({
      rfc: 'PEGJ800101AB3',
      nombre: 'JOSE PEÑA NUÑEZ',
      domicilioFiscal: '44100',
      regimenFiscal: '605',
      usoCfdi: 'S01',
    })
    expect(
      receptorOf({ ...customer, postalCode: '44100', employmentType: 'independiente' }, '06600'),
    ).toMatchObject({ regimenFiscal: '612', usoCfdi: 'G03' })
  })

  it('without an RFC or postal code in the SAT’s shape: público en general at the place of issue', () => {
    expect(receptorOf({ ...customer, rfc: 'PEGJ801301AB3', postalCode: '44100' }, '06600')).toEqual({
      rfc: GENERIC_RFC,
      nombre: 'JOSE PEÑA NUÑEZ',
      domicilioFiscal: '06600',
      regimenFiscal: '616',
      usoCfdi: 'S01',
    })
    expect(receptorOf({ ...customer, postalCode: null }, '06600').rfc).toBe(GENERIC_RFC)
  })
})
