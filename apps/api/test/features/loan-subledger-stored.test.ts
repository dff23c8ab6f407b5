import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { pinBusinessDate } from '../../src/features/business-date'
import { loanSubledgerTotals } from '../../src/features/loan-servicing/loan-subledger'
import { demoTokens } from '../helpers/demo-sign-in'
import { exampleLoan } from '../helpers/example-loans'
import { loanBase } from '../helpers/loan-session'
import {
  bothWaysBetween,
  loanIdOf,
  setDelinquency,
  settledFigures,
  storedCount,
  storedFigures,
} from '../helpers/loan-subledger'
import { statementsOf } from '../helpers/statement-log'
import { useTestApp } from '../helpers/use-test-app'

/*
 * Issue 34: a closed day's loans sub-ledger is the sum of the figures the end of day stored, and a row that no
 * longer tells the truth is forgotten by the event that changed it (docs/accounting.md "The loans' sub-ledger").
 * On the demo seed's portfolio caught up from 2031-01-15 by the closes, plus three loans:
 * - L1, the docs' loan: 12 000.00 at 36 % over 12 months, disbursed 2031-01-15, first due 2031-02-15 (31 days),
 *   last 2032-01-15 (365 days); fee 36 000 deferred. Installment 1: interest 37 200, IVA 5 952, principal 83 355.
 *   At the close of 2031-01-22 (7 days): interest 37 200 × 7 / 31 = 8 400; fee recognised 36 000 × 7 / 365 =
 *   690.41 → 690, deferred 35 310.
 * - L2, the same customer's: 1 000.00 at 0 % over 2 months from 2031-01-15, due 02-01 and 03-01 (500.00 each),
 *   a late-payment fee of 200.00 (IVA 32.00).
 * - L3 and L4: 1 000.00 at 36 % weekly over 12 payments from 2031-01-15, first due 2031-01-22; with the
 *   products' non-accrual from 1 day past due and back after 1 installment paid, both unpaid enter it on 01-23.
 */
const t = useTestApp()
let admin = ''
let admin2 = ''
type Loan = { origin: string; applicationId: number; folio: number }
let l1: Loan
let l2: Loan
let l3: Loan
let l4: Loan
const CURP = 'GOMC800101HDFRRR09'

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
const differences = async (asOf: string) => {
  const body = (await call(admin, 'GET', `/api/v1/accounting/reconciliation?asOf=${asOf}`)).json()
  return Object.fromEntries(
    (body.accounts as Array<{ slot: string; differenceCents: number }>)
      .filter((account) => account.differenceCents !== 0)
      .map((account) => [account.slot, account.differenceCents]),
  )
}
const weekly = (disbursedOn = '2031-01-15', firstDueDate = '2031-01-22') =>
  exampleLoan(t, {
    principalCents: 100_000,
    annualRateBps: 3_600,
    termMonths: 3,
    disbursedOn,
    firstDueDate,
    product: { periodicity: 'weekly', termPeriods: 12 },
    journal: { product: 'auto', openingFeeCents: 0, openingFeeIvaCents: 0, createdBy: null },
  })

beforeAll(async () => {
  ;[admin, admin2] = await demoTokens(t, ['admin', 'admin2'] as const)
  await pinBusinessDate(t.database.db, '2031-01-15')
  l1 = await exampleLoan(t, {
    principalCents: 1_200_000,
    annualRateBps: 3_600,
    termMonths: 12,
    disbursedOn: '2031-01-15',
    firstDueDate: '2031-02-15',
    journal: { product: 'auto', openingFeeCents: 36_000, openingFeeIvaCents: 5_760, createdBy: null },
    curp: CURP,
  })
  l2 = await exampleLoan(t, {
    principalCents: 100_000,
    annualRateBps: 0,
    termMonths: 2,
    disbursedOn: '2031-01-15',
    firstDueDate: '2031-02-01',
    latePaymentFeeCents: 20_000,
    journal: { product: 'auto', openingFeeCents: 0, openingFeeIvaCents: 0, createdBy: null },
    curp: CURP,
  })
  l3 = await weekly()
  l4 = await weekly()
  await setDelinquency(t, { nonAccrualDays: 1, sustainedPayments: 1 })
  await advance('2031-01-23')
}, 240_000)

