/**
 * Payment references and referenced CLABEs (issue 35, item 1): the two numbers a customer pays a loan to, so
 * money arriving at the bank names its loan. Pure functions, shared by the API (assigning and matching) and
 * the web (showing them grouped); the rules and worked examples are in docs/domain.md, "Payment references".
 * The CLABE's control digit is the one the allies' bank accounts are checked with (allies/clabe.ts).
 */
import { clabeCheckDigit } from '../allies/clabe'

/** The digits of a loan number's reference body (the reference is this plus one check digit). */
export const REFERENCE_BODY_DIGITS = 9
export const REFERENCE_DIGITS = REFERENCE_BODY_DIGITS + 1
export const CLABE_DIGITS = 18

const digitsOf = (text: string) => Array.from(text, Number)

/**
 * The check digit of a reference body by "algoritmo 10" (base 10, weights 2 and 1), the Luhn scheme Mexican
 * banks publish for referenced deposits: from the rightmost digit leftwards, multiply by 2, 1, 2, 1…, add the
 * digits of each product (a product above 9 counts as itself minus 9), and the check digit takes the sum to
 * the next multiple of 10: (10 − sum mod 10) mod 10.
 */
export function referenceCheckDigit(body: string): number {
  const sum = digitsOf(body)
    .reverse()
    .reduce((total, digit, index) => {
      const product = index % 2 === 0 ? digit * 2 : digit
      return total + (product > 9 ? product - 9 : product)
    }, 0)
  return (10 - (sum % 10)) % 10
}

/** The loan's payment reference: its number on nine digits (zeros on the left) and the check digit. */
export function paymentReferenceOf(loanNumber: number): string {
  const body = String(loanNumber).padStart(REFERENCE_BODY_DIGITS, '0')
  if (!Number.isInteger(loanNumber) || loanNumber < 1 || body.length > REFERENCE_BODY_DIGITS)
    throw new RangeError(`No reference for loan number ${loanNumber}`)
  return `${body}${referenceCheckDigit(body)}`
}

/** The lender's concentrating account the referenced CLABEs sit under (lender profile). */
export interface ConcentratingAccount {
  /** The bank's three-digit ABM code (646 STP, 012 BBVA…). */
  bankCode: string
  /** The three-digit plaza (city) code (180 Ciudad de México…). */
  plaza: string
  /** The first digits of the 11-digit account number; the loan's number fills the rest. */
  accountPrefix: string
}

/** How many loans a prefix leaves room for: the account's digits after it hold the loan's number. */
export const loanDigitsAfter = (accountPrefix: string) => 11 - accountPrefix.length

/** The loan's referenced CLABE: bank, plaza, prefix, the loan's number zero-padded to 11 digits, check digit. */
export function referencedClabeOf(account: ConcentratingAccount, loanNumber: number): string {
  const room = loanDigitsAfter(account.accountPrefix)
  const number = String(loanNumber).padStart(room, '0')
  if (!Number.isInteger(loanNumber) || loanNumber < 1 || number.length > room)
    throw new RangeError(`Loan number ${loanNumber} does not fit after prefix ${account.accountPrefix}`)
  const first17 = `${account.bankCode}${account.plaza}${account.accountPrefix}${number}`
  return `${first17}${clabeCheckDigit(first17)}`
}

/**
 * Digits as a bank statement prints them, or null when anything but digits, spaces and dashes is in it
 * ("000 001 255", "1-255"), padded back to `length` with the zeros a numeric column drops; null if longer.
 */
function digitsAsPrinted(text: string, length: number): string | null {
  const bare = text.replace(/[\s-]/g, '')
  if (!/^\d+$/.test(bare)) return null
  const significant = bare.replace(/^0+/, '')
  return significant.length > length ? null : significant.padStart(length, '0')
}

/** A printed payment reference in its stored form, or null when malformed or its check digit is wrong. */
export function readPaymentReference(text: string): string | null {
  const reference = digitsAsPrinted(text, REFERENCE_DIGITS)
  if (!reference) return null
  const body = reference.slice(0, REFERENCE_BODY_DIGITS)
  return referenceCheckDigit(body) === Number(reference[REFERENCE_BODY_DIGITS]) ? reference : null
}

/** A printed CLABE in its 18 digits, or null when malformed or its control digit is wrong. */
export function readClabe(text: string): string | null {
  const clabe = digitsAsPrinted(text, CLABE_DIGITS)
  if (!clabe) return null
  return clabeCheckDigit(clabe.slice(0, 17)) === clabe[17] ? clabe : null
}

/** The CLABE as banks print it for reading aloud: bank, plaza, account, check digit ("646 180 15720000125 6"). */
export const groupedClabe = (clabe: string) =>
  `${clabe.slice(0, 3)} ${clabe.slice(3, 6)} ${clabe.slice(6, 17)} ${clabe.slice(17)}`
