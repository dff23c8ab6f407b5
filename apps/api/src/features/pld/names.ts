/**
 * Names as screening compares them (docs/compliance.md, "Normalising a name"): upper case, accents and
 * punctuation removed (Ñ is N, Ü is U), split into tokens, particles kept as tokens (DE, LA, DEL...: they are
 * part of a Mexican surname, "DE LA CRUZ"), tokens sorted so word order does not matter.
 *
 *   normalizeName('Pérez López, Juan') → ['JUAN', 'LOPEZ', 'PEREZ']
 *   normalizeName('María de la Luz')   → ['DE', 'LA', 'LUZ', 'MARIA']
 */
export function normalizeName(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .replace(/[^A-Z0-9]+/g, ' ')
    .split(' ')
    .filter((token) => token.length > 0)
    .sort()
}

/** Particles of Spanish and other names: kept as tokens, but they weigh half and never find a name alone. */
export const particles: ReadonlySet<string> = new Set([
  'DE',
  'DEL',
  'LA',
  'LAS',
  'LOS',
  'Y',
  'E',
  'DA',
  'DI',
  'DO',
  'DOS',
  'VAN',
  'VON',
  'AL',
  'EL',
  'BIN',
  'BEN',
])

export const isParticle = (token: string) => particles.has(token)

/** The tokens a name is found by in the index: every token that is not a particle. */
export const searchTokens = (tokens: readonly string[]) => [
  ...new Set(tokens.filter((token) => !isParticle(token))),
]

/**
 * The optimal-string-alignment (restricted Damerau-Levenshtein) distance: insertions, deletions,
 * substitutions and transpositions of two adjacent letters each cost one. PEREZ/PERES 1, PEREZ/PREEZ 1
 * (a transposition), PEREZ/PRZ 2.
 */
export function damerauDistance(a: string, b: string): number {
  if (a === b) return 0
  const rows = a.length + 1
  const cols = b.length + 1
  const d: number[][] = Array.from({ length: rows }, (_, i) =>
    Array.from({ length: cols }, (_, j) => (i === 0 ? j : j === 0 ? i : 0)),
  )
  for (let i = 1; i < rows; i++) {
    for (let j = 1; j < cols; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1
      let best = Math.min(d[i - 1]![j]! + 1, d[i]![j - 1]! + 1, d[i - 1]![j - 1]! + cost)
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1])
        best = Math.min(best, d[i - 2]![j - 2]! + 1)
      d[i]![j] = best
    }
  }
  return d[a.length]![b.length]!
}

/** Normalises an RFC or CURP for comparison: upper case, letters and digits only. */
export const normalizeKey = (value: string | null | undefined) =>
  value ? value.toUpperCase().replace(/[^A-Z0-9Ñ&]/g, '') || null : null
