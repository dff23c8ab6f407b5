import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import { auditEvents, loanPayments, loans } from '../../src/db/schema'
import { exampleLoan } from '../helpers/example-loans'
import { widenBackdatingWindow } from '../helpers/backdating-window'
import { loanBase, loanSession } from '../helpers/loan-session'

/*
 * Issue 33, "a statement never changes after the fact": allocations stored under one engine stay as they
 * were when a later engine allocates differently; an ordinary payment stores only its own, and only a
 * correction's replay (here a reversal) rewrites the ones after it, audited. "Today" is 15 Jun 2030.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2030-06-15T18:00:00Z') })
const { session, as } = loanSession({ listActive: false })
beforeAll(() => widenBackdatingWindow(session.t, 366))
type Loan = { origin: string; applicationId: number; folio: number }
const get = async (loan: Loan) => (await as('admin', 'GET', loanBase(loan))).json()
const pay = async (loan: Loan, amountCents: number, paidOn: string) =>
  as('admin', 'POST', `${loanBase(loan)}/payments`, {
    amountCents,
    paidOn,
    method: 'spei',
    version: (await get(loan)).version,
  })
const storedRows = async (loanId: number) =>
  (
    await session.t.database.db
      .select()
      .from(loanPayments)
      .where(eq(loanPayments.loanId, loanId))
      .orderBy(asc(loanPayments.paidOn))
  ).map((row) => ({
    paidOn: row.paidOn,
    allocation: row.allocation && {
      feesCents: row.allocation.feesCents,
      feesIvaCents: row.allocation.feesIvaCents,
      principalCents: row.allocation.principalCents,
    },
    engineVersion: row.engineVersion,
  }))
const rewrites = async (loanId: number) =>
  session.t.database.db
    .select()
    .from(auditEvents)
    .where(
      and(eq(auditEvents.action, 'loan.allocations_rewritten'), eq(auditEvents.entityId, String(loanId))),
    )

/*
 * 3 000.00 at 0 % over 3 months from 15 Jan 2030 (installments of 1 000.00 due 15 Feb, 15 Mar, 15 Apr), fee
 * 250.00 + IVA 40.00 per missed installment under the first engine.
 */
let loan: Loan
let loanId: number
const marchStored = { feesCents: 50_000, feesIvaCents: 8_000, principalCents: 42_000 }
const aprilStored = { feesCents: 0, feesIvaCents: 0, principalCents: 100_000 }
describe('stored allocations under an engine change', () => {
  it('an ordinary payment under a new engine stores its own and leaves the older ones', async () => {
    loan = await exampleLoan(session.t, {
      principalCents: 300_000,
      annualRateBps: 0,
      termMonths: 3,
      disbursedOn: '2030-01-15',
      firstDueDate: '2030-02-15',
      latePaymentFeeCents: 25_000,
    })
    // 20 Mar: installments 1 and 2 missed → fees 2 × 250.00 + IVA 2 × 40.00 = 580.00, principal 420.00.
    expect((await pay(loan, 100_000, '2030-03-20')).statusCode).toBe(201)
    // 10 Apr: no new fee (installment 3 falls due 15 Apr): 580.00 of installment 1, 420.00 of installment 2.
    expect((await pay(loan, 100_000, '2030-04-10')).statusCode).toBe(201)
    loanId = (await get(loan)).id
    // Engine N stored them (version 0 here); engine N + 1 (the running one, version 1) charges 100.00 + 16.00.
    await session.t.database.db
      .update(loanPayments)
      .set({ engineVersion: 0 })
      .where(eq(loanPayments.loanId, loanId))
    await session.t.database.db.update(loans).set({ latePaymentFeeCents: 10_000 }).where(eq(loans.id, loanId))

    // 20 Apr, 500.00, the latest payment: replayed at 100.00 a fee, 20 Mar paid 232.00 of fees and 768.00,
    // 10 Apr 232.00 of installment 1 and 768.00 of installment 2; installment 3 missed on 15 Apr → 116.00.
    // So 500.00 = fee 100.00 + IVA 16.00 + principal 384.00 (232.00 of installment 2, 152.00 of 3).
    const paid = await pay(loan, 50_000, '2030-04-20')
    expect(paid.statusCode, paid.body).toBe(201)
    const newRow = { feesCents: 10_000, feesIvaCents: 1_600, principalCents: 38_400 }
    expect(await storedRows(loanId)).toEqual([
      { paidOn: '2030-03-20', allocation: marchStored, engineVersion: 0 },
      { paidOn: '2030-04-10', allocation: aprilStored, engineVersion: 0 },
      { paidOn: '2030-04-20', allocation: newRow, engineVersion: 1 },
    ])
    expect(await rewrites(loanId)).toHaveLength(0)
    // The payment's own answer shows the stored allocations too, not the new engine's replay.
    const answered = paid.json().payments.map((p: { allocation: { principalCents: number } }) => p.allocation)
    expect(answered.map((a: { principalCents: number }) => a.principalCents)).toEqual([
      42_000, 100_000, 38_400,
    ])
  })

  it("a reversal's replay rewrites the later ones it changed, audited; the earlier ones stay", async () => {
    const detail = await get(loan)
    const march = detail.payments.find((p: { paidOn: string }) => p.paidOn === '2030-03-20')
    const reversed = await as('admin2', 'POST', `${loanBase(loan)}/payments/${march.id}/reversal`, {
      reason: 'Depósito de otro cliente',
      version: detail.version,
    })
    expect(reversed.statusCode, reversed.body).toBe(200)
    // Without 20 Mar, at 100.00 a fee: by 10 Apr installments 1 and 2 missed → 200.00 + IVA 32.00; 10 Apr's
    // 1 000.00 pays them and 768.00 of installment 1 (was all principal: rewritten). 20 Apr: installment 3's
    // fee 100.00 + 16.00 and 384.00 of installment 1 (the same figures as stored: kept).
    const aprilAfter = { feesCents: 20_000, feesIvaCents: 3_200, principalCents: 76_800 }
    expect(await storedRows(loanId)).toEqual([
      { paidOn: '2030-03-20', allocation: marchStored, engineVersion: 0 },
      { paidOn: '2030-04-10', allocation: aprilAfter, engineVersion: 1 },
      {
        paidOn: '2030-04-20',
        allocation: { feesCents: 10_000, feesIvaCents: 1_600, principalCents: 38_400 },
        engineVersion: 1,
      },
    ])
    const audits = await rewrites(loanId)
    expect(audits).toHaveLength(1)
    expect(audits[0]!.data).toMatchObject({
      action: 'reversal',
      paymentId: march.id,
      engineVersion: 1,
      rewritten: [{ before: aprilStored, after: aprilAfter }],
    })
  })
})
