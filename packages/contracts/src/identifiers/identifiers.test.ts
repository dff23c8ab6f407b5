import { describe, expect, it } from 'vitest'
import { CURP_PATTERN } from '../credit-applications/applicant'
import { analyseCurp, curpCheckDigit, curpStemFor, isCurpCheckDigitValid } from './curp'
import { analyseIne, icaoCheckDigit } from './ine'
import { analyseNss, luhnCheckDigit } from './nss'
import { analysePostalCode, stateOfPostalCode } from './postal-code'
import { validateIdentifier } from './validate'
import { analyseVin, vinCheckDigit } from './vin'

const today = new Date('2026-11-23T00:00:00Z')

describe('CURP (RENAPO, Instructivo Normativo)', () => {
  // Published CURPs whose check digits RENAPO issued: an open-source validator's vector and public figures'.
  const published = ['SABC560626MDFLRN01', 'MAHJ280603MSPRRV09', 'LOOA531113HTCPBN07']

  it('accepts published CURPs and decodes birth date, sex and state', () => {
    for (const curp of published) expect(analyseCurp(curp).errors).toEqual([])
    expect(curpCheckDigit('SABC560626MDFLRN0')).toBe('1')
    expect(analyseCurp('LOOA531113HTCPBN07').decoded).toEqual({
      birthDate: '1953-11-13',
      sex: 'H',
      state: 'TC',
      stateName: 'Tabasco',
    })
    expect(CURP_PATTERN.test('SABC560626MDFLRN01')).toBe(true)
  })

  it('reads the century from the differentiator (a letter: born from 2000)', () => {
    const first17 = 'GAPA050203HJCRRNA'
    expect(analyseCurp(first17 + curpCheckDigit(first17)).decoded?.birthDate).toBe('2005-02-03')
  })

  it('names each kind of invalid CURP', () => {
    expect(analyseCurp('SABC560626MDFLRN09').errors).toEqual(['invalid_check_digit'])
    expect(isCurpCheckDigitValid('SABC560626MDFLRN09')).toBe(false)
    expect(analyseCurp('SABC560631MDFLRN0' + curpCheckDigit('SABC560631MDFLRN0')).errors).toEqual([
      'invalid_date',
    ])
    expect(analyseCurp('SABC560626MXXLRN0' + curpCheckDigit('SABC560626MXXLRN0')).errors).toEqual([
      'invalid_state',
    ])
    expect(analyseCurp('SABC560626QDFLRN0' + curpCheckDigit('SABC560626QDFLRN0')).errors).toEqual([
      'invalid_sex',
    ])
    expect(analyseCurp('PUTO560626HDFLRN0' + curpCheckDigit('PUTO560626HDFLRN0')).errors).toEqual([
      'forbidden_word',
    ])
    expect(analyseCurp('SABC5606').errors).toEqual(['invalid_format'])
    // 29 February exists in 1956, not in 1957.
    expect(analyseCurp('SABC570229MDFLRN0' + curpCheckDigit('SABC570229MDFLRN0')).errors).toEqual([
      'invalid_date',
    ])
  })

  it('derives the first 16 characters from the person, skipping José/María and particles', () => {
    const person = {
      lastName1: 'Benítez',
      lastName2: 'Soto',
      birthDate: '1990-05-12',
      sex: 'M',
      birthState: 'DF',
    }
    expect(curpStemFor({ ...person, firstNames: 'Claudia' })).toBe('BESC900512MDFNTL')
    expect(curpStemFor({ ...person, firstNames: 'María Claudia' })).toBe('BESC900512MDFNTL')
    expect(curpStemFor({ ...person, firstNames: 'Ana', lastName1: 'de la Peña' })).toBe('PESA900512MDFXTN')
  })
})

describe('RFC (SAT) through validateIdentifier', () => {
  it('accepts the SAT examples for persons and companies, and the generic RFCs', () => {
    expect(validateIdentifier('rfc', 'GODE561231GR8').decoded).toEqual({ type: 'fisica', date: '56-12-31' })
    expect(validateIdentifier('rfc', 'WMT970714R10').decoded).toEqual({ type: 'moral', date: '97-07-14' })
    expect(validateIdentifier('rfc', 'XAXX010101000').decoded).toEqual({ type: 'generic', foreign: false })
    expect(validateIdentifier('rfc', 'XEXX010101000').decoded).toEqual({ type: 'generic', foreign: true })
  })

  it('names the check digit, the date and the format', () => {
    expect(validateIdentifier('rfc', 'GODE561231GR9').errors).toEqual(['invalid_check_digit'])
    expect(validateIdentifier('rfc', 'GODE561331GR8').errors).toEqual(['invalid_date'])
    expect(validateIdentifier('rfc', 'GODE56').errors).toEqual(['invalid_format'])
  })
})

