/**
 * CURP (Clave Única de Registro de Población), per RENAPO's Instructivo Normativo para la Asignación de la
 * CURP: 4 letters from the names, birth date AAMMDD, sex, birth state, 3 inner consonants, a differentiator
 * (0-9 born before 2000, A-Z from 2000) and a check digit. Pure, zod-free: forms use it cheaply.
 */

/** Birth-state codes of the CURP (NE: born abroad). */
export const CURP_STATES = {
  AS: 'Aguascalientes',
  BC: 'Baja California',
  BS: 'Baja California Sur',
  CC: 'Campeche',
  CL: 'Coahuila',
  CM: 'Colima',
  CS: 'Chiapas',
  CH: 'Chihuahua',
  DF: 'Ciudad de México',
  DG: 'Durango',
  GT: 'Guanajuato',
  GR: 'Guerrero',
  HG: 'Hidalgo',
  JC: 'Jalisco',
  MC: 'Estado de México',
  MN: 'Michoacán',
  MS: 'Morelos',
  NT: 'Nayarit',
  NL: 'Nuevo León',
  OC: 'Oaxaca',
  PL: 'Puebla',
  QT: 'Querétaro',
  QR: 'Quintana Roo',
  SP: 'San Luis Potosí',
  SL: 'Sinaloa',
  SR: 'Sonora',
  TC: 'Tabasco',
  TS: 'Tamaulipas',
  TL: 'Tlaxcala',
  VZ: 'Veracruz',
  YN: 'Yucatán',
  ZS: 'Zacatecas',
  NE: 'Nacido en el extranjero',
} as const
export type CurpState = keyof typeof CURP_STATES

/**
 * Anexo 2 of the Instructivo ("palabras inconvenientes"): RENAPO never issues a CURP starting with these;
 * it replaces their second letter with X. A CURP that starts with one is not genuine.
 */
const FORBIDDEN_WORDS = new Set(
  (
    'BACA BAKA BUEI BUEY CACA CACO CAGA CAGO CAKA CAKO COGE COGI COJA COJE COJI COJO COLA CULO FALO FETO ' +
    'GETA GUEI GUEY JETA JOTO KACA KACO KAGA KAGO KAKA KAKO KOGE KOGI KOJA KOJE KOJI KOJO KOLA KULO LILO ' +
    'LOCA LOCO LOKA LOKO MAME MAMO MEAR MEAS MEON MIAR MION MOCO MOKO MULA MULO NACA NACO PEDA PEDO PENE ' +
    'PIPI PITO POPO PUTA PUTO QULO RATA ROBA ROBE ROBO RUIN SENO TETA VACA VAGA VAGO VAKA VUEI VUEY WUEI WUEY'
  ).split(' '),
)

export const isForbiddenCurpWord = (first4: string) => FORBIDDEN_WORDS.has(first4)

/** CURP check digit (RENAPO): weighted sum of the first 17 characters over the alphabet with Ñ. */
const CURP_ALPHABET = '0123456789ABCDEFGHIJKLMNÑOPQRSTUVWXYZ'

export function curpCheckDigit(first17: string): string {
  let sum = 0
  for (let index = 0; index < 17; index += 1) {
    const value = CURP_ALPHABET.indexOf(first17[index] ?? '')
    if (value < 0) return '?'
    sum += value * (18 - index)
  }
  return String((10 - (sum % 10)) % 10)
}

export function isCurpCheckDigitValid(curp: string): boolean {
  return curp.length === 18 && curpCheckDigit(curp.slice(0, 17)) === curp[17]
}

const SHAPE =
  /^([A-Z][AEIOUX][A-ZÑ]{2})(\d{2})(\d{2})(\d{2})([A-Z])([A-Z]{2})([B-DF-HJ-NP-TV-ZÑ]{3})([A-Z\d])(\d)$/

export type CurpError =
  | 'invalid_format'
  | 'invalid_date'
  | 'invalid_sex'
  | 'invalid_state'
  | 'forbidden_word'
  | 'invalid_check_digit'

export interface CurpDecoded {
  birthDate: string
  sex: 'H' | 'M' | 'X'
  state: CurpState
  stateName: string
}