describe('the end of day stores each loan’s part of the books', () => {
  it('the docs’ loan at the close of 2031-01-22: its principal, interest earned, no credit, the fee deferred', async () => {
    expect(await storedFigures(t, await loanIdOf(t, l1.applicationId), '2031-01-22')).toEqual({
      principalCents: 1_200_000,
      pastDue: false,
      interestReceivableCents: 8_400,
      creditBalanceCents: 0,
      openingFeeDeferredCents: 35_310,
    })
  })

  it('a closed day sums them: the same totals as the replay of every loan, each day', async () => {
    expect(await storedCount(t, '2031-01-22')).toBeGreaterThan(40)
    await bothWaysBetween(t, '2031-01-15', '2031-01-22')
    expect(await differences('2031-01-22')).toEqual({})
  })

  it('in a few statements, however many loans have figures: one for the stored ones', async () => {
    const countOn = async (day: string) => {
      const statements = await statementsOf(t.database.db, () => loanSubledgerTotals(t.database.db, day))
      // One sums the stored figures; none is replayed (the demo's paid-off loans have had their settled
      // figures since the first close: loan-subledger-settled.test.ts).
      expect(statements.filter((statement) => statement.includes('"loan_day_figures"'))).toHaveLength(1)
      expect(statements.filter((statement) => statement.includes('"loan_installments"'))).toHaveLength(0)
      return statements.length
    }
    const before = await countOn('2031-01-22')
    expect(before).toBeLessThanOrEqual(9)
    // Three more loans, opened on 2031-01-23, with figures of their own from that day on: the same statements.
    for (let n = 0; n < 3; n += 1) await weekly('2031-01-23', '2031-01-30')
    await advance('2031-01-24')
    expect(await storedCount(t, '2031-01-23')).toBe((await storedCount(t, '2031-01-22')) + 3)
    expect(await countOn('2031-01-23')).toBe(before)
  })
})

describe('an event after the close forgets the figures it changes; both ways still agree', () => {
  it('a back-dated payment: from its value date; the reconciliation shows the payment the books date today', async () => {
    const loanId = await loanIdOf(t, l1.applicationId)
    // Installment 1 paid ahead on 2031-01-20 (126 507): principal 1 200 000 − 83 355 = 1 116 645; interest earned
    // by then 37 200 × 5 / 31 = 6 000, less 37 200 paid: −31 200.
    await pay(l1, 126_507, '2031-01-20')
    expect(await storedFigures(t, loanId, '2031-01-19')).not.toBeNull()
    for (const day of ['2031-01-20', '2031-01-21', '2031-01-22', '2031-01-23'])
      expect(await storedFigures(t, loanId, day)).toBeNull()
    await bothWaysBetween(t, '2031-01-19', '2031-01-23')
    // The journal books the payment on the business date (2031-01-24): as of 01-20 the books still hold the
    // 83 355 of principal and the 6 000 accrued, the sub-ledger what the ledger says now.
    expect(await differences('2031-01-20')).toEqual({
      'portfolio.current': 83_355,
      'interest.receivable': 6_000 - -31_200,
    })
  })

  it('its reversal: both ways agree again, and nothing is left to reconcile', async () => {
    const loan = await detail(l1)
    const reversed = await call(admin2, 'POST', `${loanBase(l1)}/payments/${loan.payments[0].id}/reversal`, {
      reason: 'Pago capturado en el crédito equivocado',
      version: loan.version,
    })
    expect(reversed.statusCode, reversed.body).toBe(200)
    await bothWaysBetween(t, '2031-01-19', '2031-01-23')
    expect(await differences('2031-01-20')).toEqual({})
  })

  it('non-accrual: the days in it keep the past-due portfolio after a cure paid back to a closed day', async () => {
    await advance('2031-01-30')
    const loanId = await loanIdOf(t, l3.applicationId)
    // Entered on 2031-01-23 (1 day past due): the close of 01-25 stored its principal in portfolio.pastDue.
    expect(await storedFigures(t, loanId, '2031-01-25')).toMatchObject({
      principalCents: 100_000,
      pastDue: true,
    })
    const before = await detail(l3)
    expect(before.delinquency).toMatchObject({ accrualStatus: 'non_accrual', nonAccrualSince: '2031-01-23' })
    // Installments 1 and 2 (due 01-22 and 01-29) and the late interest paid on 01-29, registered on 01-30.
    const owed = before.schedule
      .filter((row: { dueDate: string }) => row.dueDate <= '2031-01-29')
      .reduce((total: number, row: { totalCents: number }) => total + row.totalCents, 0)
    const after = await pay(l3, owed + before.summary.lateInterestCents, '2031-01-29')
    expect(after.delinquency).toMatchObject({ accrualStatus: 'accruing' })
    expect(await storedFigures(t, loanId, '2031-01-28')).toMatchObject({ pastDue: true })
    expect(await storedFigures(t, loanId, '2031-01-29')).toBeNull()
    await bothWaysBetween(t, '2031-01-22', '2031-01-29')
    // The books held it past due on those days too (the cure is booked on 01-30): nothing to reconcile on 01-25.
    expect(await differences('2031-01-25')).toEqual({})
  })

  it('a write-off: from its day; the loan’s settled figures from then on (the close skips it)', async () => {
    const asked = await call(admin, 'POST', `${loanBase(l4)}/write-off`, {
      reason: 'Incobrable: el cliente no localizable',
      version: (await detail(l4)).version,
    })
    expect(asked.statusCode, asked.body).toBe(202)
    await approve(admin2, asked.json().id)
    await advance('2031-01-31')
    const loanId = await loanIdOf(t, l4.applicationId)
    expect(await storedFigures(t, loanId, '2031-01-30')).toBeNull()
    expect(await settledFigures(t, loanId)).toMatchObject({ fromDay: '2031-01-30', principalCents: 0 })
    await bothWaysBetween(t, '2031-01-22', '2031-01-30')
  })
})

