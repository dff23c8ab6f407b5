import { createHash, randomBytes } from 'node:crypto'

/** An opaque token of 256 random bits, URL-safe. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url')
}

/** Tokens are stored only as their SHA-256: a database leak yields no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
