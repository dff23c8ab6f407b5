import type {
  CustomerRecordAddress,
  VerificationOcrComparison,
  VerificationOcrOutcome,
} from '@mesa/contracts'
import { bestNameMatch, levenshtein, NAME_MATCH, NAME_REVIEW, normalizeName } from '../automated-checks'

/**
 * What the OCR text of a customer's ID (INE) and proof of address says about them, compared with the
 * customer record: name (fuzzily), CURP and birth date exactly, the address (postal code and street),
 * and the proof's date (issued within PROOF_MAX_AGE_DAYS). Pure, so each rule is unit-tested.
 */

export interface CustomerFacts {
  fullName: string
  curp: string
  /** YYYY-MM-DD, or null when the record has none. */
  birthDate: string | null
  addresses: CustomerRecordAddress[]
}

/** A proof of address is accepted when issued in the last three months (as lenders ask). */
export const PROOF_MAX_AGE_DAYS = 90

const MONTHS = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC']
const plain = (text: string) =>
  text
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')

/** A calendar date as YYYY-MM-DD, or null when the day does not exist. */
function isoDate(year: number, month: number, day: number) {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return date.toISOString().slice(0, 10)
}

/** Every date the text writes as 15/03/1985, 15-03-1985, 15 MAR 1985 or 15 de marzo de 1985, in order. */
export function datesIn(text: string): string[] {
  const found: Array<{ at: number; date: string }> = []
  const upper = plain(text)
  for (const match of upper.matchAll(/\b(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})\b/g)) {
    const date = isoDate(Number(match[3]), Number(match[2]), Number(match[1]))
    if (date) found.push({ at: match.index, date })
  }
  const named = /\b(\d{1,2})\s*(?:DE\s+)?([A-Z]{3})[A-Z]*\.?\s*(?:DEL?\s+)?(\d{4})\b/g
  for (const match of upper.matchAll(named)) {
    const month = MONTHS.indexOf(match[2]!) + 1
    const date = month > 0 ? isoDate(Number(match[3]), month, Number(match[1])) : null
    if (date) found.push({ at: match.index, date })
  }
  return found.sort((a, b) => a.at - b.at).map((item) => item.date)
}

/** OCR misreads letters and digits alike; each CURP position is one or the other. */
const AS_DIGIT: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', Z: '2', S: '5', B: '8' }
const AS_LETTER: Record<string, string> = { '0': 'O', '1': 'I', '2': 'Z', '5': 'S', '8': 'B' }
const DIGIT_POSITIONS = new Set([4, 5, 6, 7, 8, 9, 17])
const CURP_SHAPE = /^[A-Z]{4}\d{6}[HMX][A-Z]{5}[A-Z0-9]\d$/

/** The CURPs the text holds (18 characters of the CURP's shape, common misreads mended). */
export function curpsIn(text: string): string[] {
  const tokens = plain(text).match(/[A-Z0-9]{18}/g) ?? []
  return tokens
    .map((token) =>
      [...token]
        .map((char, index) =>
          DIGIT_POSITIONS.has(index)
            ? (AS_DIGIT[char] ?? char)
            : index === 16
              ? char
              : (AS_LETTER[char] ?? char),
        )
        .join(''),
    )
    .filter((token) => CURP_SHAPE.test(token))
}

/** Letters and digits OCR takes for one another, folded to one form before comparing a CURP. */
const CONFUSABLE: Record<string, string> = { O: '0', Q: '0', D: '0', I: '1', L: '1', S: '5', Z: '2', B: '8' }
const folded = (code: string) => [...code].map((char) => CONFUSABLE[char] ?? char).join('')
/** Edits between a CURP as read and the record's still worth a person's look (a stray or merged glyph). */
const CURP_NEAR_EDITS = 2

/**
 * The record's CURP in the text: exactly (misreads folded) is a match; a token of about its length within
 * two edits asks for review (OCR split or merged a glyph); else another CURP-shaped code is a mismatch.
 */
function findCurp(text: string, recorded: string): { found: string | null; outcome: VerificationOcrOutcome } {
  const target = folded(recorded)
  const tokens = plain(text).match(/[A-Z0-9]{16,20}/g) ?? []
  let near: string | null = null
  for (const token of tokens) {
    const distance = levenshtein(folded(token), target)
    if (distance === 0) return { found: token, outcome: 'match' }
    if (distance <= CURP_NEAR_EDITS) near ??= token
  }
  if (near) return { found: near, outcome: 'review' }
  const other = curpsIn(text)[0]
  return other ? { found: other, outcome: 'mismatch' } : { found: null, outcome: 'not_read' }
}

