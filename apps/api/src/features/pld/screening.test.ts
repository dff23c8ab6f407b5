import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { damerauDistance, normalizeName } from './names'
import { ALERT_SCORE, bestOf, scoreName, type ListedName } from './screening'

const listed = (name: string, extra: Partial<ListedName> = {}): ListedName => ({
  name,
  tokens: normalizeName(name),
  birthDates: [],
  rfc: null,
  curp: null,
  ...extra,
})
const person = (name: string, extra: { birthDate?: string; rfc?: string; curp?: string } = {}) => ({
  tokens: normalizeName(name),
  ...extra,
})

describe('normalising a name', () => {
  it('upper-cases, removes accents and punctuation, keeps particles and sorts the tokens', () => {
    expect(normalizeName('Pérez López, Juan')).toEqual(['JUAN', 'LOPEZ', 'PEREZ'])
    expect(normalizeName('María de la Luz Núñez')).toEqual(['DE', 'LA', 'LUZ', 'MARIA', 'NUNEZ'])
    expect(normalizeName("O'Brien-Müller")).toEqual(['BRIEN', 'MULLER', 'O'])
  })
})

describe('Damerau distance', () => {
  it('counts an insertion, a deletion, a substitution and a swap of neighbours as one', () => {
    expect(damerauDistance('PEREZ', 'PERES')).toBe(1)
    expect(damerauDistance('PEREZ', 'PERZ')).toBe(1)
    expect(damerauDistance('PEREZ', 'PEREEZ')).toBe(1)
    expect(damerauDistance('PEREZ', 'PREEZ')).toBe(1)
    expect(damerauDistance('PEREZ', 'PRZ')).toBe(2)
  })
  it('is symmetric and zero only for equal words (fixed seed)', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 8 }), fc.string({ maxLength: 8 }), (a, b) => {
        const d = damerauDistance(a, b)
        expect(d).toBe(damerauDistance(b, a))
        expect(d === 0).toBe(a === b)
      }),
      { seed: 36, numRuns: 300 },
    )
  })
})

describe('screening a name', () => {
  it('an exact name scores 100', () => {
    expect(scoreName(person('Juan Pérez López'), listed('JUAN PEREZ LOPEZ'))?.score).toBe(100)
  })
  it('accents do not matter: JOSÉ = JOSE', () => {
    expect(scoreName(person('JOSÉ HERNÁNDEZ'), listed('JOSE HERNANDEZ'))?.score).toBe(100)
  })
  it('word order does not matter: PÉREZ LÓPEZ JUAN = JUAN PEREZ LOPEZ', () => {
    const scored = scoreName(person('PÉREZ LÓPEZ JUAN'), listed('JUAN PEREZ LOPEZ'))
    expect(scored?.score).toBe(100)
    expect(scored?.match.subjectNormalized).toBe('JUAN LOPEZ PEREZ')
  })
  it('one typo matches at 90 (100 − 10)', () => {
    const scored = scoreName(person('Juan Pérez Lopes'), listed('JUAN PEREZ LOPEZ'))
    expect(scored).toMatchObject({ score: 90, match: { typos: 1, coverage: 'full' } })
    expect(scored!.score).toBeGreaterThanOrEqual(ALERT_SCORE)
  })
  it('a swap of two letters is one typo', () => {
    expect(scoreName(person('Juan Preez Lopez'), listed('JUAN PEREZ LOPEZ'))?.score).toBe(90)
  })
  it('two typos do not match', () => {
    expect(scoreName(person('Juan Peres Lopes'), listed('JUAN PEREZ LOPEZ'))).toBeNull()
  })
  it('a different person does not match, even sharing a surname', () => {
    expect(scoreName(person('María Pérez Gómez'), listed('JUAN PEREZ LOPEZ'))).toBeNull()
    expect(scoreName(person('Pedro Pérez'), listed('JUAN PEREZ LOPEZ'))).toBeNull()
  })
  it('a short word changed by a letter is another name, not a typo (LUZ / LUIS)', () => {
    expect(scoreName(person('Ana Luz Rangel'), listed('ANA LUIS RANGEL'))).toBeNull()
  })
  it('a second given name the list lacks is a partial match at 80', () => {
    expect(scoreName(person('Juan Carlos Pérez López'), listed('JUAN PEREZ LOPEZ'))).toMatchObject({
      score: 80,
      match: { coverage: 'partial' },
    })
  })
  it('particles are kept but do not decide: DE LA CRUZ without the particles still matches', () => {
    expect(scoreName(person('Rosa Cruz Montes'), listed('ROSA DE LA CRUZ MONTES'))?.score).toBe(100)
  })
  it('a different date of birth lowers the score by 30; the same raises it by 10', () => {
    const entry = listed('JUAN PEREZ LOPEZ', { birthDates: ['1975-05-05'] })
    // Exact name, different birth date: 100 − 30 = 70 (still an alert); with one typo 90 − 30 = 60 (none).
    expect(scoreName(person('Juan Pérez López', { birthDate: '1980-01-01' }), entry)?.score).toBe(70)
    expect(scoreName(person('Juan Pérez Lopes', { birthDate: '1980-01-01' }), entry)?.score).toBe(60)
    // One typo, same birth date: 90 + 10 = 100.
    expect(scoreName(person('Juan Pérez Lopes', { birthDate: '1975-05-05' }), entry)?.score).toBe(100)
  })
  it('the same RFC or CURP is that person (100); a different one takes 40', () => {
    const entry = listed('JUAN PEREZ LOPEZ', { rfc: 'PELJ750505AB1', curp: 'PELJ750505HDFRPN09' })
    expect(scoreName(person('Juan Perez Lopes', { rfc: 'pelj-750505-ab1' }), entry)?.score).toBe(100)
    // Exact name, different CURP: 100 − 40 = 60.
    expect(scoreName(person('Juan Perez Lopez', { curp: 'PELJ800101HDFRPN02' }), entry)?.score).toBe(60)
  })
  it('an entry scores by its best name, aliases included', () => {
    const names = [listed('JUAN PEREZ LOPEZ'), listed('EL GUERO PEREZ')]
    expect(bestOf(person('Güero Pérez'), names)?.match.listedName).toBe('EL GUERO PEREZ')
  })
})
