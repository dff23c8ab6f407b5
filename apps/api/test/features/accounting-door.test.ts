import { and, eq, sql } from 'drizzle-orm'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { creditProducts, type CreditProduct, type PostingSlot } from '@mesa/contracts'
import { accountDayBalances, accountingPeriods, journalEntries, journalLines } from '../../src/db/schema'
import {
  loanSlotBalances,
  postJournalEntry,
  reverseJournalEntry,
  type JournalEntryInput,
} from '../../src/features/accounting'
import { trialBalance } from '../../src/features/accounting/reports'
import { useTestApp } from '../helpers/use-test-app'

/*
 * The books' door (issue 34, docs/accounting.md "The door"): postJournalEntry resolves slots through the
 * product's mappings, refuses an unbalanced entry, merges lines, books a closed month's event on the first
 * open month, keeps a day balance per account; reverseJournalEntry posts the exact counter-entry.
 * Every test uses its own dates (2031 onwards) and loan ids (9xx xxx) so the files' figures never mix.
 */
const t = useTestApp()

const entry = (overrides: Partial<JournalEntryInput> = {}): JournalEntryInput => ({
  businessDate: '2031-01-10',
  kind: 'disbursement',
  source: { type: 'loan', id: 900_001 },
  product: 'auto',
  loanId: 900_001,
  memo: 'Disposición del crédito',
  lines: [
    { slot: 'portfolio.current', debitCents: 10_000_000, creditCents: 0 },
    { slot: 'bank', debitCents: 0, creditCents: 10_000_000 },
  ],
  createdBy: null,
  ...overrides,
})
const post = (input: JournalEntryInput) => t.database.db.transaction((tx) => postJournalEntry(tx, input))
const linesOf = (entryId: number) =>
  t.database.db
    .select({
      accountCode: journalLines.accountCode,
      debitCents: journalLines.debitCents,
      creditCents: journalLines.creditCents,
      slot: journalLines.slot,
    })
    .from(journalLines)
    .where(eq(journalLines.entryId, entryId))
    .orderBy(journalLines.accountCode, journalLines.debitCents)
const entryCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n

describe('an entry must balance', () => {
  it('refuses debits ≠ credits, a line with both sides, a negative or a fraction, and writes nothing', async () => {
    const before = await entryCount()
    const refused: JournalEntryInput['lines'][] = [
      // 100.00 debit against 99.99 credit
      [
        { slot: 'bank', debitCents: 10_000, creditCents: 0 },
        { slot: 'income.fees', debitCents: 0, creditCents: 9_999 },
      ],
      [
        { slot: 'bank', debitCents: 100, creditCents: 100 },
        { slot: 'income.fees', debitCents: 0, creditCents: 0 },
      ],
      [
        { slot: 'bank', debitCents: -100, creditCents: 0 },
        { slot: 'income.fees', debitCents: 0, creditCents: -100 },
      ],
      [
        { slot: 'bank', debitCents: 0.5, creditCents: 0 },
        { slot: 'income.fees', debitCents: 0, creditCents: 0.5 },
      ],
      [{ slot: 'bank', debitCents: 0, creditCents: 0 }],
    ]
    for (const lines of refused) await expect(post(entry({ lines }))).rejects.toThrow()
    expect(await entryCount()).toBe(before)
  })
})

