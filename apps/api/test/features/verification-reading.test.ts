import { describe, expect, it } from 'vitest'
import {
  compareIdentityTexts,
  curpsIn,
  datesIn,
  type CustomerFacts,
} from '../../src/features/verifications/identity-reading'

const customer: CustomerFacts = {
  fullName: 'María José Gómez Ruiz',
  curp: 'GORM850315MDFMZR09',
  birthDate: '1985-03-15',
  addresses: [
    {
      street: 'Avenida Insurgentes Sur',
      exteriorNumber: '1602',
      interiorNumber: '',
      neighborhood: 'Credito Constructor',
      municipality: 'Benito Juarez',
      state: 'DF',
      postalCode: '03940',
    },
  ],
}
const ine = [
  'INSTITUTO NACIONAL ELECTORAL',
  'NOMBRE GOMEZ RUIZ',
  'MARIA JOSE',
  'CURP GORM850315MDFMZR09',
  'FECHA DE NACIMIENTO 15/03/1985',
].join('\n')
const proof =
  'CFE SUMINISTRADOR\nAV INSURGENTES SUR 1602\nCOL CREDITO CONSTRUCTOR C.P. 03940\nFECHA 10 NOV 2026'
const outcomes = (texts: { id: string | null; proofOfAddress: string | null }) =>
  Object.fromEntries(
    compareIdentityTexts(customer, texts, '2026-11-23').map((item) => [item.field, item.outcome]),
  )

describe('dates and CURPs in OCR text', () => {
  it('reads numeric and Spanish-written dates, in order, and drops days that do not exist', () => {
    expect(
      datesIn('NACIMIENTO 15/03/1985 y 31/02/2020, emitido el 3 de noviembre de 2026, corte 01 OCT. 2026'),
    ).toEqual(['1985-03-15', '2026-11-03', '2026-10-01'])
  })

  it('finds a CURP with OCR misreads mended (O for 0, 5 for S)', () => {
    expect(curpsIn('CURP GORM85O315MDFMZR09 clave')).toEqual(['GORM850315MDFMZR09'])
    expect(curpsIn('G0RM850315MDFMZR09')).toEqual(['GORM850315MDFMZR09'])
    expect(curpsIn('NO CURP HERE 123456789012345678')).toEqual([])
  })

  it("the homoclave's O and 0 read alike: still the record's CURP", () => {
    const read = ine.replace('GORM850315MDFMZR09', 'GORM850315MDFMZRO9')
    expect(outcomes({ id: read, proofOfAddress: null }).curp).toBe('match')
  })

  it('a CURP read with a stray or merged glyph (two edits) asks for review, never a mismatch', () => {
    // As tesseract read AEML031120MYNBNNA8 on a Helvetica card: an O after the L, an S before the 8.
    const person = { ...customer, curp: 'AEML031120MYNBNNA8' }
    const [, curp] = compareIdentityTexts(
      person,
      { id: 'CURP AEMLO031120MYNBNNAS8', proofOfAddress: null },
      '2026-11-23',
    )
    expect(curp).toMatchObject({ outcome: 'review', found: 'AEMLO031120MYNBNNAS8' })
    const far = compareIdentityTexts(
      person,
      { id: 'CURP LOPJ900101HDFPRN03', proofOfAddress: null },
      '2026-11-23',
    )
    expect(far[1]).toMatchObject({ outcome: 'mismatch', found: 'LOPJ900101HDFPRN03' })
  })
})

describe('comparing the documents with the customer record', () => {
  it('matches name (any order, no accents), CURP, birth date, address and a recent proof', () => {
    const result = compareIdentityTexts(customer, { id: ine, proofOfAddress: proof }, '2026-11-23')
    expect(result).toEqual([
      {
        field: 'name',
        document: 'id',
        expected: customer.fullName,
        found: 'GOMEZ RUIZ MARIA JOSE',
        outcome: 'match',
      },
      { field: 'curp', document: 'id', expected: customer.curp, found: customer.curp, outcome: 'match' },
      { field: 'birthDate', document: 'id', expected: '1985-03-15', found: '1985-03-15', outcome: 'match' },
      {
        field: 'address',
        document: 'proof_of_address',
        expected: 'Avenida Insurgentes Sur 1602, CP 03940',
        found: 'Avenida Insurgentes Sur 1602, CP 03940',
        outcome: 'match',
      },
      {
        field: 'proofDate',
        document: 'proof_of_address',
        expected: '2026-08-25',
        found: '2026-11-10',
        outcome: 'match',
      },
    ])
  })

  it("names each mismatch: another person's CURP and birth date, another address, a proof too old", () => {
    const other = ine.replace('GORM850315MDFMZR09', 'LOPJ900101HDFPRN03').replace('15/03/1985', '01/01/1990')
    const elsewhere = 'TELMEX\nCALLE ROBLE 12\nC.P. 64000\nFECHA 02/05/2026'
    expect(outcomes({ id: other, proofOfAddress: elsewhere })).toEqual({
      name: 'match',
      curp: 'mismatch',
      birthDate: 'mismatch',
      address: 'mismatch',
      proofDate: 'mismatch',
    })
  })

  it('a name alike but not the same asks for review; the postal code alone is a partial address', () => {
    const misspelt = ine.replace('GOMEZ RUIZ', 'GOMES RUIS').replace('MARIA JOSE', 'MARINA JOSEFA')
    const postalOnly = 'RECIBO\nC.P. 03940\n01/11/2026'
    const result = outcomes({ id: misspelt, proofOfAddress: postalOnly })
    expect(result.name).toBe('review')
    expect(result.address).toBe('review')
  })

  it('a document not uploaded or without legible text is not_read, never a match', () => {
    expect(outcomes({ id: null, proofOfAddress: null })).toEqual({
      name: 'not_read',
      curp: 'not_read',
      birthDate: 'not_read',
      address: 'not_read',
      proofDate: 'not_read',
    })
    expect(outcomes({ id: 'INSTITUTO NACIONAL ELECTORAL', proofOfAddress: 'RECIBO' })).toMatchObject({
      name: 'mismatch',
      curp: 'not_read',
      birthDate: 'not_read',
      proofDate: 'not_read',
    })
  })

  it('a record without birth date or addresses compares what it has', () => {
    const bare = { ...customer, birthDate: null, addresses: [] }
    const fields = compareIdentityTexts(bare, { id: ine, proofOfAddress: proof }, '2026-11-23').map(
      (item) => item.field,
    )
    expect(fields).toEqual(['name', 'curp', 'proofDate'])
  })
})
