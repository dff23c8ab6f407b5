import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditEvents, creditApplications } from '../../src/db/schema'
import { widenBackdatingWindow } from '../helpers/backdating-window'
import { exampleLoan } from '../helpers/example-loans'
import { loanBase, loanSession } from '../helpers/loan-session'

/*
 * Issue 30 §3: payments that cannot be abused and can be corrected. "Today" is fixed at 15 Jun 2030 (Mexico
 * City) so every figure below is computed by hand in the comments; the loans are the examples.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2030-06-15T18:00:00Z') })
const { session, as } = loanSession({ listActive: false })
// The examples back-date payments by months: past the policy's default window of 30 days (issue 33).
beforeAll(() => widenBackdatingWindow(session.t, 366))
const approve = async (who: string, id: number) => {
  const request = (await as(who, 'GET', `/api/v1/approvals/${id}`)).json()
  return as(who, 'POST', `/api/v1/approvals/${id}/approve`, { version: request.version })
}
type Loan = { origin: string; applicationId: number; folio: number }
const get = async (loan: Loan) => (await as('admin', 'GET', loanBase(loan))).json()
const pay = async (loan: Loan, amountCents: number, paidOn: string) =>
  as('admin', 'POST', `${loanBase(loan)}/payments`, {
    amountCents,
    paidOn,
    method: 'spei',
    version: (await get(loan)).version,
  })
const stageOf = async (loan: Loan) =>
  (
    await session.t.database.db
      .select({ stage: creditApplications.stage })
      .from(creditApplications)
      .where(eq(creditApplications.id, loan.applicationId))
  )[0]!.stage
const CURP = 'GOMC800101HDFRRR09'
let capped: Loan

describe('a payment is capped at what the loan owes today, whatever its value date', () => {
  it('457 441.00 on a 322 211.00 loan is refused naming the maximum; the right amount pays it off', async () => {
    // 322 211.00 at 0 % over 12 months from 15 Jan 2030: no interest, so what is owed is the principal.
    capped = await exampleLoan(session.t, {
      principalCents: 32_221_100,
      annualRateBps: 0,
      termMonths: 12,
      disbursedOn: '2030-01-15',
      firstDueDate: '2030-02-15',
      curp: CURP,
    })
    expect((await pay(capped, 20_000_000, '2030-05-01')).statusCode).toBe(201)
    // Owed today after every payment: 322 211.00 − 200 000.00 = 122 211.00, whatever the back date (the old
    // rule capped a 1 Feb payment at 1 Feb's payoff, 322 211.00, ignoring the May payment).
    for (const amount of [45_744_100, 32_221_100]) {
      const refused = await pay(capped, amount, '2030-02-01')
      expect(refused.statusCode).toBe(400)
      expect(refused.json().errors.amountCents).toEqual(['too_big:12221100'])
    }
    const paid = await pay(capped, 12_221_100, '2030-02-01')
    expect(paid.statusCode, paid.body).toBe(201)
    // Replayed in date order, the May payment now settles the rest: paid off on 1 May, nothing left over.
    expect(paid.json()).toMatchObject({
      status: 'paid_off',
      paidOffOn: '2030-05-01',
      creditBalanceCents: 0,
      summary: { balanceCents: 0 },
    })
    expect(await stageOf(capped)).toBe('liquidada')
  })
})

describe('a payment recorded by mistake is reversed even when it paid the loan off', () => {
  it('asked by one person, approved by a second: the loan and its application reopen, owing it again; audited', async () => {
    const detail = await get(capped)
    const may = detail.payments.find((p: { paidOn: string }) => p.paidOn === '2030-05-01')
    const body = { reason: 'El depósito era de otro cliente', version: detail.version }
    const url = `${loanBase(capped)}/payments/${may.id}/reversal`
    // Who recorded the loan's payments does not ask for their reversal (record ↔ reverse, separation of duties).
    const sameHand = await as('admin', 'POST', url, body)
    expect(sameHand.statusCode).toBe(403)
    expect(sameHand.json()).toMatchObject({ code: 'duty_conflict' })
    const asked = await as('admin2', 'POST', url, body)
    expect(asked.statusCode, asked.body).toBe(202)
    expect(asked.json()).toMatchObject({ kind: 'loan.payment-reversal', status: 'pending' })
    // Waiting: the loan is still paid off and says who asked.
    expect(await get(capped)).toMatchObject({
      status: 'paid_off',
      pendingApprovals: [{ kind: 'loan.payment-reversal', paymentId: may.id, amountCents: 20_000_000 }],
    })
    expect((await approve('admin2', asked.json().id)).json()).toMatchObject({ code: 'four_eyes_same_person' })
    const approved = await approve('admin', asked.json().id)
    expect(approved.statusCode, approved.body).toBe(200)
    // Without the 200 000.00 of May the loan owes it again (0 %: principal only).
    expect(await get(capped)).toMatchObject({
      status: 'active',
      paidOffOn: null,
      pendingApprovals: [],
      summary: { principalOutstandingCents: 20_000_000 },
    })
    expect(await stageOf(capped)).toBe('activo')
    const [audit] = await session.t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'loan.payment_reversed'), eq(auditEvents.entityId, String(detail.id))),
      )
    expect(audit!.data).toMatchObject({ paymentId: may.id, reopened: true })
  })
})

describe('an excess a back-dated payment leaves is an explicit credit balance', () => {
  let credit: Loan
  it('a payment inserted before a late one leaves 267.24 in credit, never lost', async () => {
    // 12 000.00 at 24 % for 1 month from 15 Apr 2030, due 15 May: 30 days' interest 12 000.00 × 24 % × 30/360
    // = 240.00, IVA 38.40; installment 12 278.40.
    credit = await exampleLoan(session.t, {
      principalCents: 1_200_000,
      annualRateBps: 2_400,
      termMonths: 1,
      disbursedOn: '2030-04-15',
      firstDueDate: '2030-05-15',
      curp: CURP,
    })
    // Today, 31 days late: late interest 12 000.00 × 31 × 24 % × 1.5 / 360 = 372.00, IVA 59.52; owed 12 709.92.
    // 5 000.00 today pays 372.00 + 59.52 + 240.00 + 38.40 and 4 290.08 of principal: 7 709.92 left.
    expect((await pay(credit, 500_000, '2030-06-15')).statusCode).toBe(201)
    expect((await pay(credit, 770_993, '2030-05-15')).json().errors.amountCents).toEqual(['too_big:770992'])
    const paid = await pay(credit, 770_992, '2030-05-15')
    expect(paid.statusCode, paid.body).toBe(201)
    // Replayed: 7 709.92 on the due date pays 240.00 + 38.40 and 7 431.52 of principal, leaving 4 568.48 late
    // 31 days: 4 568.48 × 31 × 0.1 % = 141.62 (141.62288), IVA 22.66. June's 5 000.00 settles 4 732.76 and
    // leaves 267.24 over: the loan is paid off with 267.24 in the customer's favour.
    const june = paid.json().payments.find((p: { paidOn: string }) => p.paidOn === '2030-06-15')
    expect(june.allocation).toMatchObject({
      lateInterestCents: 14_162,
      lateInterestIvaCents: 2_266,
      principalCents: 456_848,
      unappliedCents: 26_724,
      payoff: true,
    })
    expect(paid.json()).toMatchObject({ status: 'paid_off', creditBalanceCents: 26_724 })
  })

  it('is refunded with its transfer reference and applied to another loan of the same customer', async () => {
    const refund = await as('admin', 'POST', `${loanBase(credit)}/credit/refund`, {
      amountCents: 10_000,
      paidOn: '2030-06-15',
      reference: 'MESA2030061500001',
      version: (await get(credit)).version,
    })
    // A refund waits for a second person; approved, the transfer is recorded: 267.24 − 100.00 = 167.24 left.
    expect(refund.statusCode, refund.body).toBe(202)
    expect((await get(credit)).creditBalanceCents).toBe(26_724)
    expect((await approve('admin', refund.json().id)).statusCode).toBe(403)
    const refunded = await approve('admin2', refund.json().id)
    expect(refunded.statusCode, refunded.body).toBe(200)
    const afterRefund = await get(credit)
    expect(afterRefund.creditBalanceCents).toBe(16_724)
    expect(afterRefund.creditMovements[0]).toMatchObject({ kind: 'refund', reference: 'MESA2030061500001' })
    expect(afterRefund.creditTargets).toEqual([
      expect.objectContaining({ applicationId: capped.applicationId, folio: capped.folio }),
    ])
    const applied = await as('admin', 'POST', `${loanBase(credit)}/credit/apply`, {
      amountCents: 16_724,
      targetApplicationId: capped.applicationId,
      version: afterRefund.version,
    })
    expect(applied.statusCode, applied.body).toBe(200)
    expect(applied.json().creditBalanceCents).toBe(0)
    expect(applied.json().creditMovements.map((m: { kind: string }) => m.kind)).toEqual(['applied', 'refund'])
    // The other loan received it as a payment today: 200 000.00 − 167.24 = 199 832.76 of principal left.
    const target = await get(capped)
    expect(target.summary.principalOutstandingCents).toBe(19_983_276)
    expect(target.payments.at(-1)).toMatchObject({ method: 'credit_balance', amountCents: 16_724 })

    const tooMuch = await as('admin', 'POST', `${loanBase(credit)}/credit/refund`, {
      amountCents: 1,
      paidOn: '2030-06-15',
      reference: 'MESA2030061500002',
      version: applied.json().version,
    })
    expect(tooMuch.statusCode, tooMuch.body).toBe(409)
    expect(tooMuch.json()).toMatchObject({
      code: 'credit_insufficient',
      errors: { amountCents: ['too_big:0'] },
    })
    // The credit is out: reversing the payment that made it would leave the loan owing money already refunded.
    const june = applied.json().payments.find((p: { paidOn: string }) => p.paidOn === '2030-06-15')
    const refused = await as('admin2', 'POST', `${loanBase(credit)}/payments/${june.id}/reversal`, {
      reason: 'Prueba de reverso',
      version: applied.json().version,
    })
    // (The loan is paid off, so a second person would approve; the approval itself is refused.)
    expect(refused.statusCode, refused.body).toBe(202)
    const refusedApproval = await approve('admin', refused.json().id)
    expect(refusedApproval.statusCode).toBe(409)
    expect(refusedApproval.json().code).toBe('credit_already_paid_out')
    await as('admin2', 'POST', `/api/v1/approvals/${refused.json().id}/cancel`, {})
    // Reversing the payment the credit made on the other loan gives the 167.24 back to this one.
    const back = await as(
      'admin2',
      'POST',
      `${loanBase(capped)}/payments/${target.payments.at(-1).id}/reversal`,
      {
        reason: 'Aplicado al crédito equivocado',
        version: target.version,
      },
    )
    expect(back.statusCode, back.body).toBe(200)
    expect((await get(credit)).creditBalanceCents).toBe(16_724)
  })
})

describe('a same-day payoff credits the interest collected ahead', () => {
  it('5 000.00 paid on a 300 000.00 loan the day it was disbursed: the payoff asks 295 000.00, not 300 000.00', async () => {
    // 300 000.00 at 24 % from today, first due 15 Jul: 30 days' interest = 300 000.00 × 24 % × 30/360 = 6 000.00.
    const loan = await exampleLoan(session.t, {
      principalCents: 30_000_000,
      annualRateBps: 2_400,
      termMonths: 12,
      disbursedOn: '2030-06-15',
      firstDueDate: '2030-07-15',
    })
    const paid = await pay(loan, 500_000, '2030-06-15')
    expect(paid.json().payments[0].allocation).toMatchObject({ interestCents: 500_000, principalCents: 0 })
    // Repaid the day it went out the loan earned no interest: the 5 000.00 taken as interest is credited.
    const quote = (await as('admin', 'GET', `${loanBase(loan)}/payoff?on=2030-06-15`)).json()
    expect(quote).toMatchObject({
      principalCents: 30_000_000,
      interestCents: 0,
      ivaCents: 0,
      interestCreditCents: -500_000,
      totalCents: 29_500_000,
    })
    const settled = await pay(loan, 29_500_000, '2030-06-15')
    expect(settled.json()).toMatchObject({ status: 'paid_off', creditBalanceCents: 0 })
    // 5 000.00 + 295 000.00 = 300 000.00 received: exactly the principal.
  })
})

describe('dates (issue 30 §4)', () => {
  const dueDates = (detail: { schedule: Array<{ dueDate: string }> }) => detail.schedule.map((r) => r.dueDate)

  it('disbursed on 31 Jan: due on the last day of February, then the 31st again; maturity not early', async () => {
    const loan = await exampleLoan(session.t, {
      principalCents: 600_000,
      annualRateBps: 2_400,
      termMonths: 6,
      disbursedOn: '2030-01-31',
      firstDueDate: '2030-02-28',
    })
    const detail = await get(loan)
    expect(dueDates(detail)).toEqual([
      '2030-02-28',
      '2030-03-31',
      '2030-04-30',
      '2030-05-31',
      '2030-06-30',
      '2030-07-31',
    ])
    // The 28-day first period: 6 000.00 × 24 % × 28/360 = 112.00 (a month would be 120.00).
    expect(detail.schedule[0].interestCents).toBe(11_200)
  })

  it('a 29-day first period is charged 29 days (actual/360), or 28 under 30/360; later dates keep its day', async () => {
    const terms = {
      principalCents: 1_000_000,
      annualRateBps: 2_400,
      termMonths: 3,
      disbursedOn: '2030-01-15',
      firstDueDate: '2030-02-13',
    }
    const actual = await get(await exampleLoan(session.t, terms))
    // 10 000.00 × 24 % × 29/360 = 193.333… → 193.33; level payment 3 467.55 (2 % a month over 3), so
    // 3 467.55 − 193.33 = 3 274.22 of principal in the first.
    expect(actual).toMatchObject({ dayCount: 'actual_360' })
    expect(actual.schedule[0]).toMatchObject({
      interestCents: 19_333,
      principalCents: 327_422,
      ivaCents: 3_093,
    })
    expect(dueDates(actual)).toEqual(['2030-02-13', '2030-03-13', '2030-04-13'])
    // 30/360: 15 Jan → 13 Feb is 30 − 2 = 28 days: 10 000.00 × 24 % × 28/360 = 186.666… → 186.67.
    const thirty = await get(await exampleLoan(session.t, { ...terms, dayCount: '30_360' }))
    expect(thirty).toMatchObject({ dayCount: '30_360' })
    expect(thirty.schedule[0].interestCents).toBe(18_667)
  })

  it('at 0 % the rounding goes in the last installment: 10 000.00 / 3 = 3 333.33, 3 333.33, 3 333.34', async () => {
    const detail = await get(
      await exampleLoan(session.t, {
        principalCents: 1_000_000,
        annualRateBps: 0,
        termMonths: 3,
        disbursedOn: '2030-06-15',
        firstDueDate: '2030-07-15',
      }),
    )
    expect(detail.schedule.map((r: { totalCents: number }) => r.totalCents)).toEqual([
      333_333, 333_333, 333_334,
    ])
  })
})
