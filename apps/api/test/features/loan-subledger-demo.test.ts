import { inArray, sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { loans, loanSettledFigures } from '../../src/db/schema'
import { businessDateOf } from '../../src/features/business-date'
import { loanBase, loanSession, type Listed } from '../helpers/loan-session'
import { bothWays, bothWaysBetween, nextDay, settledFigures, storedCount } from '../helpers/loan-subledger'

/*
 * Issue 34: the demo seed's portfolio as it is on its own day (loans current, late, in non-accrual, paid off,
 * prepaid), closed three days by the end of day: the loans sub-ledger of each closed day from the stored
 * figures equals the replay of every loan, and still does after a back-dated payment, its reversal, a payoff
 * back-dated to a closed day (the loan's settled figures from then on) and that payoff reversed. No figure by hand here (the seed's dates follow the calendar): equality only; the
 * hand-computed example is loan-subledger-stored.test.ts.
 */
const { session, as, list } = loanSession()
let first = ''
let last = ''
const detail = async (loan: Listed) => (await as('admin', 'GET', loanBase(loan))).json()
const pay = async (loan: Listed, amountCents: number, paidOn: string) => {
  const paid = await as('admin', 'POST', `${loanBase(loan)}/payments`, {
    amountCents,
    paidOn,
    method: 'spei',
    version: (await detail(loan)).version,
  })
  expect(paid.statusCode, paid.body).toBe(201)
  return paid.json()
}

beforeAll(async () => {
  first = await businessDateOf(session.t.database.db)
  last = nextDay(nextDay(first))
  const advanced = await as('admin', 'POST', '/api/v1/business-date', { to: nextDay(last) })
  expect(advanced.statusCode, advanced.body).toBe(200)
}, 240_000)

describe('the demo portfolio, three closed days', () => {
  it('every active loan has its figures of each day; both ways agree', async () => {
    const active = (await list('admin', '&status=active')).items.length
    expect(active).toBeGreaterThan(30)
    for (let day = first; day <= last; day = nextDay(day))
      expect(await storedCount(session.t, day)).toBe(active)
    await bothWaysBetween(session.t, first, last)
  })

  it('a back-dated payment on a late loan and its reversal', async () => {
    const late = session.active.find((loan) => loan.bucket === 'dpd_1_29')!
    const paid = await pay(late, 100_000, nextDay(first))
    await bothWaysBetween(session.t, first, last)
    const payment = paid.payments.find((row: { paidOn: string }) => row.paidOn === nextDay(first))
    const reversed = await as('admin2', 'POST', `${loanBase(late)}/payments/${payment.id}/reversal`, {
      reason: 'Pago duplicado del estado de cuenta',
      version: paid.version,
    })
    expect(reversed.statusCode, reversed.body).toBe(200)
    await bothWaysBetween(session.t, first, last)
  })

  it('a loan paid off on the first closed day (its quote of that day, registered now)', async () => {
    const current = session.active.find((loan) => loan.bucket === 'current')!
    const quote = (await as('admin', 'GET', `${loanBase(current)}/payoff?on=${first}`)).json()
    const paid = await pay(current, quote.totalCents, first)
    expect(paid.status).toBe('paid_off')
    // Paid off: no principal, the interest earned all paid, the fee all recognised; no credit left over.
    expect(await settledFigures(session.t, paid.id)).toEqual({
      fromDay: first,
      principalCents: 0,
      pastDue: false,
      interestCents: 0,
      unappliedCents: 0,
      feeCents: 0,
    })
    for (const day of [first, last]) await bothWays(session.t, day)
    // Its payoff reversed (four eyes): active again, its settled figures gone, replayed.
    const payment = paid.payments.find((row: { paidOn: string }) => row.paidOn === first)
    const asked = await as('admin2', 'POST', `${loanBase(current)}/payments/${payment.id}/reversal`, {
      reason: 'Pago aplicado al crédito equivocado',
      version: paid.version,
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const request = (await as('admin', 'GET', `/api/v1/approvals/${asked.json().id}`)).json()
    const approved = await as('admin', 'POST', `/api/v1/approvals/${request.id}/approve`, {
      version: request.version,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await settledFigures(session.t, paid.id)).toBeNull()
    for (const day of [first, last]) await bothWays(session.t, day)
  })

  it('every settled loan has its figures: the seed’s recorded by the first close, the others as they settled', async () => {
    const settled = await session.t.database.db
      .select({ id: loans.id, recorded: sql<boolean>`${loanSettledFigures.loanId} is not null` })
      .from(loans)
      .leftJoin(loanSettledFigures, sql`${loanSettledFigures.loanId} = ${loans.id}`)
      .where(inArray(loans.status, ['paid_off', 'written_off']))
    expect(settled.length).toBeGreaterThan(0)
    expect(settled.filter((row) => !row.recorded)).toEqual([])
  })
})
