import { eq, sql } from 'drizzle-orm'
import { describe, expect, it, vi } from 'vitest'
import { creditApplications, fundingAssignments, fundingLines } from '../../src/db/schema'
import { exampleLoan } from '../helpers/example-loans'
import { loanBase, loanSession } from '../helpers/loan-session'

/*
 * Issue 30: a paid-off loan reopened by a payment reversal owes again, so the funding assignment that its
 * payoff marked repaid is active again and its funder's line carries the amount again; a line with no room
 * left refuses the reopening (409 line_exhausted) and nothing changes. "Today" is 15 Jun 2030.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2030-06-15T18:00:00Z') })
const { session, as } = loanSession({ listActive: false })
type Loan = { origin: string; applicationId: number; folio: number }
const db = () => session.t.database.db
const get = async (loan: Loan) => (await as('admin', 'GET', loanBase(loan))).json()
const approve = async (who: string, id: number) => {
  const request = (await as(who, 'GET', `/api/v1/approvals/${id}`)).json()
  return as(who, 'POST', `/api/v1/approvals/${id}/approve`, { version: request.version })
}
const lineOf = async (id: number) =>
  (await db().select().from(fundingLines).where(eq(fundingLines.id, id)))[0]!
const assignmentOf = async (loan: Loan) =>
  (
    await db()
      .select()
      .from(fundingAssignments)
      .where(eq(fundingAssignments.applicationId, loan.applicationId))
  )[0]!
const stageOf = async (loan: Loan) =>
  (
    await db()
      .select({ stage: creditApplications.stage })
      .from(creditApplications)
      .where(eq(creditApplications.id, loan.applicationId))
  )[0]!.stage

/** 10 000.00 at 0 % over 10 months, funded on a line with room (as fondeo leaves it), then paid off. */
async function paidOffFundedLoan() {
  const loan = await exampleLoan(session.t, {
    principalCents: 1_000_000,
    annualRateBps: 0,
    termMonths: 10,
    disbursedOn: '2030-01-15',
    firstDueDate: '2030-02-15',
  })
  const [line] = await db()
    .select()
    .from(fundingLines)
    .where(sql`${fundingLines.amountCents} - ${fundingLines.usedCents} >= 1000000`)
    .limit(1)
  await db().insert(fundingAssignments).values({
    applicationId: loan.applicationId,
    lineId: line!.id,
    amountCents: 1_000_000,
  })
  await db()
    .update(fundingLines)
    .set({ usedCents: sql`${fundingLines.usedCents} + 1000000` })
    .where(eq(fundingLines.id, line!.id))
  const paid = await as('admin', 'POST', `${loanBase(loan)}/payments`, {
    amountCents: 1_000_000,
    paidOn: '2030-06-01',
    method: 'spei',
    version: (await get(loan)).version,
  })
  expect(paid.json()).toMatchObject({ status: 'paid_off' })
  return { loan, lineId: line!.id }
}

/** The second administrator asks to reverse the payoff payment (the first one recorded it). */
async function askReversal(loan: Loan) {
  const detail = await get(loan)
  const asked = await as('admin2', 'POST', `${loanBase(loan)}/payments/${detail.payments[0].id}/reversal`, {
    reason: 'El depósito era de otro cliente',
    version: detail.version,
  })
  expect(asked.statusCode, asked.body).toBe(202)
  return asked.json().id as number
}

describe('a paid-off loan reopened by a reversal is funded again', () => {
  it('its assignment goes repaid → active and its line carries the amount again', async () => {
    const { loan, lineId } = await paidOffFundedLoan()
    expect(await stageOf(loan)).toBe('liquidada')
    expect(await assignmentOf(loan)).toMatchObject({ status: 'repaid' })
    const usedWhilePaid = (await lineOf(lineId)).usedCents
    const approved = await approve('admin', await askReversal(loan))
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await stageOf(loan)).toBe('activo')
    expect(await assignmentOf(loan)).toMatchObject({ status: 'active', releasedAt: null })
    expect((await lineOf(lineId)).usedCents).toBe(usedWhilePaid + 1_000_000)
  })

  it('a line with no room left refuses the reopening (409 line_exhausted); nothing changes', async () => {
    const { loan, lineId } = await paidOffFundedLoan()
    // The line lent its room out again meanwhile: nothing is available.
    await db()
      .update(fundingLines)
      .set({ amountCents: sql`${fundingLines.usedCents}` })
      .where(eq(fundingLines.id, lineId))
    const id = await askReversal(loan)
    const refused = await approve('admin', id)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('line_exhausted')
    expect(await stageOf(loan)).toBe('liquidada')
    expect(await assignmentOf(loan)).toMatchObject({ status: 'repaid' })
    expect((await get(loan)).status).toBe('paid_off')
  })
})
