import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * The content of a queued mail (its live link) travels in the `mail.deliver` job's payload, which the
 * jobs table keeps and administrators see: it is sealed with AES-256-GCM under a key derived from
 * JWT_SECRET with HKDF-SHA256 (its own salt and info, so it is never the signing key itself). Only a
 * process with the same JWT_SECRET (every API instance and worker) can open it; a changed secret makes
 * queued mail undeliverable (it is recorded as failed: the user asks for a new link).
 */
const keyOf = (secret: string) =>
  Buffer.from(hkdfSync('sha256', secret, 'mesa.mail-outbox', 'mail.deliver payload v1', 32))

export function sealMailContent(plain: string, secret: string): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The sealed text, or null when it was sealed under another secret or tampered with. */
export function openMailContent(sealed: string, secret: string): string | null {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || body === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
