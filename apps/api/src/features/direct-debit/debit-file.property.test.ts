import fc from 'fast-check'
import { expect, it } from 'vitest'
import { buildDebitFile, parseDebitFile } from './debit-file'
import type { DebitFile } from './debit-file-layout'

/*
 * The debit file over random runs (fast-check, fixed seeds): what is written reads back the same, its trailer
 * carrying the count and the centavos total; one wrong digit in any amount is refused by the trailer; and no text
 * at all, however hostile, makes the reader throw (it answers a file or named problems).
 */
const digits = (length: number) =>
  fc.array(fc.constantFrom(...'0123456789'), { minLength: length, maxLength: length }).map((d) => d.join(''))
const holder = fc
  .array(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: 1, maxLength: 12 })
  .map((letters) => letters.join(''))
const detail = fc.record({
  reference: digits(10),
  accountKind: fc.constantFrom('clabe' as const, 'card' as const),
  account: digits(18),
  amountCents: fc.integer({ min: 1, max: 999_999_999 }),
  holderName: fc.tuple(holder, holder).map(([first, last]) => `${first} ${last}`),
  resultCode: fc.constantFrom('00', '01', '02', '03'),
})
const answer = fc.record({
  runId: fc.integer({ min: 1, max: 9_999_999 }),
  billingDate: fc.date({ min: new Date('2026-01-01'), max: new Date('2035-12-31'), noInvalidDate: true }),
  details: fc.array(detail, { minLength: 1, maxLength: 30 }),
})
type Drawn = {
  runId: number
  billingDate: Date
  details: Array<Omit<DebitFile['details'][number], 'sequence'>>
}
const fileOf = ({ runId, billingDate, details }: Drawn): DebitFile => ({
  header: { kind: 'R', runId, billingDate: billingDate.toISOString().slice(0, 10), sender: 'BANCO SANDBOX' },
  details: details.map((line, index) => ({ ...line, sequence: index + 1 })),
})

it('reads back what it writes, the trailer holding the count and the total in centavos', () => {
  fc.assert(
    fc.property(answer, (drawn) => {
      const file = fileOf(drawn)
      const text = buildDebitFile(file)
      const trailer = text.trimEnd().split('\r\n').at(-1)!
      const total = file.details.reduce((sum, line) => sum + line.amountCents, 0)
      expect(trailer).toContain(String(file.details.length).padStart(6, '0'))
      expect(trailer).toContain(String(total).padStart(15, '0'))
      expect(parseDebitFile(text, 'R')).toEqual({ file, problems: null })
    }),
    { seed: 3535, numRuns: 200 },
  )
})

it('refuses a file whose amount lost or gained a centavo anywhere (the trailer no longer adds up)', () => {
  fc.assert(
    fc.property(answer, fc.nat(), (drawn, pick) => {
      const file = fileOf(drawn)
      const index = pick % file.details.length
      const changed = file.details.map((line, at) =>
        at === index ? { ...line, amountCents: line.amountCents + (line.amountCents > 1 ? -1 : 1) } : line,
      )
      // The details changed, the trailer of the original kept: a bank file altered on the way.
      const altered = buildDebitFile({ ...file, details: changed }).split('\r\n')
      const original = buildDebitFile(file).split('\r\n')
      altered[altered.length - 2] = original[original.length - 2]!
      const parsed = parseDebitFile(altered.join('\r\n'), 'R')
      expect(parsed.file).toBeNull()
      expect(Object.keys(parsed.problems ?? {})).toContain('trailer.totalCents')
    }),
    { seed: 3536, numRuns: 200 },
  )
})

it('never throws on any text: a file or named problems', () => {
  fc.assert(
    fc.property(
      fc.oneof(fc.string({ maxLength: 2_000 }), fc.string({ unit: 'binary', maxLength: 2_000 })),
      (text) => {
        const parsed = parseDebitFile(text, 'R')
        expect(parsed.file === null).toBe(parsed.problems !== null)
      },
    ),
    { seed: 3537, numRuns: 500 },
  )
})