describe('slots resolve through the product mappings', () => {
  it('books auto and moto portfolios on their own sub-accounts, drops zero lines, merges a slot per side', async () => {
    const auto = await post(entry())
    expect(await linesOf(auto.entryId)).toEqual([
      { accountCode: '1101', debitCents: 0, creditCents: 10_000_000, slot: 'bank' },
      { accountCode: '1300.01', debitCents: 10_000_000, creditCents: 0, slot: 'portfolio.current' },
    ])
    // A payment of 1 160.00 + 500.00 in two bank lines (merged: 1 660.00), interest 1 000.00, its IVA 160.00,
    // principal 500.00; the zero late-interest line is dropped. 166 000 = 100 000 + 16 000 + 50 000.
    const moto = await post(
      entry({
        kind: 'payment',
        product: 'moto',
        loanId: 900_002,
        lines: [
          { slot: 'bank', debitCents: 116_000, creditCents: 0 },
          { slot: 'bank', debitCents: 50_000, creditCents: 0 },
          { slot: 'income.interest', debitCents: 0, creditCents: 100_000 },
          { slot: 'iva.payable', debitCents: 0, creditCents: 16_000 },
          { slot: 'portfolio.current', debitCents: 0, creditCents: 50_000 },
          { slot: 'income.lateInterest', debitCents: 0, creditCents: 0 },
        ],
      }),
    )
    expect(await linesOf(moto.entryId)).toEqual([
      { accountCode: '1101', debitCents: 166_000, creditCents: 0, slot: 'bank' },
      { accountCode: '1300.03', debitCents: 0, creditCents: 50_000, slot: 'portfolio.current' },
      { accountCode: '2302', debitCents: 0, creditCents: 16_000, slot: 'iva.payable' },
      { accountCode: '5101', debitCents: 0, creditCents: 100_000, slot: 'income.interest' },
    ])
  })

  it('the loan balance per slot sums its lines (debit − credit)', async () => {
    const loanId = 900_003
    await post(entry({ loanId }))
    await post(
      entry({
        loanId,
        kind: 'payment',
        businessDate: '2031-01-20',
        lines: [
          { slot: 'bank', debitCents: 300_000, creditCents: 0 },
          { slot: 'portfolio.current', debitCents: 0, creditCents: 300_000 },
        ],
      }),
    )
    const balances = await loanSlotBalances(t.database.db, loanId)
    // 10 000 000 lent − 300 000 repaid = 9 700 000 on the portfolio; the bank: −10 000 000 + 300 000.
    expect(balances['portfolio.current']).toBe(9_700_000)
    expect(balances.bank).toBe(-9_700_000)
    expect(balances['income.interest']).toBe(0)
  })
})

describe('a closed month takes no entry', () => {
  it('an event of a closed month is booked on the first day of the first open month; its value date kept', async () => {
    await t.database.db.insert(accountingPeriods).values([
      { period: '2032-03', status: 'closed', closedAt: new Date() },
      { period: '2032-04', status: 'closed', closedAt: new Date() },
    ])
    const late = await post(entry({ businessDate: '2032-03-17', loanId: 900_004 }))
    expect(late.businessDate).toBe('2032-05-01')
    const [row] = await t.database.db.select().from(journalEntries).where(eq(journalEntries.id, late.entryId))
    expect(row).toMatchObject({ businessDate: '2032-05-01', valueDate: '2032-03-17', period: '2032-05' })
    const onTime = await post(entry({ businessDate: '2032-02-29', loanId: 900_004 }))
    expect(onTime.businessDate).toBe('2032-02-29')
  })
})

describe('a counter-entry', () => {
  it('swaps every line exactly, names the entry it reverses, and is posted once', async () => {
    const original = await post(
      entry({
        loanId: 900_005,
        kind: 'payment',
        businessDate: '2031-02-03',
        lines: [
          { slot: 'bank', debitCents: 58_000, creditCents: 0 },
          { slot: 'income.interest', debitCents: 0, creditCents: 50_000 },
          { slot: 'iva.payable', debitCents: 0, creditCents: 8_000 },
        ],
      }),
    )
    const reversal = await t.database.db.transaction((tx) =>
      reverseJournalEntry(tx, original.entryId, {
        businessDate: '2031-02-05',
        createdBy: null,
        memo: 'Reverso del pago',
        kind: 'payment_reversal',
      }),
    )
    const swapped = (await linesOf(original.entryId)).map((line) => ({
      ...line,
      debitCents: line.creditCents,
      creditCents: line.debitCents,
    }))
    expect(await linesOf(reversal.entryId)).toEqual(
      expect.arrayContaining(swapped.map((line) => expect.objectContaining(line))),
    )
    expect((await linesOf(reversal.entryId)).length).toBe(3)
    const [row] = await t.database.db
      .select()
      .from(journalEntries)
      .where(eq(journalEntries.id, reversal.entryId))
    expect(row).toMatchObject({
      reversesEntryId: original.entryId,
      kind: 'payment_reversal',
      loanId: 900_005,
    })
    expect(Object.values(await loanSlotBalances(t.database.db, 900_005)).every((value) => value === 0)).toBe(
      true,
    )
    await expect(
      t.database.db.transaction((tx) =>
        reverseJournalEntry(tx, original.entryId, {
          businessDate: '2031-02-06',
          createdBy: null,
          memo: 'otra vez',
        }),
      ),
    ).rejects.toMatchObject({ code: 'entry_already_reversed' })
  })

  it('entries are immutable: the database refuses UPDATE and DELETE', async () => {
    const posted = await post(entry({ loanId: 900_006 }))
    await expect(
      t.database.db
        .update(journalEntries)
        .set({ memo: 'changed' })
        .where(eq(journalEntries.id, posted.entryId)),
    ).rejects.toThrow()
    await expect(
      t.database.db.delete(journalLines).where(eq(journalLines.entryId, posted.entryId)),
    ).rejects.toThrow()
  })
})

