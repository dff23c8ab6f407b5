import type { ErrorCode } from '../common/errors'
/**
 * CLABE (Clave Bancaria Estandarizada): 18 digits = bank code (3) + plaza (3) + account (11) + check digit (1).
 * The check digit weighs the first 17 digits by 3, 7, 1, 3, 7, 1, ... taking each product modulo 10;
 * the digit is (10 - sum mod 10) mod 10. Pure functions: the web reuses them.
 */
import { bankCodes } from './catalogs'

const WEIGHTS = [3, 7, 1] as const

export function normalizeClabe(value: string): string {
  return value.replace(/[\s-]/g, '')
}

/** The check digit of the first 17 digits of a CLABE. */
export function clabeCheckDigit(first17: string): string {
  if (!/^\d{17}$/.test(first17)) throw new Error('A CLABE without its check digit has 17 digits')
  let sum = 0
  for (let i = 0; i < 17; i++) sum += (Number(first17[i]) * WEIGHTS[i % 3]!) % 10
  return String((10 - (sum % 10)) % 10)
}

export type ClabeProblem = 'format' | 'bank' | 'checkDigit'

/** Why a CLABE is wrong, or null when valid. `knownBankCodes` defaults to the banks catalog. */
export function clabeProblem(
  clabe: string,
  knownBankCodes: ReadonlySet<string> = bankCodes,
): ClabeProblem | null {
  if (!/^\d{18}$/.test(clabe)) return 'format'
  if (!knownBankCodes.has(clabe.slice(0, 3))) return 'bank'
  if (clabeCheckDigit(clabe.slice(0, 17)) !== clabe[17]) return 'checkDigit'
  return null
}

export function isValidClabe(clabe: string): boolean {
  return clabeProblem(normalizeClabe(clabe)) === null
}

/** The bank code (first three digits) of a CLABE. */
export const clabeBankCode = (clabe: string) => normalizeClabe(clabe).slice(0, 3)

/** The field-entry code of each problem (18 digits, a known bank in the first three, the check digit). */
export const clabeProblemCodes = {
  format: 'invalid_format',
  bank: 'unknown_reference',
  checkDigit: 'invalid_check_digit',
} as const satisfies Record<ClabeProblem, ErrorCode>