/** A real calendar date (leap years included) as ISO YYYY-MM-DD, or null. */
export function calendarDate(year: number, month: number, day: number): string | null {
  const date = new Date(Date.UTC(year, month - 1, day))
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return null
  return date.toISOString().slice(0, 10)
}

/** Every problem of a CURP (upper-cased, trimmed) and what it says of its holder when readable. */
export function analyseCurp(value: string): { errors: CurpError[]; decoded: CurpDecoded | null } {
  const curp = value.trim().toUpperCase()
  const match = SHAPE.exec(curp)
  if (!match) return { errors: ['invalid_format'], decoded: null }
  const [, letters, yy, mm, dd, sex, state, , differentiator] = match as unknown as string[]
  const errors: CurpError[] = []
  // The differentiator tells the century: a digit before 2000, a letter from 2000.
  const century = /\d/.test(differentiator!) ? 1900 : 2000
  const birthDate = calendarDate(century + Number(yy), Number(mm), Number(dd))
  if (!birthDate) errors.push('invalid_date')
  if (!['H', 'M', 'X'].includes(sex!)) errors.push('invalid_sex')
  if (!(state! in CURP_STATES)) errors.push('invalid_state')
  if (isForbiddenCurpWord(letters!)) errors.push('forbidden_word')
  if (!isCurpCheckDigitValid(curp)) errors.push('invalid_check_digit')
  const decoded =
    birthDate && state! in CURP_STATES && ['H', 'M', 'X'].includes(sex!)
      ? {
          birthDate,
          sex: sex as CurpDecoded['sex'],
          state: state as CurpState,
          stateName: CURP_STATES[state as CurpState],
        }
      : null
  return { errors, decoded }
}

const plain = (text: string) =>
  text
    .toUpperCase()
    // Ñ is a letter of its own (RENAPO writes X for it); other accents are dropped.
    .replace(/Ñ/g, '#')
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/#/g, 'Ñ')
    .replace(/[^A-ZÑ ]/g, '')
    .trim()

/** Given names RENAPO skips when the first one is common (José, María) and particles of surnames. */
const SKIPPED_FIRST = new Set(['JOSE', 'J', 'MARIA', 'MA', 'MA.', 'M'])
const PARTICLES = new Set([
  'DA',
  'DAS',
  'DE',
  'DEL',
  'DER',
  'DI',
  'DIE',
  'DD',
  'EL',
  'LA',
  'LOS',
  'LAS',
  'LE',
  'LES',
  'MAC',
  'MC',
  'VAN',
  'VON',
  'Y',
])
const meaningful = (name: string) =>
  plain(name)
    .split(/\s+/)
    .filter((word) => word && !PARTICLES.has(word))
const firstVowel = (word: string) => word.slice(1).match(/[AEIOU]/)?.[0] ?? 'X'
const innerConsonant = (word: string) => word.slice(1).match(/[B-DF-HJ-NP-TV-ZÑ]/)?.[0] ?? 'X'

/**
 * The 16 characters of a CURP that follow from the person (letters, date, sex, state, inner consonants),
 * per the Instructivo: compare with a CURP's first 16 to see whether it belongs to that person.
 */
export function curpStemFor(person: {
  firstNames: string
  lastName1: string
  lastName2: string
  birthDate: string
  sex: string
  birthState: string
}): string {
  const names = meaningful(person.firstNames)
  const first = (names.length > 1 && SKIPPED_FIRST.has(names[0]!) ? names[1] : names[0]) ?? 'X'
  const last1 = meaningful(person.lastName1)[0] ?? 'X'
  const last2 = meaningful(person.lastName2)[0] ?? 'X'
  let letters = `${last1[0]}${firstVowel(last1)}${last2[0]}${first[0]}`.replace(/Ñ/g, 'X')
  if (isForbiddenCurpWord(letters)) letters = `${letters[0]}X${letters.slice(2)}`
  const date = person.birthDate.slice(2, 4) + person.birthDate.slice(5, 7) + person.birthDate.slice(8, 10)
  const consonants = `${innerConsonant(last1)}${innerConsonant(last2)}${innerConsonant(first)}`.replace(
    /Ñ/g,
    'X',
  )
  return `${letters}${date}${person.sex}${person.birthState}${consonants}`
}
