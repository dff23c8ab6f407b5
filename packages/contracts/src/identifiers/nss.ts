/**
 * NSS (Número de Seguridad Social) of the IMSS: 11 digits = subdelegación (2), year of affiliation (2),
 * year of birth (2), sequence (4) and a Luhn check digit over the first ten. Pure and zod-free.
 */

export type NssError = 'invalid_format' | 'invalid_check_digit' | 'implausible_dates'

export function luhnCheckDigit(digits: string): string {
  let sum = 0
  for (let index = 0; index < digits.length; index += 1) {
    // From the left, every second digit (positions 2, 4, ...) is doubled, its digits summed.
    let value = Number(digits[index])
    if (index % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2
    sum += value
  }
  return String((10 - (sum % 10)) % 10)
}

export interface NssDecoded {
  subdelegation: string
  affiliationYear: number
  birthYear: number
}

/**
 * Problems of an NSS and its parts. Two-digit years are placed in the century that keeps them in the
 * past; affiliation must not precede birth (a plausibility rule, not the IMSS's registry).
 */
export function analyseNss(
  value: string,
  today = new Date(),
): { errors: NssError[]; decoded: NssDecoded | null } {
  const nss = value.replace(/[\s-]/g, '')
  if (!/^\d{11}$/.test(nss)) return { errors: ['invalid_format'], decoded: null }
  const errors: NssError[] = []
  if (luhnCheckDigit(nss.slice(0, 10)) !== nss[10]) errors.push('invalid_check_digit')
  const currentYY = today.getUTCFullYear() % 100
  const fullYear = (yy: number) => (yy <= currentYY ? 2000 + yy : 1900 + yy)
  const affiliationYear = fullYear(Number(nss.slice(2, 4)))
  const birthYear = fullYear(Number(nss.slice(4, 6)))
  if (affiliationYear < birthYear) errors.push('implausible_dates')
  return { errors, decoded: { subdelegation: nss.slice(0, 2), affiliationYear, birthYear } }
}
