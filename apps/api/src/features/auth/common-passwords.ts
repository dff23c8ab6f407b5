import { dictionary } from '@zxcvbn-ts/language-common'

/**
 * The 10 000 most used passwords (zxcvbn-ts' ranked list from leaked password sets), refused wherever a
 * password is set (OWASP ASVS 5.0 V6.2.4). Server-side only: the list is too big for the web bundle.
 */
const TOP_PASSWORDS = 10_000
const commonPasswords = new Set(dictionary['passwords-common'].slice(0, TOP_PASSWORDS))

/** Case does not make a common password uncommon ("Password" is "password"). */
export function isCommonPassword(password: string): boolean {
  return commonPasswords.has(password.toLowerCase())
}
