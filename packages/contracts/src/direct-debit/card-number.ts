/**
 * A debit or credit card number for a direct-debit mandate: 15 to 19 digits whose last is the Luhn check digit
 * (ISO/IEC 7812). Pure: the web checks with it as the API does.
 */
export function normalizeAccountNumber(value: string): string {
  return value.replace(/[\s-]/g, '')
}

/** Luhn over the whole number, check digit included: from the right, every second digit doubled. */
export function luhnValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false
  let sum = 0
  for (let fromRight = 0; fromRight < digits.length; fromRight += 1) {
    let value = Number(digits[digits.length - 1 - fromRight])
    if (fromRight % 2 === 1) value = value * 2 > 9 ? value * 2 - 9 : value * 2
    sum += value
  }
  return sum % 10 === 0
}

export type CardProblem = 'format' | 'checkDigit'

export function cardProblem(number: string): CardProblem | null {
  if (!/^\d{15,19}$/.test(number)) return 'format'
  return luhnValid(number) ? null : 'checkDigit'
}

/** What a screen shows of an account: its last four digits only. */
export const maskedAccount = (last4: string) => `•••• ${last4}`
