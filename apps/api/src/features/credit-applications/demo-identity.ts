import { fakerES_MX as faker } from '@faker-js/faker'
import { curpCheckDigit, rfcCheckDigit } from '@mesa/contracts'

// The demo applicants' identifiers, apart from the seed that places them: RENAPO's and SAT's letter rules, so a
// demo CURP or RFC reads like the person it belongs to and passes the same checks as a real one.

const plainUpper = (text: string) =>
  text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-ZÑ]/g, '')
const firstInnerVowel = (word: string) => word.slice(1).match(/[AEIOU]/)?.[0] ?? 'X'
const firstInnerConsonant = (word: string) => word.slice(1).match(/[B-DF-HJ-NP-TV-Z]/)?.[0] ?? 'X'

/** A CURP and RFC consistent with the name, birth date, sex and state, with valid check digits. */
export function identityFor(
  first: string,
  last1: string,
  last2: string,
  birthDate: string,
  sex: 'H' | 'M',
  state: string,
) {
  const [f, p, m] = [plainUpper(first), plainUpper(last1), plainUpper(last2 || 'X')]
  const date = birthDate.slice(2, 4) + birthDate.slice(5, 7) + birthDate.slice(8, 10)
  const letters = `${p[0]}${firstInnerVowel(p)}${m[0]}${f[0]}`
  const curp17 = `${letters}${date}${sex}${state}${firstInnerConsonant(p)}${firstInnerConsonant(m)}${firstInnerConsonant(f)}${Number(birthDate.slice(0, 4)) < 2000 ? '0' : 'A'}`
  const rfc12 = `${letters}${date}${faker.string.alphanumeric({ length: 2, casing: 'upper' }).replace(/[^A-Z1-9]/g, 'A')}`
  return { curp: curp17 + curpCheckDigit(curp17), rfc: rfc12 + rfcCheckDigit(rfc12) }
}