/** Street types that bills abbreviate at will (Avenida, Av., Calzada, ...): the street's name is what counts. */
const STREET_TYPES = new Set(
  'AVENIDA AV AVE CALLE CALZADA CALZ BOULEVARD BLVD PRIVADA PRIV CERRADA CDA ANDADOR AND CARRETERA CARR CAMINO'.split(
    ' ',
  ),
)

/** Whether every word of the street's name (longer than two letters) appears in the text, accents and case aside. */
function streetAppears(street: string, text: string) {
  const words = normalizeName(street)
    .split(' ')
    .filter((word) => word.length > 2 && !STREET_TYPES.has(word))
  const haystack = ` ${normalizeName(text)} `
  return words.length > 0 && words.every((word) => haystack.includes(` ${word} `))
}

const comparison = (
  field: VerificationOcrComparison['field'],
  document: VerificationOcrComparison['document'],
  expected: string,
  found: string | null,
  outcome: VerificationOcrOutcome,
): VerificationOcrComparison => ({ field, document, expected, found, outcome })

function compareId(customer: CustomerFacts, text: string | null): VerificationOcrComparison[] {
  if (!text)
    return [
      comparison('name', 'id', customer.fullName, null, 'not_read'),
      comparison('curp', 'id', customer.curp, null, 'not_read'),
      ...(customer.birthDate ? [comparison('birthDate', 'id', customer.birthDate, null, 'not_read')] : []),
    ]
  const name = bestNameMatch(customer.fullName, text)
  const nameOutcome =
    name.similarity >= NAME_MATCH ? 'match' : name.similarity >= NAME_REVIEW ? 'review' : 'mismatch'
  const curp = findCurp(text, customer.curp)
  const result = [
    comparison('name', 'id', customer.fullName, nameOutcome === 'mismatch' ? null : name.found, nameOutcome),
    comparison('curp', 'id', customer.curp, curp.found, curp.outcome),
  ]
  if (customer.birthDate) {
    const dates = datesIn(text)
    const dateFound = dates.find((date) => date === customer.birthDate) ?? dates[0] ?? null
    result.push(
      comparison(
        'birthDate',
        'id',
        customer.birthDate,
        dateFound,
        !dateFound ? 'not_read' : dateFound === customer.birthDate ? 'match' : 'mismatch',
      ),
    )
  }
  return result
}

const addressLine = (address: CustomerRecordAddress) =>
  `${address.street} ${address.exteriorNumber}, CP ${address.postalCode}`

function compareProof(customer: CustomerFacts, text: string | null, today: string) {
  const oldest = new Date(Date.parse(today) - PROOF_MAX_AGE_DAYS * 86_400_000).toISOString().slice(0, 10)
  const result: VerificationOcrComparison[] = []
  if (customer.addresses.length > 0) {
    // The record address the proof agrees with best: postal code and street both, else either.
    const scored = customer.addresses.map((address) => {
      const postalCode = new RegExp(`\\b${address.postalCode}\\b`).test(text ?? '')
      const street = streetAppears(address.street, text ?? '')
      return { address, score: Number(postalCode) + Number(street) }
    })
    const best = scored.reduce((top, item) => (item.score > top.score ? item : top))
    const postalCodes = (text ?? '').match(/\b\d{5}\b/g) ?? []
    const outcome = !text ? 'not_read' : best.score === 2 ? 'match' : best.score === 1 ? 'review' : 'mismatch'
    const found = outcome === 'match' ? addressLine(best.address) : (postalCodes[0] ?? null)
    result.push(comparison('address', 'proof_of_address', addressLine(best.address), found, outcome))
  }
  // The proof's issue date: the latest date it shows that is not in the future.
  const issued = datesIn(text ?? '')
    .filter((date) => date <= today)
    .sort()
    .at(-1)
  result.push(
    comparison(
      'proofDate',
      'proof_of_address',
      oldest,
      issued ?? null,
      !issued ? 'not_read' : issued >= oldest ? 'match' : 'mismatch',
    ),
  )
  return result
}

/** The comparisons of a customer verification's reading (`today` as YYYY-MM-DD, for the proof's age). */
export function compareIdentityTexts(
  customer: CustomerFacts,
  texts: { id: string | null; proofOfAddress: string | null },
  today: string,
): VerificationOcrComparison[] {
  return [...compareId(customer, texts.id), ...compareProof(customer, texts.proofOfAddress, today)]
}
