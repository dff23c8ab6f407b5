/**
 * Mexican postal codes (SEPOMEX): the first two digits place the code in a state. Ranges of the Servicio
 * Postal Mexicano's codification, keyed by the CURP's state codes. Pure and zod-free.
 */
import type { CurpState } from './curp'

const RANGES: Array<[number, number, Exclude<CurpState, 'NE'>]> = [
  [1, 16, 'DF'],
  [20, 20, 'AS'],
  [21, 22, 'BC'],
  [23, 23, 'BS'],
  [24, 24, 'CC'],
  [25, 27, 'CL'],
  [28, 28, 'CM'],
  [29, 30, 'CS'],
  [31, 33, 'CH'],
  [34, 35, 'DG'],
  [36, 38, 'GT'],
  [39, 41, 'GR'],
  [42, 43, 'HG'],
  [44, 49, 'JC'],
  [50, 57, 'MC'],
  [58, 61, 'MN'],
  [62, 62, 'MS'],
  [63, 63, 'NT'],
  [64, 67, 'NL'],
  [68, 71, 'OC'],
  [72, 75, 'PL'],
  [76, 76, 'QT'],
  [77, 77, 'QR'],
  [78, 79, 'SP'],
  [80, 82, 'SL'],
  [83, 85, 'SR'],
  [86, 86, 'TC'],
  [87, 89, 'TS'],
  [90, 90, 'TL'],
  [91, 96, 'VZ'],
  [97, 97, 'YN'],
  [98, 99, 'ZS'],
]

export type PostalCodeError = 'invalid_format' | 'unassigned' | 'state_mismatch'

/** The state a postal code belongs to, or null when its prefix is not assigned (00, 17-19). */
export function stateOfPostalCode(postalCode: string): CurpState | null {
  if (!/^\d{5}$/.test(postalCode)) return null
  const prefix = Number(postalCode.slice(0, 2))
  return RANGES.find(([from, to]) => prefix >= from && prefix <= to)?.[2] ?? null
}

export function analysePostalCode(
  value: string,
  state?: string,
): { errors: PostalCodeError[]; decoded: { state: CurpState } | null } {
  const code = value.trim()
  if (!/^\d{5}$/.test(code)) return { errors: ['invalid_format'], decoded: null }
  const found = stateOfPostalCode(code)
  if (!found) return { errors: ['unassigned'], decoded: null }
  return { errors: state && state !== found ? ['state_mismatch'] : [], decoded: { state: found } }
}
