import { describe, expect, it } from 'vitest'
import { curpCheckDigit } from '../identifiers/curp'
import { clabeCheckDigit } from '../allies/clabe'
import { verificationChecks, verificationCreateSchema, verificationDecisionSchema } from './verifications'

const stem = 'GOPA850315HDFRRN0'
const validCurp = stem + curpCheckDigit(stem)
const wrongDigit = stem + ((Number(curpCheckDigit(stem)) + 1) % 10)
const validClabe = '00218001234567890' + clabeCheckDigit('00218001234567890')

describe('verification checks', () => {
  it('pass a CURP with a good structure and check digit, and name each problem otherwise', () => {
    expect(verificationChecks({ curp: validCurp }).every((check) => check.passed)).toBe(true)
    const [structure, digit] = verificationChecks({ curp: wrongDigit })
    expect(structure!.passed).toBe(true)
    expect(digit).toMatchObject({ passed: false, problem: 'invalid_check_digit' })
    expect(verificationChecks({ curp: 'NOPE' })[0]).toMatchObject({
      passed: false,
      problem: 'invalid_format',
    })
  })

  it('check a seller’s RFC and CLABE with their check digits', () => {
    const [rfc, clabe] = verificationChecks({ rfc: 'XAXX010101000', clabe: validClabe })
    expect(rfc!.passed).toBe(true)
    expect(clabe!.passed).toBe(true)
    const wrongClabe = validClabe.slice(0, 17) + String((Number(validClabe[17]) + 1) % 10)
    const bad = verificationChecks({ rfc: '123', clabe: wrongClabe })
    expect(bad.map((check) => check.passed)).toEqual([false, false])
  })
})

describe('bodies', () => {
  it('a rejection needs a reason; the kind decides the fields', () => {
    expect(verificationDecisionSchema.safeParse({ decision: 'rejected', version: 1 }).success).toBe(false)
    expect(verificationDecisionSchema.safeParse({ decision: 'approved', version: 1 }).success).toBe(true)
    expect(verificationCreateSchema.safeParse({ kind: 'customer', customerId: 3 }).success).toBe(true)
    expect(verificationCreateSchema.safeParse({ kind: 'seller', sellerUserId: 3 }).success).toBe(false)
    expect(verificationCreateSchema.safeParse({ kind: 'robot' }).success).toBe(false)
  })
})
