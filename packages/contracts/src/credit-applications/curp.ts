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
