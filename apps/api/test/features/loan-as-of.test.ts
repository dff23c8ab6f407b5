import { describe, expect, it, vi } from 'vitest'
import { exampleLoan } from '../helpers/example-loans'
import { loanBase, loanSession } from '../helpers/loan-session'
import { statementsOf } from '../helpers/statement-log'

/*
 * Issue 33: every loan read as of a date, past or future; payments' value dates within the policy's window;
 * one read of the loan per payment. "Today" is fixed at 1 Mar 2030 (Mexico City). Runs on PGlite, and on
 * PostgreSQL when TEST_DATABASE_URL names a server (the whole suite switches with it).
 *
 * The loan: 120 000.00 at 24 % a year over 12 months, disbursed 15 Jan 2030, first due 15 Feb 2030.
 *   Level payment: r = 2 % a month; 1.02^12 = 1.26824179, so P = 120 000.00 × 0.02 / (1 − 1/1.26824179)
 *   = 2 400.00 / 0.21150682 = 11 347.15.
 *   Installment 1 (31 days, actual/360): interest 120 000.00 × 24 % × 31 / 360 = 2 480.00, IVA 16 % 396.80,
 *   principal 11 347.15 − 2 480.00 = 8 867.15; it asks 11 347.15 + 396.80 = 11 743.95.
 *   Installment 2 (15 Mar): balance 120 000.00 − 8 867.15 = 111 132.85; interest × 2 % = 2 222.657 → 2 222.66,
 *   IVA 355.6256 → 355.63, principal 11 347.15 − 2 222.66 = 9 124.49; it asks 11 347.15 + 355.63 = 11 702.78.
 *   Late interest: overdue principal × days × 24 % × 1.5 / 360 = overdue principal × days × 0.001, plus IVA.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2030-03-01T18:00:00Z') })
const { session, as } = loanSession({ listActive: false })
type Loan = { origin: string; applicationId: number; folio: number }
let loan: Loan
const asOf = async (date: string) => as('admin', 'GET', `${loanBase(loan)}?asOf=${date}`)
const states = (detail: { schedule: Array<{ state: string }> }) =>
  detail.schedule.slice(0, 3).map((r) => r.state)

describe('a loan as of a date', () => {
  it('before the disbursement is a 400 naming asOf; absent, it is today', async () => {
    loan = await exampleLoan(session.t, {
      principalCents: 12_000_000,
      annualRateBps: 2_400,
      termMonths: 12,
      disbursedOn: '2030-01-15',
      firstDueDate: '2030-02-15',
    })
    const before = await asOf('2030-01-14')
    expect(before.statusCode).toBe(400)
    expect(Object.keys(before.json().errors)).toEqual(['asOf'])
    expect((await asOf('2030-02-31')).statusCode).toBe(400)
    expect((await as('admin', 'GET', loanBase(loan))).json().asOf).toBe('2030-03-01')
  })

  it('the day after the first due date, unpaid: 1 day past due, bucket 1–29, overdue the first installment', async () => {
    const detail = (await asOf('2030-02-16')).json()
    // Late interest of 1 day on 8 867.15: 8.86715 → 8.87, IVA 1.4192 → 1.42.
    // Overdue: 11 743.95 + 8.87 + 1.42 = 11 754.24. Balance: all the principal 120 000.00, the charges due
    // (2 480.00 + 396.80) and the late interest 10.29 = 122 887.09.
    expect(detail.asOf).toBe('2030-02-16')
    expect(detail.summary).toMatchObject({
      daysPastDue: 1,
      bucket: 'dpd_1_29',
      lateInterestCents: 1_029,
      overdueCents: 1_175_424,
      balanceCents: 12_288_709,
      nextDueDate: '2030-03-15',
      nextDueCents: 1_170_278,
    })
    expect(states(detail)).toEqual(['overdue', 'due', 'due'])
    // Its periods stop at the date: January and February.
    expect(detail.periods).toEqual(['2030-02', '2030-01'])
  })

  it('a future date, 31 days after the first due date: bucket 30–59 with the late interest to that day', async () => {
    const detail = (await asOf('2030-03-18')).json()
    // 15 Feb → 18 Mar is 31 days (February 2030 has 28); installment 2 is 3 days late too.
    // Late interest: (8 867.15 × 31 + 9 124.49 × 3) × 0.001 = (274 881.65 + 27 373.47) × 0.001 = 302.25512
    // → 302.26, IVA 48.3616 → 48.36. Overdue: 11 743.95 + 11 702.78 + 302.26 + 48.36 = 23 797.35.
    expect(detail.summary).toMatchObject({
      daysPastDue: 31,
      bucket: 'dpd_30_59',
      lateInterestCents: 30_226 + 4_836,
      overdueCents: 2_379_735,
    })
    expect(states(detail)).toEqual(['overdue', 'overdue', 'due'])
    // A future date adds no statement: the periods stop at today's month.
    expect(detail.periods[0]).toBe('2030-03')
  })

  it('the payoff takes asOf as well as on; before the disbursement it names the parameter given', async () => {
    const byOn = (await as('admin', 'GET', `${loanBase(loan)}/payoff?on=2030-02-16`)).json()
    const byAsOf = (await as('admin', 'GET', `${loanBase(loan)}/payoff?asOf=2030-02-16`)).json()
    expect(byAsOf).toEqual(byOn)
    // On 16 Feb: principal 120 000.00; installment 1's interest 2 480.00 and IVA 396.80 (due); installment 2's
    // interest to the day: 1 day of 28 (15 Feb → 15 Mar), 2 222.66 × 1 / 28 = 79.38, IVA 12.70 (12.7008);
    // late interest 8.87 + 1.42. Total 120 000.00 + 2 480.00 + 396.80 + 79.38 + 12.70 + 8.87 + 1.42 = 122 979.17.
    expect(byOn).toMatchObject({ on: '2030-02-16', lateInterestCents: 887, totalCents: 12_297_917 })
    const early = await as('admin', 'GET', `${loanBase(loan)}/payoff?asOf=2030-01-01`)
    expect(early.statusCode).toBe(400)
    expect(Object.keys(early.json().errors)).toEqual(['asOf'])
    expect(
      Object.keys((await as('admin', 'GET', `${loanBase(loan)}/payoff?on=2030-01-01`)).json().errors),
    ).toEqual(['on'])
  })

  it('the portfolio as of a date: figures, bucket and totals from the ledger; a loan not yet disbursed is absent', async () => {
    const listed = (await as('admin', 'GET', `/api/v1/loans?asOf=2030-02-16&q=${loan.folio}`)).json()
    expect(listed.items).toEqual([
      expect.objectContaining({
        applicationId: loan.applicationId,
        status: 'active',
        balanceCents: 12_288_709,
        daysPastDue: 1,
        bucket: 'dpd_1_29',
      }),
    ])
    expect(listed.totals).toMatchObject({ loans: 1, balanceCents: 12_288_709, pastDueRatio: 1 })
    const current = (
      await as('admin', 'GET', `/api/v1/loans?asOf=2030-02-16&q=${loan.folio}&bucket=current`)
    ).json()
    expect(current.items).toEqual([])
    const before = (await as('admin', 'GET', `/api/v1/loans?asOf=2030-01-10&q=${loan.folio}`)).json()
    expect(before).toMatchObject({ items: [], total: 0, totals: { loans: 0 } })
  })
})

describe('value dates and payments as of a date', () => {
  it('a value date more than 30 days back (the policy default) is a 400 naming paidOn with the limit', async () => {
    const version = (await as('admin', 'GET', loanBase(loan))).json().version
    // 1 Mar 2030 − 30 days = 30 Jan 2030: the 29th is one day too far back.
    const old = await as('admin', 'POST', `${loanBase(loan)}/payments`, {
      amountCents: 1_000,
      paidOn: '2030-01-29',
      method: 'spei',
      version,
    })
    expect(old.statusCode).toBe(400)
    expect(old.json().errors).toEqual({ paidOn: ['value_date_too_old:30'] })
  })

  it('a payment on the first due date shows from that date on, not before; a later date sees it applied', async () => {
    const version = (await as('admin', 'GET', loanBase(loan))).json().version
    const paid = await as('admin', 'POST', `${loanBase(loan)}/payments`, {
      amountCents: 1_174_395,
      paidOn: '2030-02-15',
      method: 'spei',
      reference: 'ASOF-1',
      version,
    })
    expect(paid.statusCode, paid.body).toBe(201)
    // Paid on its due date: all of installment 1, nothing late.
    expect(paid.json().payments[0].allocation).toMatchObject({
      interestCents: 248_000,
      ivaCents: 39_680,
      principalCents: 886_715,
      lateInterestCents: 0,
    })
    const dayBefore = (await asOf('2030-02-14')).json()
    expect(dayBefore.payments).toEqual([])
    expect(dayBefore.summary).toMatchObject({ daysPastDue: 0, bucket: 'current', balanceCents: 12_000_000 })
    expect(states(dayBefore)).toEqual(['due', 'due', 'due'])
    const thatDay = (await asOf('2030-02-15')).json()
    expect(thatDay.payments.map((p: { reference: string }) => p.reference)).toEqual(['ASOF-1'])
    expect(states(thatDay)).toEqual(['paid', 'due', 'due'])
    // 18 Mar: installment 2 is 3 days late: 9 124.49 × 3 × 0.001 = 27.37347 → 27.37, IVA 4.3792 → 4.38;
    // overdue 11 702.78 + 27.37 + 4.38 = 11 734.53.
    const future = (await asOf('2030-03-18')).json()
    expect(future.summary).toMatchObject({ daysPastDue: 3, bucket: 'dpd_1_29', overdueCents: 1_173_453 })
    expect(states(future)).toEqual(['paid', 'overdue', 'due'])
  })
})

describe('one read per payment', () => {
  it('a payment reads the loan and its ledger once: 6 statements on the loan’s tables (15 before)', async () => {
    const version = (await as('admin', 'GET', loanBase(loan))).json().version
    let status = 0
    const statements = await statementsOf(session.t.database.db, async () => {
      const paid = await as('admin', 'POST', `${loanBase(loan)}/payments`, {
        amountCents: 10_000,
        paidOn: '2030-03-01',
        method: 'spei',
        version,
      })
      status = paid.statusCode
    })
    expect(status).toBe(201)
    // Before issue 33: 15 (the loan read 3 times, its schedule and payments 3 times, two updates of the loan,
    // the insert, the credit movements, the payments again and the credit targets). Now 6, the goal:
    // the loan with every version's schedule and the version records (1, JSON beside the row), its payments
    // with their stored allocations (1), the insert carrying the new payment's allocation (the ledger is
    // replayed before it) (1), one update storing the figures and claiming the version (1), the credit
    // movements (1) and the credit targets (1). Allocations a back-dated payment changes are written in one
    // more statement, only then; the versions list reads nothing for a loan never restructured.
    const onLoanTables = statements.filter((statement) =>
      /"loans"|"loan_installments"|"loan_payments"|"loan_credit_movements"|"loan_schedule_versions"/.test(
        statement,
      ),
    )
    expect(onLoanTables).toHaveLength(6)
    // The whole request, besides: the application, the credit policy (once, for the delinquency standing
    // and the answer), the separation-of-duties check (3), the business date in the transaction, the
    // audit, the event and the pending approvals: 15 on PGlite (24 before, 13 when the one read first
    // landed); PostgreSQL runs one more, not on the loan's tables. Issue 34: the payment's journal entry adds
    // 4 (the product's account mappings, the periods' shared lock, the closed months, the one insert of the
    // entry, its lines and day balances): 19 on PGlite. Issues 34–35: the payment's listeners (the
    // CFDI's pending row and its stamping job when interest or fees were collected; the collections desk's
    // copy of the payment with the loan's collector and its promises, two statements): 25 on PGlite. Issue 34,
    // the loans' sub-ledger: the stored figures of the value date on forgotten, one statement: 26 on PGlite.
    expect(statements.length).toBeLessThanOrEqual(27)
  })
})
