/**
 * VIN (ISO 3779 / 49 CFR 565): 17 characters without I, O, Q. Position 9 is a check digit, mandatory in North
 * America (WMI starting 1-5) and optional elsewhere, so a wrong one outside North America is a warning.
 * Position 10 is the model year; positions 1-3 (WMI) the manufacturer. Pure and zod-free.
 */

const TRANSLITERATION: Record<string, number> = {
  A: 1,
  B: 2,
  C: 3,
  D: 4,
  E: 5,
  F: 6,
  G: 7,
  H: 8,
  J: 1,
  K: 2,
  L: 3,
  M: 4,
  N: 5,
  P: 7,
  R: 9,
  S: 2,
  T: 3,
  U: 4,
  V: 5,
  W: 6,
  X: 7,
  Y: 8,
  Z: 9,
}
const WEIGHTS = [8, 7, 6, 5, 4, 3, 2, 10, 0, 9, 8, 7, 6, 5, 4, 3, 2]
/** Model-year codes in order; the cycle repeats every 30 years (1980 = A, 2001 = 1, 2010 = A again). */
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

/** World manufacturer identifiers of brands sold in Mexico (SAE J1044 assignments). */
const MANUFACTURERS: Record<string, string> = {
  '3N1': 'Nissan Mexicana',
  '3N6': 'Nissan Mexicana',
  '3N8': 'Nissan Mexicana',
  '3VW': 'Volkswagen de México',
  '3VV': 'Volkswagen de México',
  '3G1': 'General Motors de México',
  '3GN': 'General Motors de México',
  '3GC': 'General Motors de México',
  '3GK': 'General Motors de México',
  '3FA': 'Ford Motor Company de México',
  '3FT': 'Ford Motor Company de México',
  '3HG': 'Honda de México',
  '3MZ': 'Mazda de México',
  '3MD': 'Mazda de México',
  '3TM': 'Toyota Motor Manufacturing de Baja California',
  '3KP': 'Kia Motors México',
  '3C4': 'Chrysler de México',
  '3C6': 'Chrysler de México (Ram)',
  '3D7': 'Chrysler de México (Ram)',
  '1G1': 'Chevrolet (EE. UU.)',
  '1FA': 'Ford (EE. UU.)',
  '1FT': 'Ford (EE. UU.)',
  '1HG': 'Honda (EE. UU.)',
  '1N4': 'Nissan (EE. UU.)',
  '4T1': 'Toyota (EE. UU.)',
  '5YJ': 'Tesla',
  '2T1': 'Toyota (Canadá)',
  '2HG': 'Honda (Canadá)',
  JN1: 'Nissan (Japón)',
  JTD: 'Toyota (Japón)',
  JHM: 'Honda (Japón)',
  JM1: 'Mazda (Japón)',
  JS1: 'Suzuki Motorcycle (Japón)',
  JYA: 'Yamaha (Japón)',
  KMH: 'Hyundai (Corea)',
  KNA: 'Kia (Corea)',
  WVW: 'Volkswagen (Alemania)',
  WBA: 'BMW (Alemania)',
  WDD: 'Mercedes-Benz (Alemania)',
  MA3: 'Maruti Suzuki (India)',
  MAL: 'Hyundai (India)',
  MD2: 'Bajaj (India)',
  LSG: 'SAIC General Motors (China)',
  LVS: 'Changan Ford (China)',
  LJD: 'Dongfeng Yueda Kia (China)',
  LC0: 'BYD (China)',
  '9BW': 'Volkswagen do Brasil',
}

const REGIONS: Array<[RegExp, string]> = [
  [/^[1-5]/, 'north_america'],
  [/^[6-7]/, 'oceania'],
  [/^[8-9]/, 'south_america'],
  [/^[A-H]/, 'africa'],
  [/^[J-R]/, 'asia'],
  [/^[S-Z]/, 'europe'],
]

export type VinError = 'invalid_format' | 'invalid_check_digit' | 'invalid_model_year'
export type VinWarning = 'check_digit_not_mandatory'

export interface VinDecoded {
  wmi: string
  manufacturer: string | null
  region: string
  modelYear: number | null
  checkDigit: string
}

export function vinCheckDigit(vin: string): string {
  let sum = 0
  for (let index = 0; index < 17; index += 1) {
    const char = vin[index]!
    const value = /\d/.test(char) ? Number(char) : TRANSLITERATION[char]!
    sum += value * WEIGHTS[index]!
  }
  const remainder = sum % 11
  return remainder === 10 ? 'X' : String(remainder)
}

/**
 * The model year of position 10. In North America position 7 tells the 30-year cycle (a digit: 1980-2009,
 * a letter: 2010-2039); elsewhere the later cycle that is not in the future is taken.
 */
function modelYearOf(vin: string, today: Date): number | null {
  const index = YEAR_CODES.indexOf(vin[9]!)
  if (index < 0) return null
  const northAmerican = /^[1-5]/.test(vin)
  if (northAmerican) return (/\d/.test(vin[6]!) ? 1980 : 2010) + index
  const later = 2010 + index
  return later <= today.getUTCFullYear() + 1 ? later : 1980 + index
}

export function analyseVin(
  value: string,
  today = new Date(),
): { errors: VinError[]; warnings: VinWarning[]; decoded: VinDecoded | null } {
  const vin = value.trim().toUpperCase()
  if (!/^[A-HJ-NPR-Z\d]{17}$/.test(vin)) return { errors: ['invalid_format'], warnings: [], decoded: null }
  const errors: VinError[] = []
  const warnings: VinWarning[] = []
  const region = REGIONS.find(([pattern]) => pattern.test(vin))?.[1] ?? 'unassigned'
  if (vinCheckDigit(vin) !== vin[8]) {
    if (region === 'north_america') errors.push('invalid_check_digit')
    else warnings.push('check_digit_not_mandatory')
  }
  const modelYear = modelYearOf(vin, today)
  if (modelYear === null) errors.push('invalid_model_year')
  const wmi = vin.slice(0, 3)
  return {
    errors,
    warnings,
    decoded: { wmi, manufacturer: MANUFACTURERS[wmi] ?? null, region, modelYear, checkDigit: vin[8]! },
  }
}
