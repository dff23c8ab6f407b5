import { openText, sealText } from '../../lib/sealed-text'

/**
 * The content of a queued mail (its live link) travels in the `mail.deliver` job's payload, which the
 * jobs table keeps and administrators see: it is sealed (lib/sealed-text.ts) under a key of its own
 * derived from JWT_SECRET. A changed secret makes queued mail undeliverable (it is recorded as failed:
 * the user asks for a new link).
 */
const purpose = { salt: 'mesa.mail-outbox', info: 'mail.deliver payload v1' }

export const sealMailContent = (plain: string, secret: string) => sealText(plain, secret, purpose)

/** The sealed text, or null when it was sealed under another secret or tampered with. */
export const openMailContent = (sealed: string, secret: string) => openText(sealed, secret, purpose)
