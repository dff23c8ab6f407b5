import { describe, expect, it } from 'vitest'
import { addressLine } from './visit-records'

describe("the applicant's address on one line", () => {
  it('names the state as people do (records keep the RENAPO code), with the interior number and postal code', () => {
    expect(
      addressLine({
        street: 'Av. Constitución',
        exteriorNumber: '400',
        interiorNumber: '3B',
        neighborhood: 'Centro',
        municipality: 'Monterrey',
        state: 'NL',
        postalCode: '64000',
      }),
    ).toBe('Av. Constitución 400 int. 3B, Centro, Monterrey, Nuevo León, CP 64000')
  })

  it('keeps a state that is no code as it was typed, and leaves out what is missing', () => {
    expect(addressLine({ street: 'Calle 5', exteriorNumber: '12', state: 'Texas' })).toBe('Calle 5 12, Texas')
    expect(addressLine(null)).toBe('')
  })
})
