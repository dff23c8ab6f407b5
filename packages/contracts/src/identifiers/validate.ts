/**
 * One entry point over every identifier: `validateIdentifier(kind, value, state?)` answers whether it is
 * valid, the error codes (each a distinct problem), warnings that do not invalidate it, and what it
 * encodes. The API's /identifiers/validate and the automated checks both call it. Zod-free.
 */
import { banks } from '../allies/catalogs'
import { clabeProblem, normalizeClabe } from '../allies/clabe'
import { GENERIC_RFCS, normalizeRfc, rfcProblem } from '../allies/rfc'
import { analyseCurp } from './curp'
import { analyseIne } from './ine'
import { analyseNss } from './nss'
import { analysePostalCode } from './postal-code'
import { analyseVin } from './vin'

export const identifierKinds = ['curp', 'rfc', 'clabe', 'nss', 'vin', 'ine', 'postal_code'] as const
export type IdentifierKind = (typeof identifierKinds)[number]

export interface IdentifierResult {
  valid: boolean
  errors: string[]
  warnings: string[]
  decoded: Record<string, unknown>
}

const result = (errors: string[], decoded: object | null, warnings: string[] = []): IdentifierResult => ({
  valid: errors.length === 0,
  errors,
  warnings,
  decoded: { ...(decoded ?? {}) },
})

const rfcErrors = { format: 'invalid_format', date: 'invalid_date', checkDigit: 'invalid_check_digit' }

function validateRfc(value: string): IdentifierResult {
  const rfc = normalizeRfc(value)
  const problem = rfcProblem(rfc)
  if (problem) return result([rfcErrors[problem]], null)
  if ((GENERIC_RFCS as readonly string[]).includes(rfc))
    return result([], { type: 'generic', foreign: rfc.startsWith('XE') })
  const type = rfc.length === 13 ? 'fisica' : 'moral'
  const date = rfc.slice(-9, -3)
  return result([], { type, date: `${date.slice(0, 2)}-${date.slice(2, 4)}-${date.slice(4)}` })
}

const clabeErrors = { format: 'invalid_format', bank: 'unknown_bank', checkDigit: 'invalid_check_digit' }

function validateClabe(value: string): IdentifierResult {
  const clabe = normalizeClabe(value)
  const problem = clabeProblem(clabe)
  if (problem === 'format') return result(['invalid_format'], null)
  const bankCode = clabe.slice(0, 3)
  const decoded = {
    bankCode,
    bankName: banks.find((bank) => bank.value === bankCode)?.label ?? null,
    plaza: clabe.slice(3, 6),
    account: clabe.slice(6, 17),
  }
  return result(problem ? [clabeErrors[problem]] : [], decoded)
}

export function validateIdentifier(
  kind: IdentifierKind,
  value: string,
  state?: string,
  today = new Date(),
): IdentifierResult {
  switch (kind) {
    case 'curp': {
      const { errors, decoded } = analyseCurp(value)
      const mismatch = state && decoded && decoded.state !== state ? ['state_mismatch'] : []
      return result([...errors, ...mismatch], decoded)
    }
    case 'rfc':
      return validateRfc(value)
    case 'clabe':
      return validateClabe(value)
    case 'nss': {
      const { errors, decoded } = analyseNss(value, today)
      return result(errors, decoded)
    }
    case 'vin': {
      const { errors, warnings, decoded } = analyseVin(value, today)
      return result(errors, decoded, warnings)
    }
    case 'ine': {
      const { errors, decoded } = analyseIne(value, today)
      return result(errors, decoded)
    }
    case 'postal_code': {
      const { errors, decoded } = analysePostalCode(value, state)
      return result(errors, decoded)
    }
  }
}
