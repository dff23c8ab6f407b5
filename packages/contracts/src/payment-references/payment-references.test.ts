import { describe, expect, it } from 'vitest'
import { clabeCheckDigit } from '../allies/clabe'
import {
  groupedClabe,
  paymentReferenceOf,
  readClabe,
  readPaymentReference,
  referenceCheckDigit,
  referencedClabeOf,
} from './payment-references'

const lenderAccount = { bankCode: '646', plaza: '180', accountPrefix: '1572' }

describe('the payment reference (algoritmo 10, weights 2-1 from the right)', () => {
  it('gives the check digit of the published Luhn example 7992739871 → 3', () => {
    // From the right: 1×2=2, 7, 8×2=16→7, 9, 3×2=6, 7, 2×2=4, 9, 9×2=18→9, 7
    // sum 2+7+7+9+6+7+4+9+9+7 = 67; (10 − 7) mod 10 = 3.
    expect(referenceCheckDigit('7992739871')).toBe(3)
  })

  it('is the loan number on nine digits and its check digit', () => {
    // Loan 125, body 000000125: 5×2=10→1, 2×1=2, 1×2=2, zeros 0: sum 5; (10 − 5) mod 10 = 5.
    expect(paymentReferenceOf(125)).toBe('0000001255')
    // Loan 1, body 000000001: 1×2=2; (10 − 2) mod 10 = 8.
    expect(paymentReferenceOf(1)).toBe('0000000018')
    // Loan 4 567, body 000004567: 7×2=14→5, 6, 5×2=10→1, 4: sum 16; (10 − 6) mod 10 = 4.
    expect(paymentReferenceOf(4567)).toBe('0000045674')
    // Loan 5, body 000000005: 5×2=10→1; (10 − 1) = 9.
    expect(paymentReferenceOf(5)).toBe('0000000059')
    expect(() => paymentReferenceOf(1_000_000_000)).toThrow(RangeError)
    expect(() => paymentReferenceOf(0)).toThrow(RangeError)
  })

  it('reads a reference as banks print it, refusing a wrong check digit', () => {
    expect(readPaymentReference('0000001255')).toBe('0000001255')
    expect(readPaymentReference(' 000-000-1255 ')).toBe('0000001255')
    expect(readPaymentReference('1255')).toBe('0000001255')
    expect(readPaymentReference('00 0000 0012 55')).toBe('0000001255')
    expect(readPaymentReference('1254')).toBeNull()
    expect(readPaymentReference('12A55')).toBeNull()
    expect(readPaymentReference('')).toBeNull()
    expect(readPaymentReference('112345678901')).toBeNull()
  })
})

describe('the referenced CLABE (weights 3, 7, 1; each product mod 10: allies/clabe.ts)', () => {
  it('gives 9 for the published example 032180000118359719', () => {
    // Digits 0 3 2 1 8 0 0 0 0 1 1 8 3 5 9 7 1 × 3 7 1 3 7 1 3 7 1 3 7 1 3 7 1 3 7, each mod 10:
    // 0 1 2 3 6 0 0 0 0 3 7 8 9 5 9 1 7, sum 61; (10 − 1) mod 10 = 9.
    expect(clabeCheckDigit('03218000011835971')).toBe('9')
    expect(readClabe('032180000118359719')).toBe('032180000118359719')
  })

  it('is bank, plaza, prefix and the loan number, with its control digit', () => {
    // 646 180 1572 0000125: 6×3=18→8, 4×7=28→8, 6×1=6, 1×3=3, 8×7=56→6, 0, 1×3=3, 5×7=35→5, 7×1=7,
    // 2×3=6, 0, 0, 0, 0, 1×1=1, 2×3=6, 5×7=35→5; sum 64; (10 − 4) mod 10 = 6.
    expect(referencedClabeOf(lenderAccount, 125)).toBe('646180157200001256')
    // Loan 1: the same digits up to the last three 0 0 1 (weights 1 3 7): 1×7=7 instead of 1+6+5=12,
    // sum 64 − 12 + 7 = 59; (10 − 9) mod 10 = 1.
    expect(referencedClabeOf(lenderAccount, 1)).toBe('646180157200000011')
    expect(groupedClabe('646180157200001256')).toBe('646 180 15720000125 6')
    // A prefix of 4 leaves 7 digits: loan 10 000 000 does not fit.
    expect(() => referencedClabeOf(lenderAccount, 10_000_000)).toThrow(RangeError)
  })

  it('reads a CLABE as banks print it, refusing a wrong control digit', () => {
    expect(readClabe('646 180 15720000125 6')).toBe('646180157200001256')
    expect(readClabe('646-180-15720000125-6')).toBe('646180157200001256')
    // A numeric column drops the leading zero of bank 032's CLABE.
    expect(readClabe('32180000118359719')).toBe('032180000118359719')
    expect(readClabe('646180157200001257')).toBeNull()
    expect(readClabe('6461801572000012560')).toBeNull()
    expect(readClabe('646180l57200001256')).toBeNull()
  })
})
