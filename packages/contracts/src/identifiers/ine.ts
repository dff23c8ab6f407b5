/**
 * The INE voting card (credencial para votar): the voter key (clave de elector, 18 characters: 6 letters
 * from the names, birth date AAMMDD, state of birth 01-32, sex H/M, 3 digits), the CIC (9 digits, on the
 * back of models E-H, followed in the machine-readable zone by an ICAO 9303 check digit) and the OCR
 * (13 digits, on the back of models C-D). Pure and zod-free.
 */
import { calendarDate } from './curp'

export type IneError = 'invalid_format' | 'invalid_date' | 'invalid_state' | 'invalid_check_digit'
export type IneDecoded =
  | { type: 'voter_key'; birthDate: string | null; stateNumber: number; sex: 'H' | 'M' }
  | { type: 'cic'; cic: string }
  | { type: 'ocr'; ocr: string }

/** ICAO 9303 check digit: weights 7, 3, 1 over the digits. */
export function icaoCheckDigit(digits: string): string {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) sum += Number(digits[index]) * [7, 3, 1][index % 3]!
  return String(sum % 10)
}

/** A voter key's birth year has two digits: the century that keeps it at least 18 years ago. */
function voterBirthDate(yy: number, mm: number, dd: number, today: Date) {
  const adultYear = today.getUTCFullYear() - 18
  const year = 2000 + yy <= adultYear ? 2000 + yy : 1900 + yy
  return calendarDate(year, mm, dd)
}

export function analyseIne(
  value: string,
  today = new Date(),
): { errors: IneError[]; decoded: IneDecoded | null } {
  const text = value.trim().toUpperCase().replace(/\s/g, '')
  const voter = /^[A-Z]{6}(\d{2})(\d{2})(\d{2})(\d{2})([HM])\d{3}$/.exec(text)
  if (voter) {
    const [, yy, mm, dd, state, sex] = voter
    const errors: IneError[] = []
    const birthDate = voterBirthDate(Number(yy), Number(mm), Number(dd), today)
    if (!birthDate) errors.push('invalid_date')
    const stateNumber = Number(state)
    if (stateNumber < 1 || stateNumber > 32) errors.push('invalid_state')
    return { errors, decoded: { type: 'voter_key', birthDate, stateNumber, sex: sex as 'H' | 'M' } }
  }
  // The CIC as the machine-readable zone prints it: 9 digits and its check digit.
  if (/^\d{10}$/.test(text)) {
    const errors: IneError[] = icaoCheckDigit(text.slice(0, 9)) === text[9] ? [] : ['invalid_check_digit']
    return { errors, decoded: { type: 'cic', cic: text.slice(0, 9) } }
  }
  if (/^\d{9}$/.test(text)) return { errors: [], decoded: { type: 'cic', cic: text } }
  if (/^\d{13}$/.test(text)) return { errors: [], decoded: { type: 'ocr', ocr: text } }
  return { errors: ['invalid_format'], decoded: null }
}
