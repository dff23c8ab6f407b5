/**
 * A fresh Idempotency-Key for one create submission: the API answers a repeat of the same submission
 * (a retry after a lost answer, a double click) with the first answer instead of creating twice.
 * `crypto.randomUUID` needs a secure context (https or localhost); getRandomValues works everywhere.
 */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function' && globalThis.isSecureContext !== false)
    return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')
}