describe('CLABE (Banxico)', () => {
  it('accepts the published example and names the bank', () => {
    const answer = validateIdentifier('clabe', '002010077777777771')
    expect(answer.valid).toBe(true)
    expect(answer.decoded).toMatchObject({ bankCode: '002', bankName: 'Banamex', plaza: '010' })
  })

  it('refuses a wrong check digit, an unknown bank and a bad format', () => {
    expect(validateIdentifier('clabe', '002010077777777772').errors).toEqual(['invalid_check_digit'])
    expect(validateIdentifier('clabe', '999010077777777771').errors).toEqual(['unknown_bank'])
    expect(validateIdentifier('clabe', '00201007777').errors).toEqual(['invalid_format'])
  })
})

describe('NSS (IMSS)', () => {
  it('checks the Luhn digit over the first ten digits', () => {
    // Luhn's published example: 7992739871 has check digit 3.
    expect(luhnCheckDigit('7992739871')).toBe('3')
    const nss = '1299856789' + luhnCheckDigit('1299856789')
    expect(analyseNss(nss, today)).toEqual({
      errors: [],
      decoded: { subdelegation: '12', affiliationYear: 1999, birthYear: 1985 },
    })
  })

  it('refuses a wrong digit, a bad format and an affiliation before birth', () => {
    const body = '1299856789'
    const wrong = (Number(luhnCheckDigit(body)) + 1) % 10
    expect(analyseNss(body + wrong, today).errors).toEqual(['invalid_check_digit'])
    expect(analyseNss('12345', today).errors).toEqual(['invalid_format'])
    const early = '1280906789'
    expect(analyseNss(early + luhnCheckDigit(early), today).errors).toEqual(['implausible_dates'])
  })
})

describe('VIN (ISO 3779)', () => {
  it('accepts published VINs with their check digit, model year and manufacturer', () => {
    expect(vinCheckDigit('1M8GDM9AXKP042788')).toBe('X')
    expect(analyseVin('1M8GDM9AXKP042788', today).decoded?.modelYear).toBe(1989)
    const honda = analyseVin('1HGCM82633A004352', today)
    expect(honda.errors).toEqual([])
    expect(honda.decoded).toMatchObject({
      manufacturer: 'Honda (EE. UU.)',
      modelYear: 2003,
      region: 'north_america',
    })
  })

  it('reads the 2010-2039 cycle from a letter in position 7', () => {
    const body = '3N1CN7AD0KL812345'
    const vin = body.slice(0, 8) + vinCheckDigit(body) + body.slice(9)
    expect(analyseVin(vin, today).decoded).toMatchObject({ manufacturer: 'Nissan Mexicana', modelYear: 2019 })
  })

  it('fails a wrong check digit in North America, warns elsewhere', () => {
    expect(analyseVin('1HGCM82643A004352', today).errors).toEqual(['invalid_check_digit'])
    const german = analyseVin('WVWZZZ1JZ3W386752', today)
    expect(german.errors).toEqual([])
    expect(german.warnings).toEqual(['check_digit_not_mandatory'])
  })

  it('refuses I, O and Q and the wrong length', () => {
    expect(analyseVin('1HGCM82633A00435O', today).errors).toEqual(['invalid_format'])
    expect(analyseVin('1HGCM8263', today).errors).toEqual(['invalid_format'])
  })
})

describe('INE', () => {
  it('decodes a voter key and names a bad date or state', () => {
    expect(analyseIne('GMVLMR80070501M100', today)).toEqual({
      errors: [],
      decoded: { type: 'voter_key', birthDate: '1980-07-05', stateNumber: 1, sex: 'M' },
    })
    expect(analyseIne('GMVLMR80130501M100', today).errors).toEqual(['invalid_date'])
    expect(analyseIne('GMVLMR80070533M100', today).errors).toEqual(['invalid_state'])
  })

  it('accepts CIC and OCR formats and checks the CIC digit of the machine-readable zone', () => {
    // ICAO 9303's example: document number L898902C3 with check digit 6; digits only here.
    expect(icaoCheckDigit('520727')).toBe('3')
    expect(analyseIne('123456789', today).decoded).toEqual({ type: 'cic', cic: '123456789' })
    const cic = '123456789' + icaoCheckDigit('123456789')
    expect(analyseIne(cic, today).errors).toEqual([])
    expect(analyseIne(cic.slice(0, 9) + ((Number(cic[9]) + 1) % 10), today).errors).toEqual([
      'invalid_check_digit',
    ])
    expect(analyseIne('1234567890123', today).decoded).toEqual({ type: 'ocr', ocr: '1234567890123' })
    expect(analyseIne('ABC', today).errors).toEqual(['invalid_format'])
  })
})

describe('postal code vs state (SEPOMEX)', () => {
  it('places codes in their state', () => {
    expect(stateOfPostalCode('06700')).toBe('DF')
    expect(stateOfPostalCode('44100')).toBe('JC')
    expect(stateOfPostalCode('64000')).toBe('NL')
    expect(stateOfPostalCode('97000')).toBe('YN')
  })

  it('names a mismatch, an unassigned prefix and a bad format', () => {
    expect(analysePostalCode('44100', 'JC').errors).toEqual([])
    expect(analysePostalCode('44100', 'NL').errors).toEqual(['state_mismatch'])
    expect(analysePostalCode('18000').errors).toEqual(['unassigned'])
    expect(analysePostalCode('4410').errors).toEqual(['invalid_format'])
  })
})
