import { vinCheckDigit } from '@mesa/contracts'

/** The WMI of the brands the demo's applications name (SAE J1044); other brands get a Mexican-plant WMI. */
const WMI_BY_MAKE: Record<string, string> = {
  nissan: '3N1',
  volkswagen: '3VW',
  chevrolet: '3G1',
  ford: '3FA',
  honda: '3HG',
  mazda: '3MZ',
  toyota: '3TM',
  kia: '3KP',
  chrysler: '3C4',
  dodge: '3C4',
  jeep: '3C4',
  ram: '3C6',
  tesla: '5YJ',
  bmw: 'WBA',
  'mercedes benz': 'WDD',
  hyundai: 'KMH',
  yamaha: 'JYA',
  suzuki: 'JS1',
}
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'
const LETTERS = 'ABCDEFGHJKLMNPRSTUVWXYZ'
const YEAR_CODES = 'ABCDEFGHJKLMNPRSTVWXY123456789'

/** A small deterministic generator (mulberry32) so the demo's VINs are the same on every seed. */
function generator(seed: number) {
  let state = seed >>> 0
  return (modulo: number) => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return (((t ^ (t >>> 14)) >>> 0) % 4294967296) % modulo
  }
}

/**
 * A valid VIN for a demo vehicle: the brand's WMI, a VDS whose 7th position is a letter (North America:
 * model years 2010-2039), the model-year code, a plant, a six-digit serial and the computed check digit.
 */
export function demoVin(make: string, year: number, seed: number): string {
  const next = generator(seed)
  const wmi =
    WMI_BY_MAKE[make.toLowerCase()] ?? `3${LETTERS[next(LETTERS.length)]}${LETTERS[next(LETTERS.length)]}`
  const pick = (alphabet: string) => alphabet[next(alphabet.length)]!
  const vds = `${pick(VIN_CHARS)}${pick(VIN_CHARS)}${pick(VIN_CHARS)}${pick(LETTERS)}${pick(VIN_CHARS)}`
  const yearCode = YEAR_CODES[(year - 1980) % 30]!
  const serial = String(next(1_000_000)).padStart(6, '0')
  const draft = `${wmi}${vds}0${yearCode}${pick(LETTERS)}${serial}`
  return `${draft.slice(0, 8)}${vinCheckDigit(draft)}${draft.slice(9)}`
}
