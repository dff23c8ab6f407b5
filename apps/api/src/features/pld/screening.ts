import type { PldMatch } from '@mesa/contracts'
import { damerauDistance, isParticle, normalizeKey } from './names'

/**
 * Fuzzy screening of one name against one listed name (docs/compliance.md, "The screening algorithm"). Pure:
 * both sides come normalised (names.ts), the caller finds the candidates through the token index.
 *
 * 1. Pair tokens: equal tokens first (as multisets); then each unpaired token of the subject with an unpaired
 *    listed token at Damerau distance 1 (both at least 4 letters: a one-letter change of "LUZ" is another
 *    name). Each such pair is a typo. More than one typo: no match.
 * 2. Coverage: every non-particle token on both sides paired → full (100); every non-particle token of one
 *    side paired and at least two of them → partial (80: a second given name the other side lacks).
 *    Otherwise no match. Each typo takes 10.
 * 3. Identity: a same RFC or CURP sets 100 (it is that person); a different one takes 40; a same date of
 *    birth adds 10, a different one takes 30. Kept within 0..100.
 *
 * An alert is raised at ALERT_SCORE (70) or more. Worked examples (docs/compliance.md):
 *   JUAN PEREZ LOPEZ / PÉREZ LÓPEZ JUAN → full, 0 typos, 100
 *   JUAN PEREZ LOPES / JUAN PEREZ LOPEZ → full, 1 typo, 90
 *   JUAN PERES LOPES / JUAN PEREZ LOPEZ → 2 typos, no match
 *   JUAN CARLOS PEREZ LOPEZ / JUAN PEREZ LOPEZ → partial, 80
 *   JUAN PEREZ LOPEZ born 1980-01-01 / listed born 1975-05-05 → 100 − 30 = 70
 */
export const ALERT_SCORE = 70
const FULL = 100
const PARTIAL = 80
const TYPO_PENALTY = 10
const SAME_ID = 100
const DIFFERENT_ID_PENALTY = 40
const SAME_BIRTH_BONUS = 10
const DIFFERENT_BIRTH_PENALTY = 30
const MIN_TYPO_LENGTH = 4

export interface ScreenedPerson {
  tokens: string[]
  birthDate?: string | null
  rfc?: string | null
  curp?: string | null
}

export interface ListedName {
  name: string
  tokens: string[]
  birthDates: string[]
  rfc: string | null
  curp: string | null
}

export interface NameScore {
  score: number
  match: PldMatch
}

interface Pairing {
  typos: number
  unpairedSubject: string[]
  unpairedListed: string[]
}

function pairTokens(subject: readonly string[], listed: readonly string[]): Pairing {
  const remaining = [...listed]
  const unpairedSubject: string[] = []
  for (const token of subject) {
    const at = remaining.indexOf(token)
    if (at === -1) unpairedSubject.push(token)
    else remaining.splice(at, 1)
  }
  let typos = 0
  const stillUnpaired: string[] = []
  for (const token of unpairedSubject) {
    const at =
      token.length < MIN_TYPO_LENGTH
        ? -1
        : remaining.findIndex(
            (other) => other.length >= MIN_TYPO_LENGTH && damerauDistance(token, other) === 1,
          )
    if (at === -1) stillUnpaired.push(token)
    else {
      typos++
      remaining.splice(at, 1)
    }
  }
  return { typos, unpairedSubject: stillUnpaired, unpairedListed: remaining }
}

const meaningful = (tokens: readonly string[]) => tokens.filter((token) => !isParticle(token))

function coverageOf(subject: readonly string[], listed: readonly string[], pairing: Pairing) {
  const leftSubject = meaningful(pairing.unpairedSubject).length
  const leftListed = meaningful(pairing.unpairedListed).length
  if (leftSubject === 0 && leftListed === 0) return 'full' as const
  // One side wholly inside the other, with at least two meaningful tokens paired (a surname alone is no hit).
  const paired = meaningful(subject).length - leftSubject
  const inside = leftSubject === 0 || leftListed === 0
  return inside && paired >= 2 && paired === Math.min(meaningful(subject).length, meaningful(listed).length)
    ? ('partial' as const)
    : null
}

function compareKey(a: string | null | undefined, b: string | null | undefined) {
  const [left, right] = [normalizeKey(a), normalizeKey(b)]
  if (!left || !right) return 'unknown' as const
  return left === right ? ('same' as const) : ('different' as const)
}

function compareBirth(subject: string | null | undefined, listed: readonly string[]) {
  if (!subject || listed.length === 0) return 'unknown' as const
  return listed.includes(subject) ? ('same' as const) : ('different' as const)
}

/** The score of one listed name for the screened person, or null when the names do not match. */
export function scoreName(person: ScreenedPerson, listed: ListedName): NameScore | null {
  const pairing = pairTokens(person.tokens, listed.tokens)
  if (pairing.typos > 1) return null
  const coverage = coverageOf(person.tokens, listed.tokens, pairing)
  if (!coverage) return null
  const match: PldMatch = {
    subjectNormalized: person.tokens.join(' '),
    listedNormalized: listed.tokens.join(' '),
    listedName: listed.name,
    coverage,
    typos: pairing.typos,
    birthDate: compareBirth(person.birthDate, listed.birthDates),
    rfc: compareKey(person.rfc, listed.rfc),
    curp: compareKey(person.curp, listed.curp),
  }
  let score = (coverage === 'full' ? FULL : PARTIAL) - TYPO_PENALTY * pairing.typos
  const ids = [match.rfc, match.curp]
  if (ids.includes('same')) score = SAME_ID
  else if (ids.includes('different')) score -= DIFFERENT_ID_PENALTY
  if (match.birthDate === 'same') score += SAME_BIRTH_BONUS
  if (match.birthDate === 'different') score -= DIFFERENT_BIRTH_PENALTY
  return { score: Math.max(0, Math.min(100, score)), match }
}

/** The best-scoring of an entry's names (primary and aliases), or null when none matches. */
export function bestOf(person: ScreenedPerson, names: readonly ListedName[]): NameScore | null {
  let best: NameScore | null = null
  for (const listed of names) {
    const scored = scoreName(person, listed)
    if (scored && (!best || scored.score > best.score)) best = scored
  }
  return best
}
