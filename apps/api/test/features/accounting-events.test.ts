import { and, eq, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { journalEntries, loans } from '../../src/db/schema'
import { loanSlotBalances } from '../../src/features/accounting'
import { pinBusinessDate } from '../../src/features/business-date'
import { demoTokens } from '../helpers/demo-sign-in'
import { exampleLoan } from '../helpers/example-loans'
import { loanBase } from '../helpers/loan-session'
import { statementsOf } from '../helpers/statement-log'
import { useTestApp } from '../helpers/use-test-app'

/*
 * The money events' entries through the API (issue 34, docs/accounting.md "Money events"), on the docs' loan:
 * 12 000.00 at 36 % over 12 months, disbursed 2031-01-15, first due 2031-02-15 (31 days), last due 2032-01-15
 * (365 days later); installment 1: interest 1 200 000 × 0.36 × 31 / 360 = 37 200, IVA 5 952, principal 83 355
 * (126 507 with IVA). Opening fee 3 %: 36 000 and its IVA 5 760, deducted: the bank paid out 1 158 240.
 * Dates from 2031 on, so the seeded loans (years before) are only caught up by the end of day.
 */
const t = useTestApp()
let admin = ''
let admin2 = ''
let loan: { origin: string; applicationId: number; folio: number }
let loanId = 0

const advance = (to: string) => t.as(admin, { method: 'POST', url: '/api/v1/business-date', payload: { to } })
const books = () => loanSlotBalances(t.database.db, loanId)
const entriesOf = (kind: string) =>
  t.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(journalEntries)
    .where(and(eq(journalEntries.loanId, loanId), sql`${journalEntries.kind} = ${kind}`))
    .then(([row]) => row!.n)
const version = async () =>
  (await t.as(admin, { method: 'GET', url: loanBase(loan) })).json().version as number
/** Only the slots that moved (loanSlotBalances answers every slot). */
const moved = (balances: Record<string, number>) =>
  Object.fromEntries(Object.entries(balances).filter(([, cents]) => cents !== 0))

beforeAll(async () => {
  ;[admin, admin2] = await demoTokens(t, ['admin', 'admin2'] as const)
  await pinBusinessDate(t.database.db, '2031-01-15')
  loan = await exampleLoan(t, {
    principalCents: 1_200_000,
    annualRateBps: 3_600,
    termMonths: 12,
    disbursedOn: '2031-01-15',
    firstDueDate: '2031-02-15',
    journal: { product: 'auto', openingFeeCents: 36_000, openingFeeIvaCents: 5_760, createdBy: null },
  })
  const [row] = await t.database.db
    .select({ id: loans.id })
    .from(loans)
    .where(eq(loans.applicationId, loan.applicationId))
  loanId = row!.id
}, 240_000)

describe('the disbursement and the end of day', () => {
  it('the loan opens with its disbursement entry', async () => {
    expect(moved(await books())).toEqual({
      bank: -1_158_240,
      'portfolio.current': 1_200_000,
      'openingFee.deferred': -36_000,
      'iva.payable': -5_760,
    })
  })

  it('each close accrues the interest earned to the day and recognises the fee by the straight line', async () => {
    const answer = await advance('2031-01-31')
    expect(answer.statusCode, answer.body).toBe(200)
    // Closed through 2031-01-30: 15 of 31 days, 37 200 × 15 / 31 = 18 000; the fee 36 000 × 15 / 365
    // = 1 479.45 → 1 479, deferred 36 000 − 1 479 = 34 521.
    expect(moved(await books())).toEqual({
      bank: -1_158_240,
      'portfolio.current': 1_200_000,
      'interest.receivable': 18_000,
      'openingFee.deferred': -34_521,
      'iva.payable': -5_760,
      'income.interest': -18_000,
      'income.openingFee': -1_479,
    })
    // One accrual a day with something to accrue: 2031-01-16 … 01-30 (the disbursement day earns nothing).
    expect(await entriesOf('interest_accrual')).toBe(15)
  })
})

describe('a payment', () => {
  it('posts one balanced entry in its transaction; a refused one posts nothing', async () => {
    await advance('2031-02-15')
    // Closed through 2031-02-14: 30 of 31 days, 37 200 × 30 / 31 = 36 000 accrued.
    expect((await books())['interest.receivable']).toBe(36_000)
    const before = await entriesOf('payment')
    const refused = await t.as(admin, {
      method: 'POST',
      url: `${loanBase(loan)}/payments`,
      payload: { amountCents: 99_999_999, paidOn: '2031-02-15', method: 'spei', version: await version() },
    })
    expect(refused.statusCode).toBe(400)
    expect(await entriesOf('payment')).toBe(before)
    const current = await version()
    let status = 0
    const statements = await statementsOf(t.database.db, async () => {
      const paid = await t.as(admin, {
        method: 'POST',
        url: `${loanBase(loan)}/payments`,
        payload: { amountCents: 126_507, paidOn: '2031-02-15', method: 'spei', version: current },
      })
      status = paid.statusCode
    })
    expect(status).toBe(201)
    expect(await entriesOf('payment')).toBe(before + 1)
    // The journal's statements in the payment: the periods' lock, the closed months, the insert; the product's
    // mappings come from the process's cache (read by the disbursement's entry), never again per payment.
    const journal = statements.filter((statement) =>
      /journal_entries|account_mappings|accounting_periods|pg_advisory_xact_lock_shared/.test(statement),
    )
    expect(journal).toHaveLength(3)
    expect(journal.filter((statement) => statement.includes('account_mappings'))).toEqual([])
    // Dr bank 126 507 / Cr receivable 37 200, IVA 5 952, portfolio 83 355. Receivable 36 000 − 37 200 = −1 200.
    expect(moved(await books())).toMatchObject({
      bank: -1_158_240 + 126_507,
      'portfolio.current': 1_200_000 - 83_355,
      'interest.receivable': -1_200,
      'iva.payable': -5_760 - 5_952,
    })
  })

  it('the close of its day accrues the period’s last day: the receivable is back to zero', async () => {
    await advance('2031-02-16')
    expect((await books())['interest.receivable']).toBe(0)
  })

  it('a reversal posts the counter-entry (the next close accrues the interest owed again)', async () => {
    const detail = (await t.as(admin, { method: 'GET', url: loanBase(loan) })).json()
    const paymentId = detail.payments[0].id as number
    const reversed = await t.as(admin2, {
      method: 'POST',
      url: `${loanBase(loan)}/payments/${paymentId}/reversal`,
      payload: { reason: 'Pago capturado en el crédito equivocado', version: detail.version },
    })
    expect(reversed.statusCode, reversed.body).toBe(200)
    expect(await entriesOf('payment_reversal')).toBe(1)
    // The counter-entry: the bank and the portfolio back where they were, the receivable 37 200 owed again.
    expect(moved(await books())).toMatchObject({
      bank: -1_158_240,
      'portfolio.current': 1_200_000,
      'interest.receivable': 37_200,
      'iva.payable': -5_760,
    })
  })
})

describe('the reconciliation', () => {
  it('is zero for every control account after the history', async () => {
    await advance('2031-03-02')
    const answer = await t.as(admin, {
      method: 'GET',
      url: '/api/v1/accounting/reconciliation?asOf=2031-03-01',
    })
    expect(answer.statusCode, answer.body).toBe(200)
    const accounts = answer.json().accounts as Array<{
      slot: string
      subledgerCents: number
      differenceCents: number
    }>
    // The loans' five control slots and the funding lines' (nothing drawn here). This loan is the current
    // portfolio (its payment reversed: 12 000.00); the seeded loans, unpaid since the seed's day, were
    // reclassified past due by the closes of 2031.
    expect(accounts.map((account) => account.slot).sort()).toEqual([
      'customer.creditBalance',
      'funding.liability',
      'interest.receivable',
      'openingFee.deferred',
      'portfolio.current',
      'portfolio.pastDue',
    ])
    const subledgerOf = (slot: string) => accounts.find((account) => account.slot === slot)!.subledgerCents
    expect(subledgerOf('portfolio.current')).toBe(1_200_000)
    expect(subledgerOf('portfolio.pastDue')).toBeGreaterThan(0)
    expect(accounts.filter((account) => account.differenceCents !== 0)).toEqual([])
  })
})
