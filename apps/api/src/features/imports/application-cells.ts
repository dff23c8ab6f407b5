import type { z } from 'zod'
import type { CreditProduct } from '@mesa/contracts'
import { fold } from './entity-rows'

/** Product words a spreadsheet may carry. */
const productWords: Record<string, CreditProduct> = {
  auto: 'auto',
  nuevo: 'auto',
  'auto nuevo': 'auto',
  seminuevo: 'seminuevo',
  usado: 'seminuevo',
  moto: 'moto',
  motocicleta: 'moto',
}
export const productOf = (text: string) => productWords[fold(text)]

const sexWords: Record<string, string> = { h: 'H', hombre: 'H', m: 'M', mujer: 'M', x: 'X' }
export const sexOf = (text: string) => sexWords[fold(text)] ?? text

/** A date as YYYY-MM-DD, or DD/MM/YYYY as Mexican spreadsheets write it; other text is left to the schema. */
export function isoDateOf(text: string) {
  const local = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text)
  return local ? `${local[3]}-${local[2]!.padStart(2, '0')}-${local[1]!.padStart(2, '0')}` : text
}

/** A whole number, or undefined when the text is not one. */
export const wholeOf = (text: string) => (/^\d{1,9}$/.test(text) ? Number(text) : undefined)

/**
 * An amount written in pesos ("$250,000.50", "250000.5") as integer centavos, exactly (read as text, no
 * floating point); undefined when the text is not an amount or has more than two decimals.
 */
export function centsOf(text: string) {
  const match = /^\$?\s*(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{1,2}))?$/.exec(text.trim())
  if (!match) return undefined
  const cents = Number(match[1]!.replaceAll(',', '')) * 100 + Number((match[2] ?? '').padEnd(2, '0'))
  return Number.isSafeInteger(cents) ? cents : undefined
}

/** A yearly rate written in percent ("12.5", "12.50 %") as basis points, exactly. */
export function basisPointsOf(text: string) {
  const match = /^(\d{1,3})(?:\.(\d{1,2}))?\s*%?$/.exec(text.trim())
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : undefined
}

/** The import field each path of the capture request comes from. */
const fieldOfPath: Record<string, string> = {
  allyId: 'allyRfc',
  'vehicle.make': 'vehicleMake',
  'vehicle.model': 'vehicleModel',
  'vehicle.year': 'vehicleYear',
  'vehicle.priceCents': 'vehiclePrice',
  'terms.requestedAmountCents': 'requestedAmount',
  'terms.downPaymentCents': 'downPayment',
  'terms.termMonths': 'termMonths',
  'terms.annualRateBps': 'annualRate',
}

/** A schema issue as (import field, error code): the contracts' codes as they are, zod's own by kind. */
export function issueOf(issue: z.core.$ZodIssue): [string, string] {
  const path = issue.path.map(String).join('.')
  const field = fieldOfPath[path] ?? (path.startsWith('applicant.') ? path.slice(10) : path || 'row')
  const code = /^[a-z_]+(:\S+)?$/.test(issue.message)
    ? issue.message
    : issue.code === 'too_small' || issue.code === 'too_big'
      ? issue.code
      : 'invalid_value'
  return [field, code]
}