describe('payoff, credit and a schedule version after the close', () => {
  it('a payoff back-dated by its last payment, a refund dated before it, the credit applied and reversed', async () => {
    await advance('2031-02-03')
    const loanId = await loanIdOf(t, l2.applicationId)
    // Installment 1 missed on 02-01: the fee 200.00 + 32.00 on 02-02. On 02-03, 732.00 pays the fee and
    // installment 1; 500.00 dated 01-31 then pays installment 1 ahead: no fee at all, the 732.00 pays
    // installment 2 and leaves 232.00 over. Paid off on 02-03 with a credit balance of 232.00.
    await pay(l2, 73_200, '2031-02-03')
    const paidOff = await pay(l2, 50_000, '2031-01-31')
    expect(paidOff).toMatchObject({ status: 'paid_off', creditBalanceCents: 23_200 })
    expect(await storedFigures(t, loanId, '2031-01-30')).not.toBeNull()
    expect(await storedFigures(t, loanId, '2031-01-31')).toBeNull()
    await bothWaysBetween(t, '2031-01-29', '2031-02-02')
    // 100.00 refunded, dated 01-25 (the window allows it): forgotten from then on; 132.00 left.
    const refund = await call(admin, 'POST', `${loanBase(l2)}/credit/refund`, {
      amountCents: 10_000,
      paidOn: '2031-01-25',
      reference: 'MESA2031012500001',
      version: (await detail(l2)).version,
    })
    expect(refund.statusCode, refund.body).toBe(202)
    await approve(admin2, refund.json().id)
    expect((await detail(l2)).creditBalanceCents).toBe(13_200)
    expect(await storedFigures(t, loanId, '2031-01-24')).not.toBeNull()
    expect(await storedFigures(t, loanId, '2031-01-25')).toBeNull()
    await bothWaysBetween(t, '2031-01-22', '2031-02-02')
    // The rest applied to L1 (a payment there today), then that payment reversed: the credit is back on L2.
    const applied = await call(admin, 'POST', `${loanBase(l2)}/credit/apply`, {
      amountCents: 13_200,
      targetApplicationId: l1.applicationId,
      version: (await detail(l2)).version,
    })
    expect(applied.statusCode, applied.body).toBe(200)
    const target = await detail(l1)
    const payment = target.payments.find((row: { method: string }) => row.method === 'credit_balance')
    const reversed = await call(admin2, 'POST', `${loanBase(l1)}/payments/${payment.id}/reversal`, {
      reason: 'Saldo aplicado al crédito equivocado',
      version: target.version,
    })
    expect(reversed.statusCode, reversed.body).toBe(200)
    expect((await detail(l2)).creditBalanceCents).toBe(13_200)
    await advance('2031-02-04')
    await bothWaysBetween(t, '2031-01-22', '2031-02-03')
  })

  it('a restructure effective on a closed day: forgotten from its effective date', async () => {
    const loanId = await loanIdOf(t, l1.applicationId)
    const asked = await call(admin2, 'POST', `${loanBase(l1)}/versions`, {
      kind: 'restructure',
      effectiveOn: '2031-01-27',
      annualRateBps: 1_800,
      termPeriods: 12,
      capitaliseArrears: false,
      reason: 'Reducción de ingresos del cliente',
      version: (await detail(l1)).version,
    })
    expect(asked.statusCode, asked.body).toBe(202)
    await approve(admin, asked.json().id)
    expect(await storedFigures(t, loanId, '2031-01-26')).not.toBeNull()
    expect(await storedFigures(t, loanId, '2031-01-27')).toBeNull()
    await bothWaysBetween(t, '2031-01-15', '2031-02-03')
  })

  it('the reconciliation computes its kept sum again after another process approves a schedule version', async () => {
    const reconcile = async () => {
      const answer = await call(admin, 'GET', '/api/v1/accounting/reconciliation?asOf=2031-02-03')
      expect(answer.statusCode, answer.body).toBe(200)
    }
    const onFigures = (statements: string[]) =>
      statements.filter((statement) => statement.includes('"loan_day_figures"')).length
    await reconcile()
    // Asked again with nothing changed: the sum this process kept answers (no read of the figures).
    expect(onFigures(await statementsOf(t.database.db, reconcile))).toBe(0)
    // Another process's restructure posts no journal entry and bumps none of this process's counters: its
    // row, seen here as the newest version's row under a new id (the same content, so the same ledger).
    await t.database.db.execute(
      sql`update loan_schedule_versions set id = id + 1000 where id = (select max(id) from loan_schedule_versions)`,
    )
    expect(onFigures(await statementsOf(t.database.db, reconcile))).toBe(1)
  })
})
