import { beforeAll, describe, expect, it } from 'vitest'
import { dutyPolicies, loanPayments } from '../../src/db/schema'
import { pinBusinessDate } from '../../src/features/business-date'
import { loanSubledgerTotals } from '../../src/features/loan-servicing/loan-subledger'
import { demoTokens } from '../helpers/demo-sign-in'
import { exampleLoan } from '../helpers/example-loans'
import { loanBase } from '../helpers/loan-session'
import {
  bothWaysBetween,
  cloneSettledLoan,
  loanIdOf,
  setDelinquency,
  settledFigures,
} from '../helpers/loan-subledger'
import { statementsOf } from '../helpers/statement-log'
import { useTestApp } from '../helpers/use-test-app'

/*
 * Issue 34: a settled loan (paid off, written off) is never replayed by the reconciliation of a closed day: its
 * figures are recorded once from the day it settled, and the statement subtracts its credit movements by the
 * day (docs/accounting.md "Settled loans"). After each event the stored way equals the replay of every loan.
 * On the demo seed's portfolio from 2031-01-15, plus three loans of 1 000.00 at 0 % over 2 months, disbursed
 * 2031-01-15, due 02-01 and 03-01 (500.00 each), no opening fee:
 * - A with a late-payment fee of 200.00 (IVA 32.00): paid off on 02-03 with a credit balance of 232.00, then
 *   100.00 of it refunded, dated 02-06;
 * - B: paid off on 02-01, then that payment reversed (back to active);
 * - C: written off on 02-09, then a recovery dated 02-10 and its reversal;
 * - E: paid off by a payment of 02-12 that only the end of day replays.
 */
const t = useTestApp()
let admin = ''
let admin2 = ''
type Loan = { origin: string; applicationId: number; folio: number }
let a: Loan
let b: Loan
let c: Loan
let e: Loan

