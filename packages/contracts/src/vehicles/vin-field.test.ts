import { describe, expect, it } from 'vitest'
import { vinCheckDigit } from '../identifiers/vin'
import { vinRecordInputSchema } from './vehicles'
import { vinSchema } from './vin-field'

// 1M8GDM9AXKP042788 is the textbook example of 49 CFR 565 (check digit X).
const textbook = '1M8GDM9AXKP042788'

describe('vinSchema', () => {
  it('accepts a North American VIN with its check digit, trimmed and upper-cased', () => {
    expect(vinCheckDigit(textbook)).toBe('X')
    expect(vinSchema().parse(` ${textbook.toLowerCase()} `)).toBe(textbook)
  })

  it('refuses a wrong North American check digit', () => {
    const wrong = `${textbook.slice(0, 8)}5${textbook.slice(9)}`
    const result = vinSchema().safeParse(wrong)
    expect(result.success).toBe(false)
    expect(result.error?.issues[0]?.message).toBe('invalid_check_digit')
  })

  it('accepts a wrong check digit outside North America (a warning, not an error)', () => {
    const european = 'WVWZZZ1JZXW000001'
    expect(vinCheckDigit(european)).not.toBe('Z')
    expect(vinSchema().safeParse(european).success).toBe(true)
  })

  it('names the format for I, O, Q or a wrong length, and required for empty', () => {
    expect(vinSchema().safeParse('1M8GDM9AXKP04278').error?.issues[0]?.message).toBe('invalid_format')
    expect(vinSchema().safeParse('1M8GDM9AXKP04278O').error?.issues[0]?.message).toBe('invalid_format')
    expect(vinSchema().safeParse('').error?.issues[0]?.message).toBe('required')
  })
})

describe('vinRecordInputSchema', () => {
  it('names every wrong field at once', () => {
    const result = vinRecordInputSchema.safeParse({
      vin: 'XYZ',
      make: '',
      model: 'Versa',
      invoiceDate: '2025-02-30',
      invoiceValueCents: -5,
      extra: 1,
    })
    const fields = result.error?.issues.map((issue) => issue.path[0] ?? issue.code)
    expect(fields).toEqual(expect.arrayContaining(['vin', 'make', 'invoiceDate', 'invoiceValueCents']))
  })

  it('turns empty optional fields into null or empty text', () => {
    const parsed = vinRecordInputSchema.parse({
      vin: textbook,
      make: 'Nissan',
      model: 'Versa',
      invoiceDate: '',
      invoiceValueCents: '',
    })
    expect(parsed).toMatchObject({ invoiceDate: null, invoiceValueCents: null, colour: '', version: '' })
  })
})
