import { createHmac } from 'node:crypto'

/**
 * A secret with an id that names it without revealing it (an HMAC of a fixed label under the secret), so a
 * signature can say which key made it and two keys can be valid at once during a rotation.
 */
export interface NamedKey {
  id: string
  secret: string
}

export function keyId(secret: string): string {
  return createHmac('sha256', secret).update('mesa key id').digest('base64url').slice(0, 12)
}

export function namedKey(secret: string): NamedKey {
  return { id: keyId(secret), secret }
}

/** The key that signs now, then the ones still accepted (a previous key during its rotation). */
export function keyRing(current: string, ...previous: Array<string | undefined>): NamedKey[] {
  const ring = [namedKey(current)]
  for (const secret of previous) if (secret && secret !== current) ring.push(namedKey(secret))
  return ring
}

/**
 * How weak a secret is, in words, or null when it is strong enough: at least 32 characters, not one character
 * repeated, at least 10 distinct characters, and at least 112 bits by its characters' Shannon entropy (a
 * random 32-character hex or base64 secret passes; a phrase or a pattern does not).
 */
export function secretWeakness(secret: string): string | null {
  if (secret.length < 32) return `only ${secret.length} characters (at least 32)`
  if (new Set(secret).size === 1) return 'one character repeated'
  const counts = new Map<string, number>()
  for (const character of secret) counts.set(character, (counts.get(character) ?? 0) + 1)
  if (counts.size < 10) return `only ${counts.size} distinct characters (at least 10)`
  let bitsPerCharacter = 0
  for (const count of counts.values()) {
    const share = count / secret.length
    bitsPerCharacter -= share * Math.log2(share)
  }
  const bits = Math.floor(bitsPerCharacter * secret.length)
  if (bits < 112) return `about ${bits} bits of entropy (at least 112: use openssl rand -base64 48)`
  return null
}