const call = (token: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.as(token, { method, url, ...(payload ? { payload } : {}) })
const detail = async (loan: Loan) => (await call(admin, 'GET', loanBase(loan))).json()
const advance = async (to: string) => {
  const answer = await call(admin, 'POST', '/api/v1/business-date', { to })
  expect(answer.statusCode, answer.body).toBe(200)
}
const pay = async (loan: Loan, amountCents: number, paidOn: string) => {
  const paid = await call(admin, 'POST', `${loanBase(loan)}/payments`, {
    amountCents,
    paidOn,
    method: 'spei',
    version: (await detail(loan)).version,
  })
  expect(paid.statusCode, paid.body).toBe(201)
  return paid.json()
}
const approve = async (token: string, id: number) => {
  const request = (await call(token, 'GET', `/api/v1/approvals/${id}`)).json()
  const answer = await call(token, 'POST', `/api/v1/approvals/${id}/approve`, { version: request.version })
  expect(answer.statusCode, answer.body).toBe(200)
}
const reverse = async (token: string, loan: Loan, paidOn: string) => {
  const before = await detail(loan)
  const payment = before.payments.find((row: { paidOn: string }) => row.paidOn === paidOn)
  return call(token, 'POST', `${loanBase(loan)}/payments/${payment.id}/reversal`, {
    reason: 'Pago capturado en el crédito equivocado',
    version: before.version,
  })
}
const twoMonths = (latePaymentFeeCents = 0) =>
  exampleLoan(t, {
    principalCents: 100_000,
    annualRateBps: 0,
    termMonths: 2,
    disbursedOn: '2031-01-15',
    firstDueDate: '2031-02-01',
    latePaymentFeeCents,
    journal: { product: 'auto', openingFeeCents: 0, openingFeeIvaCents: 0, createdBy: null },
  })
const totals = (day: string) => loanSubledgerTotals(t.database.db, day)
/** The statements of a closed day's sub-ledger, and how many batches of loans it replayed. */
const statementsOn = async (day: string) => {
  const statements = await statementsOf(t.database.db, () => loanSubledgerTotals(t.database.db, day))
  const replayed = statements.filter((statement) => statement.includes('"loan_installments"')).length
  return { count: statements.length, replayed }
}
const zero = { principalCents: 0, pastDue: false, interestCents: 0, feeCents: 0 }

beforeAll(async () => {
  ;[admin, admin2] = await demoTokens(t, ['admin', 'admin2'] as const)
  await pinBusinessDate(t.database.db, '2031-01-15')
  a = await twoMonths(20_000)
  b = await twoMonths()
  c = await twoMonths()
  e = await twoMonths()
  await advance('2031-02-03')
}, 240_000)

describe('a loan paid off: its figures once, never replayed again', () => {
  it('A paid off on 02-03 with 232.00 of credit: principal, interest and fee nothing, the credit unapplied', async () => {
    // The fee 200.00 + 32.00 on 02-02; 732.00 on 02-03 pays it and installment 1; 500.00 dated 01-31 then pays
    // installment 1 on time: no fee, the 732.00 pays installment 2 and leaves 232.00 over.
    await pay(a, 73_200, '2031-02-03')
    expect(await pay(a, 50_000, '2031-01-31')).toMatchObject({
      status: 'paid_off',
      creditBalanceCents: 23_200,
    })
    expect(await settledFigures(t, await loanIdOf(t, a.applicationId))).toEqual({
      ...zero,
      fromDay: '2031-02-03',
      unappliedCents: 23_200,
    })
    // B: 1 000.00 dated 02-01 pays installment 1 on its day and installment 2 ahead: paid off on 02-01.
    expect(await pay(b, 100_000, '2031-02-01')).toMatchObject({ status: 'paid_off', creditBalanceCents: 0 })
    expect(await settledFigures(t, await loanIdOf(t, b.applicationId))).toEqual({
      ...zero,
      fromDay: '2031-02-01',
      unappliedCents: 0,
    })
    await bothWaysBetween(t, '2031-01-29', '2031-02-02')
  })

  it('the closed days after: A and B from their figures, no loan replayed', async () => {
    await advance('2031-02-08')
    await bothWaysBetween(t, '2031-02-01', '2031-02-07')
    expect((await statementsOn('2031-02-05')).replayed).toBe(0)
  })

  it('a refund of A’s credit dated 02-06, after the payoff: its figures kept, the credit less the refund from 02-06', async () => {
    const loanId = await loanIdOf(t, a.applicationId)
    const [before05, before06] = [await totals('2031-02-05'), await totals('2031-02-06')]
    const refund = await call(admin, 'POST', `${loanBase(a)}/credit/refund`, {
      amountCents: 10_000,
      paidOn: '2031-02-06',
      reference: 'MESA2031020600001',
      version: (await detail(a)).version,
    })
    expect(refund.statusCode, refund.body).toBe(202)
    await approve(admin2, refund.json().id)
    expect((await detail(a)).creditBalanceCents).toBe(13_200)
    expect(await settledFigures(t, loanId)).toMatchObject({ fromDay: '2031-02-03', unappliedCents: 23_200 })
    // customer.creditBalance (a credit, negative): −23 200 on 02-05, −13 200 from 02-06.
    expect(await totals('2031-02-05')).toEqual(before05)
    expect(await totals('2031-02-06')).toEqual({
      ...before06,
      'customer.creditBalance': before06['customer.creditBalance'] + 10_000,
    })
    await bothWaysBetween(t, '2031-02-01', '2031-02-07')
    expect((await statementsOn('2031-02-06')).replayed).toBe(0)
  })

  it('B’s payoff reversed: back to active, its figures gone in the same transaction, replayed', async () => {
    const before = await totals('2031-02-05')
    const asked = await reverse(admin2, b, '2031-02-01')
    expect(asked.statusCode, asked.body).toBe(202)
    await approve(admin, asked.json().id)
    expect((await detail(b)).status).toBe('active')
    expect(await settledFigures(t, await loanIdOf(t, b.applicationId))).toBeNull()
    // B owes its 1 000.00 again on 02-05 (0 %: no interest; no fee), in the current portfolio.
    expect(await totals('2031-02-05')).toEqual({
      ...before,
      'portfolio.current': before['portfolio.current'] + 100_000,
    })
    await bothWaysBetween(t, '2031-01-31', '2031-02-07')
    expect((await statementsOn('2031-02-05')).replayed).toBe(1)
  })
})

describe('a loan written off: its figures from the write-off, and from its last recovery', () => {
  it('C written off on 02-09: nothing in the books but its credit, from that day', async () => {
    // Past due since 02-01: into non-accrual from 1 day past due, then written off.
    await setDelinquency(t, { nonAccrualDays: 1, sustainedPayments: 1 })
    await advance('2031-02-09')
    const asked = await call(admin, 'POST', `${loanBase(c)}/write-off`, {
      reason: 'Incobrable: el cliente no localizable',
      version: (await detail(c)).version,
    })
    expect(asked.statusCode, asked.body).toBe(202)
    await approve(admin2, asked.json().id)
    const loanId = await loanIdOf(t, c.applicationId)
    expect(await settledFigures(t, loanId)).toEqual({ ...zero, fromDay: '2031-02-09', unappliedCents: 0 })
    await advance('2031-02-11')
    await bothWaysBetween(t, '2031-02-05', '2031-02-10')
    expect((await statementsOn('2031-02-10')).replayed).toBe(0)
  })

  it('a recovery dated 02-10: its figures from 02-10 (02-09 replayed), then reversed: from 02-09 again', async () => {
    const loanId = await loanIdOf(t, c.applicationId)
    expect(await pay(c, 30_000, '2031-02-10')).toMatchObject({ status: 'written_off' })
    expect(await settledFigures(t, loanId)).toEqual({ ...zero, fromDay: '2031-02-10', unappliedCents: 0 })
    await bothWaysBetween(t, '2031-02-05', '2031-02-10')
    expect((await statementsOn('2031-02-09')).replayed).toBe(1)
    expect((await statementsOn('2031-02-10')).replayed).toBe(0)
    // Separation of duties aside (the two admins both acted on C; not what is tested here).
    await t.database.db.update(dutyPolicies).set({ enabled: false })
    const reversed = await reverse(admin2, c, '2031-02-10')
    expect(reversed.statusCode, reversed.body).toBe(200)
    expect(await settledFigures(t, loanId)).toEqual({ ...zero, fromDay: '2031-02-09', unappliedCents: 0 })
    await bothWaysBetween(t, '2031-02-05', '2031-02-10')
    expect((await statementsOn('2031-02-09')).replayed).toBe(0)
  })
})

describe('many settled loans', () => {
  it('100 loans paid off before their figures were recorded: replayed once, recorded by the end of day', async () => {
    const day = '2031-02-10'
    const before = await statementsOn(day)
    const totalsBefore = await totals(day)
    expect(await cloneSettledLoan(t, await loanIdOf(t, a.applicationId), 100)).toBe(100)
    // Found without figures: replayed, in one batch of the same statements.
    expect((await statementsOn(day)).replayed).toBe(1)
    await bothWaysBetween(t, '2031-02-03', day)
    // The end of day records them (its `loan-settlements` closer): the same statements as before them.
    await advance('2031-02-12')
    expect(await statementsOn(day)).toEqual(before)
    // Each holds A's 232.00 of credit (the copies have no refund): 100 × 23 200 more on the credit side.
    expect(await totals(day)).toEqual({
      ...totalsBefore,
      'customer.creditBalance': totalsBefore['customer.creditBalance'] - 2_320_000,
    })
    await bothWaysBetween(t, '2031-02-03', '2031-02-11')
  })
})

describe('the end of day that finds a loan paid off', () => {
  it('records its figures from that day, in the batch that marks it paid off', async () => {
    const loanId = await loanIdOf(t, e.applicationId)
    // A payment of today the loan's figures have not replayed yet (written straight in the table).
    await t.database.db
      .insert(loanPayments)
      .values({ loanId, amountCents: 100_000, paidOn: '2031-02-12', method: 'spei' })
    expect(await settledFigures(t, loanId)).toBeNull()
    await advance('2031-02-13')
    expect((await detail(e)).status).toBe('paid_off')
    expect(await settledFigures(t, loanId)).toEqual({ ...zero, fromDay: '2031-02-12', unappliedCents: 0 })
    // The close of 02-12 also wrote its row of the day (nothing owed): counted once.
    await bothWaysBetween(t, '2031-02-10', '2031-02-12')
  })
})
