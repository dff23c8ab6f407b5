import { createHash } from 'node:crypto'
import type { ParsedLine } from './parsers'

/**
 * Each line's fingerprint (issue 35): the account, booking date, amount, direction, bank reference and text,
 * hashed. Stored unique, so the same movement in an overlapping statement (yesterday's and today's files
 * both holding yesterday afternoon) is stored and posted once. Two movements alike in every one of those
 * within one file (two equal deposits without a bank reference) are told apart by their occurrence number,
 * which an overlapping file holding both counts the same way.
 */
export function fingerprintsOf(account: string, lines: ParsedLine[]): string[] {
  const seen = new Map<string, number>()
  return lines.map((line) => {
    const key = JSON.stringify([
      account,
      line.bookingDate,
      line.amountCents,
      line.direction,
      line.bankReference,
      line.reference,
    ])
    const occurrence = (seen.get(key) ?? 0) + 1
    seen.set(key, occurrence)
    return createHash('sha256').update(`${key}#${occurrence}`).digest('hex')
  })
}
