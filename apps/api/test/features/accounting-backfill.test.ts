import { and, asc, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { auditEvents, journalEntries, journalLines, loanPayments, loans } from '../../src/db/schema'
import { loanSlotBalances } from '../../src/features/accounting'
import { backfillLoanJournals } from '../../src/features/loan-servicing'
import { demoTokens } from '../helpers/demo-sign-in'
import { exampleLoan } from '../helpers/example-loans'
import { useTestApp } from '../helpers/use-test-app'

/*
 * Loans booked before the journal (issue 34, docs/accounting.md "Loans booked before the journal"): opened with
 * no disbursement entry and paid with no payment entry, as a database upgraded from before migration 0019 holds
 * them. The docs' loan: 12 000.00 at 36 % over 12 months, disbursed 2026-01-15, first due 2026-02-15 (31 days),
 * no opening fee; installment 1: interest 1 200 000 × 0.36 × 31 / 360 = 37 200, IVA 5 952, principal 83 355
 * (126 507 with IVA). Its back-filled books:
 *   disbursement 2026-01-15: Dr portfolio.current 1 200 000 / Cr bank 1 200 000 (no fee deducted);
 *   payment 2026-02-15 of 126 507: Dr bank 126 507 / Cr interest.receivable 37 200, Cr iva.payable 5 952,
 *     Cr portfolio.current 83 355 (docs Example 1);
 *   a payment of 50 000 on 2026-03-02 reversed since: nothing (the payment and its counter net to zero).
 * A second loan, the same terms, in non-accrual since 2026-04-20 with installment 1 paid: reclassified that day,
 *   Dr portfolio.pastDue / Cr portfolio.current 1 200 000 − 83 355 = 1 116 645.
 */
const t = useTestApp()
let admin = ''
const terms = {
  principalCents: 1_200_000,
  annualRateBps: 3_600,
  termMonths: 12,
  disbursedOn: '2026-01-15',
  firstDueDate: '2026-02-15',
}
let current = 0
let nonAccrual = 0

const loanIdOf = async (applicationId: number) =>
  (await t.database.db.select({ id: loans.id }).from(loans).where(eq(loans.applicationId, applicationId)))[0]!
    .id
const pay = (loanId: number, paidOn: string, amountCents: number, reversed = false) =>
  t.database.db
    .insert(loanPayments)
    .values({
      loanId,
      paidOn,
      amountCents,
      method: 'spei',
      ...(reversed ? { reversedAt: new Date(), reversalReason: 'duplicado' } : {}),
    })
    .returning({ id: loanPayments.id })
const entryCount = async () =>
  (await t.database.db.select({ n: sql<number>`count(*)::int` }).from(journalEntries))[0]!.n
const entriesOf = (loanId: number) =>
  t.database.db
    .select({
      kind: journalEntries.kind,
      businessDate: journalEntries.businessDate,
      slot: journalLines.slot,
      debitCents: journalLines.debitCents,
      creditCents: journalLines.creditCents,
    })
    .from(journalEntries)
    .innerJoin(journalLines, eq(journalLines.entryId, journalEntries.id))
    .where(eq(journalEntries.loanId, loanId))
    .orderBy(asc(journalEntries.id), asc(journalLines.slot))
const differences = async (asOf?: string) => {
  const url = `/api/v1/accounting/reconciliation${asOf ? `?asOf=${asOf}` : ''}`
  const answer = await t.as(admin, { method: 'GET', url })
  expect(answer.statusCode, answer.body).toBe(200)
  return (answer.json().accounts as Array<{ slot: string; differenceCents: number }>).filter(
    (account) => account.differenceCents !== 0,
  )
}

beforeAll(async () => {
  ;[admin] = await demoTokens(t, ['admin'] as const)
  // No `journal`: opened as before the journal existed, with no disbursement entry.
  current = await loanIdOf((await exampleLoan(t, terms)).applicationId)
  nonAccrual = await loanIdOf((await exampleLoan(t, terms)).applicationId)
  await pay(current, '2026-02-15', 126_507)
  await pay(current, '2026-03-02', 50_000, true)
  await pay(nonAccrual, '2026-02-15', 126_507)
  await t.database.db
    .update(loans)
    .set({ accrualStatus: 'non_accrual', nonAccrualSince: '2026-04-20' })
    .where(eq(loans.id, nonAccrual))
}, 240_000)

describe('the back-fill of loans booked before the journal', () => {
  it('before it, the loans hold no entry and the portfolio does not reconcile', async () => {
    expect(await entriesOf(current)).toEqual([])
    expect((await differences()).map((row) => row.slot)).toContain('portfolio.current')
  })

  it('posts each loan’s history through the journal door: the reconciliation is zero', async () => {
    expect(await backfillLoanJournals(t.database.db)).toBe(2)
    const lines = await entriesOf(current)
    expect(lines.filter((line) => line.kind === 'disbursement')).toEqual([
      {
        kind: 'disbursement',
        businessDate: '2026-01-15',
        slot: 'bank',
        debitCents: 0,
        creditCents: 1_200_000,
      },
      {
        kind: 'disbursement',
        businessDate: '2026-01-15',
        slot: 'portfolio.current',
        debitCents: 1_200_000,
        creditCents: 0,
      },
    ])
    // docs Example 1, and nothing for the reversed payment.
    const payments = lines.filter((line) => line.kind === 'payment')
    expect(
      payments.map(({ businessDate, slot, debitCents, creditCents }) => ({
        businessDate,
        slot,
        debitCents,
        creditCents,
      })),
    ).toEqual([
      { businessDate: '2026-02-15', slot: 'bank', debitCents: 126_507, creditCents: 0 },
      { businessDate: '2026-02-15', slot: 'interest.receivable', debitCents: 0, creditCents: 37_200 },
      { businessDate: '2026-02-15', slot: 'iva.payable', debitCents: 0, creditCents: 5_952 },
      { businessDate: '2026-02-15', slot: 'portfolio.current', debitCents: 0, creditCents: 83_355 },
    ])
    expect((await loanSlotBalances(t.database.db, current))['portfolio.current']).toBe(1_116_645)
    // The non-accrual loan: reclassified on the day it entered non-accrual, 1 200 000 − 83 355 = 1 116 645.
    const moved = (await entriesOf(nonAccrual)).filter((line) => line.kind === 'reclassification')
    expect(moved).toEqual([
      {
        kind: 'reclassification',
        businessDate: '2026-04-20',
        slot: 'portfolio.current',
        debitCents: 0,
        creditCents: 1_116_645,
      },
      {
        kind: 'reclassification',
        businessDate: '2026-04-20',
        slot: 'portfolio.pastDue',
        debitCents: 1_116_645,
        creditCents: 0,
      },
    ])
    const books = await loanSlotBalances(t.database.db, nonAccrual)
    expect([books['portfolio.current'], books['portfolio.pastDue']]).toEqual([0, 1_116_645])
    expect(await differences()).toEqual([])
    // Closed at every month end, as the end of day would have: past months reconcile too.
    expect(await differences('2026-03-31')).toEqual([])
    expect(await differences('2026-04-30')).toEqual([])
  })

  it('is recorded once per loan and posts nothing the second time', async () => {
    const before = await entryCount()
    expect(await backfillLoanJournals(t.database.db)).toBe(0)
    expect(await entryCount()).toBe(before)
    const recorded = await t.database.db
      .select({ entityId: auditEvents.entityId, data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'loan.books_backfilled')))
      .orderBy(asc(auditEvents.id))
    expect(recorded.map((row) => row.entityId)).toEqual([String(current), String(nonAccrual)])
    const entries = (await entriesOf(current)).length
    expect(entries).toBeGreaterThan(0)
  })

  it('two back-fills at once post each loan once', async () => {
    const third = await loanIdOf((await exampleLoan(t, terms)).applicationId)
    await pay(third, '2026-02-15', 126_507)
    const counts = await Promise.all([
      backfillLoanJournals(t.database.db),
      backfillLoanJournals(t.database.db),
    ])
    expect(counts.sort()).toEqual([0, 1])
    expect((await entriesOf(third)).filter((line) => line.kind === 'disbursement')).toHaveLength(2)
    expect(await differences()).toEqual([])
  })

  it('with the demo history, the books reconcile at every past month end and on the business date', async () => {
    // The demo seed posts each loan's history (its non-accrual loans moved past due after their payments).
    const kinds = await t.database.db
      .selectDistinct({ kind: journalEntries.kind })
      .from(journalEntries)
      .where(sql`${journalEntries.loanId} is not null`)
    expect(kinds.map((row) => row.kind)).toEqual(
      expect.arrayContaining([
        'disbursement',
        'payment',
        'interest_accrual',
        'provision',
        'reclassification',
      ]),
    )
    const today = (await t.as(admin, { method: 'GET', url: '/api/v1/business-date' })).json().date as string
    for (let back = 1; back <= 8; back += 1) {
      const first = new Date(`${today.slice(0, 7)}-01T00:00:00Z`)
      first.setUTCMonth(first.getUTCMonth() - back + 1)
      first.setUTCDate(0)
      const monthEnd = first.toISOString().slice(0, 10)
      expect({ monthEnd, differences: await differences(monthEnd) }).toEqual({ monthEnd, differences: [] })
    }
    expect(await differences()).toEqual([])
  })
})
