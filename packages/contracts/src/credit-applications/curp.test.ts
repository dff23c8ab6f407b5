import { describe, expect, it } from 'vitest'
import { CURP_PATTERN } from './applicant'
import { curpCheckDigit, isCurpCheckDigitValid } from './curp'

describe('CURP', () => {
  // Test vector of an open-source CURP validator following RENAPO's Instructivo Normativo.
  const valid = 'SABC560626MDFLRN01'

  it('accepts a CURP with the right structure and check digit', () => {
    expect(CURP_PATTERN.test(valid)).toBe(true)
    expect(isCurpCheckDigitValid(valid)).toBe(true)
    expect(curpCheckDigit(valid.slice(0, 17))).toBe('1')
  })

  it('refuses a wrong check digit, a bad state or a bad date', () => {
    expect(isCurpCheckDigitValid('SABC560626MDFLRN09')).toBe(false)
    expect(CURP_PATTERN.test('SABC560626MXXLRN01')).toBe(false)
    expect(CURP_PATTERN.test('SABC561626MDFLRN01')).toBe(false)
  })
})
