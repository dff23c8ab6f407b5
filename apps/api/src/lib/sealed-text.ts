import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto'

/**
 * Text kept sealed at rest or in a job payload (a queued mail's live link, a mailbox password): AES-256-GCM
 * under a key derived from the app's secret (JWT_SECRET) with HKDF-SHA256 and a salt and info of its own
 * purpose, so it is never the signing key itself and one purpose's key opens nothing of another's. Only a
 * process with the same secret opens it; a changed secret (or tampering) makes it unreadable (null).
 */
export interface SealPurpose {
  salt: string
  info: string
}

const keyOf = (secret: string, { salt, info }: SealPurpose) =>
  Buffer.from(hkdfSync('sha256', secret, salt, info, 32))

export function sealText(plain: string, secret: string, purpose: SealPurpose): string {
  const iv = randomBytes(12)
  const cipher = createCipheriv('aes-256-gcm', keyOf(secret, purpose), iv)
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()])
  return ['v1', iv, cipher.getAuthTag(), body]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.')
}

/** The sealed text, or null when it was sealed under another secret or purpose, or tampered with. */
export function openText(sealed: string, secret: string, purpose: SealPurpose): string | null {
  const [version, iv, tag, body] = sealed.split('.')
  if (version !== 'v1' || !iv || !tag || body === undefined) return null
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyOf(secret, purpose), Buffer.from(iv, 'base64url'))
    decipher.setAuthTag(Buffer.from(tag, 'base64url'))
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8')
  } catch {
    return null
  }
}
