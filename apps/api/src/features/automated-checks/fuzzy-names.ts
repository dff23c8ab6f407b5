/**
 * Fuzzy comparison of people's names as Mexican records write them: accents, case, particles (de, del, la)
 * and word order vary, and one record may lack the second surname. Similarity is 1 - Levenshtein distance
 * over the longer length, on the words sorted; a name that contains the other whole also matches.
 */

const PARTICLES = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'Y', 'VAN', 'VON', 'MC', 'MAC'])

export function normalizeName(name: string): string {
  return name
    .toUpperCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Z ]/g, ' ')
    .split(/\s+/)
    .filter((word) => word && !PARTICLES.has(word))
    .join(' ')
}

/** Edits (insert, delete, replace) between two strings. */
export function levenshtein(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i)
  for (let i = 1; i <= a.length; i++) {
    const current = [i]
    for (let j = 1; j <= b.length; j++)
      current[j] = Math.min(
        previous[j]! + 1,
        current[j - 1]! + 1,
        previous[j - 1]! + (a[i - 1] === b[j - 1] ? 0 : 1),
      )
    previous = current
  }
  return previous[b.length]!
}

/** 0 … 1: how alike two names are (1 the same person's name written alike). */
export function nameSimilarity(a: string, b: string): number {
  const [left, right] = [normalizeName(a), normalizeName(b)]
  if (!left || !right) return 0
  const leftWords = left.split(' ')
  const rightWords = right.split(' ')
  // A record without the second surname: every word of the shorter name is in the longer one.
  const [shorter, longer] =
    leftWords.length <= rightWords.length ? [leftWords, rightWords] : [rightWords, leftWords]
  if (shorter.length >= 2 && shorter.every((word) => longer.includes(word))) return 0.95
  const sortedLeft = [...leftWords].sort().join(' ')
  const sortedRight = [...rightWords].sort().join(' ')
  const distance = levenshtein(sortedLeft, sortedRight)
  return 1 - distance / Math.max(sortedLeft.length, sortedRight.length)
}

/** Names at or above this similarity are the same person's; between REVIEW and this, an analyst looks. */
export const NAME_MATCH = 0.85
export const NAME_REVIEW = 0.7
