import type { TFunction } from 'i18next'

/** Known validation texts of the shared schemas and the API, shown through this feature's keys. */
const known: Array<[RegExp, string]> = [
  [/^Required$|received undefined|expected (string|number), received null/i, 'validation.required'],
  [/^Invalid CURP$/, 'validation.curp'],
  [/^Invalid RFC$/, 'validation.rfc'],
  [/^Invalid email/, 'validation.email'],
  [/10-digit phone/, 'validation.phone'],
  [/^Must be a date/, 'validation.date'],
  [/^Must be 5 digits$/, 'validation.postalCode'],
  [/^Must be 11 digits$/, 'validation.nss'],
  [/^Must be 17 characters/, 'validation.vin'],
  [/^At least \$10,000$/, 'validation.minAmount'],
  [/^Choose 12 to 72 months$/, 'validation.term'],
  [/^Choose/, 'validation.choose'],
  [/^Write|^Name the/, 'validation.required'],
  [/^Say why|reason is required/i, 'validation.reason'],
  [/expected number|Invalid input: expected int|NaN/i, 'validation.number'],
  [/Too small|>=|at least/i, 'validation.tooSmall'],
  [/Too big|<=|at most/i, 'validation.tooBig'],
]

export function fieldErrorText(t: TFunction, message: string | undefined): string {
  if (!message) return ''
  const match = known.find(([pattern]) => pattern.test(message))
  return t(match?.[1] ?? 'validation.invalid')
}
