/** A name's words for comparing: accents, case, punctuation and particles ("DE", "LA", "Y") dropped. */
export function nameWords(name: string): string[] {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toUpperCase()
    .split(/[^A-Z]+/)
    .filter((word) => word.length >= 2 && !PARTICLES.has(word))
}

const PARTICLES = new Set(['DE', 'DEL', 'LA', 'LAS', 'LOS', 'Y', 'SA', 'CV', 'SR', 'SRA'])

/**
 * Whether a payer's name as the bank wrote it resembles a customer's: banks cut names to their field's length
 * and reorder them (surnames first), so words are compared as sets and a cut word counts when it is the start
 * of the other (4 letters at least). Resembling is two words in common, or every word of a one-word name.
 */
export function namesResemble(payer: string, customer: string): boolean {
  const payerWords = nameWords(payer)
  const customerWords = nameWords(customer)
  if (payerWords.length === 0 || customerWords.length === 0) return false
  const same = (a: string, b: string) =>
    a === b || (Math.min(a.length, b.length) >= 4 && (a.startsWith(b) || b.startsWith(a)))
  const common = payerWords.filter((word) => customerWords.some((other) => same(word, other))).length
  return common >= 2 || (common >= 1 && Math.min(payerWords.length, customerWords.length) === 1)
}