/** The trial balance summed from the journal's lines themselves, the slow way the day balances replace. */
async function trialBalanceFromLines(asOf: string) {
  const result = (await t.database.db.execute(sql`
    select l.account_code as code, sum(l.debit_cents)::bigint as debit, sum(l.credit_cents)::bigint as credit
    from journal_lines l join journal_entries e on e.id = l.entry_id
    where e.business_date <= ${asOf} group by l.account_code`)) as unknown as {
    rows: Array<{ code: string; debit: string | number; credit: string | number }>
  }
  return new Map(
    result.rows.map((row) => [row.code, { debit: Number(row.debit), credit: Number(row.credit) }]),
  )
}

describe('day balances equal the lines', () => {
  const slots: PostingSlot[] = ['bank', 'portfolio.current', 'income.interest', 'iva.payable', 'income.fees']
  const amount = fc.integer({ min: 1, max: 5_000_000 })
  /** A balanced entry by construction: debits on random slots, their total credited split over random slots. */
  const randomEntry = fc
    .record({
      day: fc.integer({ min: 1, max: 90 }),
      product: fc.constantFrom<CreditProduct>(...creditProducts),
      debits: fc.array(fc.record({ slot: fc.constantFrom(...slots), cents: amount }), {
        minLength: 1,
        maxLength: 3,
      }),
      creditSlots: fc.array(fc.constantFrom(...slots), { minLength: 1, maxLength: 3 }),
    })
    .map(({ day, product, debits, creditSlots }) => {
      const totalCents = debits.reduce((sum, line) => sum + line.cents, 0)
      const share = Math.floor(totalCents / creditSlots.length)
      const credits = creditSlots.map((slot, index) => ({
        slot,
        debitCents: 0,
        creditCents: index === 0 ? totalCents - share * (creditSlots.length - 1) : share,
      }))
      const date = new Date(Date.UTC(2033, 0, day)).toISOString().slice(0, 10)
      return entry({
        businessDate: date,
        product,
        loanId: 900_100 + day,
        lines: [
          ...debits.map((line) => ({ slot: line.slot, debitCents: line.cents, creditCents: 0 })),
          ...credits,
        ],
      })
    })

  it('random entries on random days: the trial balance from day balances = from lines, debits = credits', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(randomEntry, { minLength: 1, maxLength: 6 }),
        fc.integer({ min: 0, max: 95 }),
        async (entries, asOfDay) => {
          for (const input of entries) await post(input)
          const asOf = new Date(Date.UTC(2033, 0, asOfDay)).toISOString().slice(0, 10)
          const fromDays = await trialBalance(t.database.db, asOf)
          const fromLines = await trialBalanceFromLines(asOf)
          expect(fromDays.totals.debitCents).toBe(fromDays.totals.creditCents)
          for (const account of fromDays.accounts) {
            const lines = fromLines.get(account.code) ?? { debit: 0, credit: 0 }
            expect({ code: account.code, debit: account.debitCents, credit: account.creditCents }).toEqual({
              code: account.code,
              ...lines,
            })
          }
        },
      ),
      { numRuns: 20, seed: 34 },
    )
    const days = await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(accountDayBalances)
      .where(and(eq(accountDayBalances.accountCode, '1101')))
    expect(days[0]!.n).toBeGreaterThan(0)
  }, 120_000)
})
