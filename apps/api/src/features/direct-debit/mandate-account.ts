import { openText, sealText, type SealPurpose } from '../../lib/sealed-text'

/**
 * A mandate's account number is sealed at rest under a key of its own purpose: only the debit file needs it
 * whole, and every screen shows its last four digits, kept beside it.
 */
const purpose: SealPurpose = { salt: 'mesa-direct-debit', info: 'mandate-account-v1' }

export const sealAccount = (number: string, secret: string) => sealText(number, secret, purpose)

/** The account whole, for the bank's file; a mandate sealed under another secret cannot be debited. */
export function openAccount(sealed: string, secret: string): string {
  const number = openText(sealed, secret, purpose)
  if (number === null) throw new Error('A mandate’s account was sealed under another secret')
  return number
}
