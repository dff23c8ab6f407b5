import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { fingerprintsOf } from './line-fingerprint'
import { centsOf } from './parsers/amounts'
import type { ParsedLine } from './parsers'

/** Issue 35's invariants over any input: amounts read to the centavo, overlapping statements never post twice. */

/** Centavos as a bank writes pesos: thousands grouped with `thousands`, two decimals after `decimal`. */
function written(cents: number, decimal: '.' | ',', thousands: string) {
  const sign = cents < 0 ? '-' : ''
  const whole = String(Math.trunc(Math.abs(cents) / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, thousands)
  return `${sign}${whole}${decimal}${String(Math.abs(cents) % 100).padStart(2, '0')}`
}

describe('amounts', () => {
  it('any amount written with either convention reads back to the same centavos', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: -99_999_999_999, max: 99_999_999_999 }),
        fc.constantFrom(['.', ','] as const, [',', '.'] as const, ['.', ''] as const, [',', ' '] as const),
        (cents, [decimal, thousands]) => {
          expect(centsOf(written(cents, decimal, thousands), decimal, thousands)).toBe(cents)
        },
      ),
      { numRuns: 500, seed: 35 },
    )
  })
})

const lineArbitrary = fc.record({
  day: fc.integer({ min: 1, max: 3 }),
  cents: fc.constantFrom(100, 250_000),
  tracking: fc.constantFrom('', 'T1', 'T2'),
})
const lineOf = ({ day, cents, tracking }: { day: number; cents: number; tracking: string }): ParsedLine => ({
  lineNo: 0,
  bookingDate: `2026-11-0${day}`,
  valueDate: `2026-11-0${day}`,
  amountCents: cents,
  direction: 'credit',
  bankReference: tracking,
  reference: 'PAGO',
  counterpartyName: '',
  counterpartyAccount: '',
  beneficiaryAccount: '',
})

describe('fingerprints of overlapping statements', () => {
  it('two overlapping files store no movement the whole period does not hold; distinct movements all stored', () => {
    fc.assert(
      fc.property(
        fc.array(lineArbitrary, { minLength: 1, maxLength: 12 }),
        fc.nat(),
        fc.nat(),
        (movements, x, y) => {
          const lines = movements.map(lineOf)
          const [a, b] = [x % (lines.length + 1), y % (lines.length + 1)].sort((p, q) => p - q) as [
            number,
            number,
          ]
          const whole = new Set(fingerprintsOf('ACC', lines))
          // Yesterday's file up to b, today's from a: they overlap on [a, b).
          const stored = new Set([
            ...fingerprintsOf('ACC', lines.slice(0, b)),
            ...fingerprintsOf('ACC', lines.slice(a)),
          ])
          for (const fingerprint of stored) expect(whole.has(fingerprint)).toBe(true)
          // The same file twice stores it once.
          expect(new Set([...whole, ...fingerprintsOf('ACC', lines)]).size).toBe(whole.size)
          // Movements that differ in some field are all stored, whatever the overlap.
          const keys = new Set(movements.map((m) => JSON.stringify(m)))
          if (keys.size === movements.length) expect(stored.size).toBe(lines.length)
        },
      ),
      { numRuns: 300, seed: 35 },
    )
  })
})
