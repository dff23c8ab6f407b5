import type { ErrorCode } from '../common/errors'
/**
 * RFC (Registro Federal de Contribuyentes) of the SAT, Mexico's tax id.
 * Persona moral: 3 letters + YYMMDD + 3-character homoclave (12 characters).
 * Persona física: 4 letters + YYMMDD + 3-character homoclave (13 characters).
 * The last character of the homoclave is a check digit (modulo 11 over the other characters).
 * Pure functions, no Node APIs: the web reuses them in its forms.
 */

const RFC_PATTERN = /^([A-ZÑ&]{3,4})(\d{2})(\d{2})(\d{2})([A-Z\d]{2})([\dA])$/u

/** The SAT's alphabet for the check digit: each character's value is its index. */
const CHECK_ALPHABET = '0123456789ABCDEFGHIJKLMN&OPQRSTUVWXYZ Ñ'

/** Generic RFCs the SAT issues for the general public and foreigners; they carry no real check digit. */
export const GENERIC_RFCS = ['XAXX010101000', 'XEXX010101000'] as const

export type RfcKind = 'moral' | 'fisica'

/** Upper-cases and removes spaces and dashes, as people type RFCs in many ways. */
export function normalizeRfc(value: string): string {
  return value.toUpperCase().replace(/[\s-]/g, '')
}

/** The check digit for the first 11 (moral) or 12 (física) characters of an RFC. */
export function rfcCheckDigit(rfcWithoutCheckDigit: string): string {
  const body = rfcWithoutCheckDigit.length === 11 ? ` ${rfcWithoutCheckDigit}` : rfcWithoutCheckDigit
  if (body.length !== 12) throw new Error('An RFC without its check digit has 11 or 12 characters')
  let sum = 0
  for (let i = 0; i < 12; i++) {
    const value = CHECK_ALPHABET.indexOf(body[i]!)
    if (value < 0) throw new Error(`Character not allowed in an RFC: ${body[i]}`)
    sum += value * (13 - i)
  }
  const check = 11 - (sum % 11)
  return check === 11 ? '0' : check === 10 ? 'A' : String(check)
}

function isValidDate(yy: number, mm: number, dd: number): boolean {
  if (mm < 1 || mm > 12 || dd < 1) return false
  // Any century: 00 can be 1900 (not leap) or 2000 (leap); accept 29 February when either is leap.
  const leap = yy % 4 === 0
  const days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][mm - 1]!
  return dd <= days
}

export type RfcProblem = 'format' | 'date' | 'checkDigit'

/** Why an RFC is wrong, or null when it is valid. Expects a normalized RFC. */
export function rfcProblem(rfc: string, kind?: RfcKind): RfcProblem | null {
  if ((GENERIC_RFCS as readonly string[]).includes(rfc)) return kind === 'moral' ? 'format' : null
  const match = RFC_PATTERN.exec(rfc)
  if (!match) return 'format'
  const letters = match[1]!
  if (kind === 'moral' && letters.length !== 3) return 'format'
  if (kind === 'fisica' && letters.length !== 4) return 'format'
  if (!isValidDate(Number(match[2]), Number(match[3]), Number(match[4]))) return 'date'
  if (rfcCheckDigit(rfc.slice(0, -1)) !== rfc.slice(-1)) return 'checkDigit'
  return null
}

export function isValidRfc(rfc: string, kind?: RfcKind): boolean {
  return rfcProblem(normalizeRfc(rfc), kind) === null
}

/** The field-entry code of each problem (12 or 13 characters, the AAMMDD date, the check digit). */
export const rfcProblemCodes = {
  format: 'invalid_format',
  date: 'invalid_date',
  checkDigit: 'invalid_check_digit',
} as const satisfies Record<RfcProblem, ErrorCode>
