import { describe, expect, it } from 'vitest'
import { code128ValueOf, code128Values, code128Widths, STOP } from './code128'

/** Reads bars back into text: the scanner's side, to prove the drawn widths say what was meant. */
function decode(widths: number[]): string {
  const values: number[] = []
  for (let at = 0; at < widths.length;) {
    const run = widths.slice(at, at + (values.length > 0 && widths.length - at === 7 ? 7 : 6))
    const value = code128ValueOf(run)
    expect(value, `symbol at bar ${at}`).toBeGreaterThanOrEqual(0)
    values.push(value)
    at += run.length
  }
  const [start, ...rest] = values
  expect(rest.pop()).toBe(STOP)
  const check = rest.pop()!
  expect(rest.reduce((sum, value, index) => sum + value * (index + 1), start!) % 103).toBe(check)
  return start === 105
    ? rest.map((value) => String(value).padStart(2, '0')).join('')
    : rest.map((value) => String.fromCharCode(value + 32)).join('')
}

describe('Code 128', () => {
  it('writes an even run of digits in subset C, with its check symbol worked by hand', () => {
    // Reference 0000001255: start C (105), pairs 00 00 00 12 55.
    // Check: 105 + 1×0 + 2×0 + 3×0 + 4×12 + 5×55 = 105 + 48 + 275 = 428; 428 mod 103 = 428 − 412 = 16.
    expect(code128Values('0000001255')).toEqual([105, 0, 0, 0, 12, 55, 16, 106])
  })

  it('writes other text in subset B', () => {
    // "A1-": values 65−32=33, 49−32=17, 45−32=13; check 104 + 33 + 2×17 + 3×13 = 210; 210 mod 103 = 4.
    expect(code128Values('A1-')).toEqual([104, 33, 17, 13, 4, 106])
    // An odd number of digits cannot pair up: subset B, one digit a symbol.
    expect(code128Values('125')[0]).toBe(104)
    expect(() => code128Values('')).toThrow(RangeError)
    expect(() => code128Values('año')).toThrow(RangeError)
  })

  it('draws bars that decode back to the text, each symbol 11 modules and the stop 13', () => {
    for (const text of ['0000001255', '0000000018', '646180157200001256', 'MESA-125', '125']) {
      const widths = code128Widths(text)
      expect(decode(widths)).toBe(text)
      // Start, data, check: 11 modules each; stop 13.
      expect(widths.reduce((sum, width) => sum + width, 0)).toBe((code128Values(text).length - 1) * 11 + 13)
    }
  })
})
