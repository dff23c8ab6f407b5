import { and, asc, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it, vi } from 'vitest'
import {
  approvalPaths,
  creditPolicyPaths,
  type Allocation,
  type ApprovalRequest,
  type CreditPolicyVersion,
} from '@mesa/contracts'
import { auditEvents, creditApplications, loans } from '../../src/db/schema'
import { openingOf } from '../../src/features/loan-servicing/loan-servicing.hooks'
import { exampleLoan } from '../helpers/example-loans'
import { widenBackdatingWindow } from '../helpers/backdating-window'
import { loanBase, loanSession } from '../helpers/loan-session'

/*
 * Issue 33, products as data: the late-payment fee in the ledger, each payment's allocation stored when
 * posted (rewritten, audited, only by a correction's replay), and the policy's strategy and charges.
 * "Today" is fixed at 15 Jun 2030 (Mexico City); every figure is computed by hand in the comments.
 */
vi.useFakeTimers({ toFake: ['Date'], shouldAdvanceTime: true, now: new Date('2030-06-15T18:00:00Z') })
const { session, as } = loanSession({ listActive: false })
// These examples back-date payments by months: a window wider than the default 30 days (issue 33).
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
const allocationOn = async (loan: Loan, period: string, paidOn: string): Promise<Allocation> => {
  const statement = (await as('admin', 'GET', `${loanBase(loan)}/statements/${period}`)).json()
  return statement.payments.find((payment: { paidOn: string }) => payment.paidOn === paidOn).allocation
}
const none = {
  lateInterestCents: 0,
  lateInterestIvaCents: 0,
  interestCents: 0,
  ivaCents: 0,
  insuranceCents: 0,
  prepaymentCents: 0,
  unappliedCents: 0,
  interestCreditCents: 0,
  payoff: false,
}

/*
 * 3 000.00 at 0 % over 3 months from 15 Jan 2030 (installments of 1 000.00 due 15 Feb, 15 Mar, 15 Apr; no
 * interest, so no late interest either) with a late-payment fee of 250.00 + IVA 40.00 per missed installment.
 */
let loan: Loan
describe('the late-payment fee and stored allocations', () => {
  it('a payment on 20 Mar pays the two fees and their IVA first, then principal; stored with the engine version', async () => {
    loan = await exampleLoan(session.t, {
      principalCents: 300_000,
      annualRateBps: 0,
      termMonths: 3,
      disbursedOn: '2030-01-15',
      firstDueDate: '2030-02-15',
      latePaymentFeeCents: 25_000,
    })
    const paid = await pay(loan, 100_000, '2030-03-20')
    expect(paid.statusCode, paid.body).toBe(201)
    // By 20 Mar installments 1 and 2 are unpaid past their due dates: 2 × 250.00 = 500.00, IVA 2 × 40.00 =
    // 80.00; 1 000.00 − 500.00 − 80.00 = 420.00 of installment 1's principal.
    expect(await allocationOn(loan, '2030-03', '2030-03-20')).toEqual({
      ...none,
      feesCents: 50_000,
      feesIvaCents: 8_000,
      principalCents: 42_000,
    })
  })

  it('a back-dated payment rewrites the later stored allocation in its transaction, audited', async () => {
    // 1 000.00 on 15 Feb pays installment 1 on its due date: no fee for it. Replayed, the 20 Mar payment
    // pays installment 2's fee 250.00 + 40.00 and 710.00 of its principal.
    const paid = await pay(loan, 100_000, '2030-02-15')
    expect(paid.statusCode, paid.body).toBe(201)
    const after = { ...none, feesCents: 25_000, feesIvaCents: 4_000, principalCents: 71_000 }
    expect(await allocationOn(loan, '2030-03', '2030-03-20')).toEqual(after)
    expect(await allocationOn(loan, '2030-02', '2030-02-15')).toEqual({
      ...none,
      feesCents: 0,
      feesIvaCents: 0,
      principalCents: 100_000,
    })
    // One rewrite, by the back-dated payment (posting the 20 Mar one rewrote nothing).
    const audits = await session.t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'loan.allocations_rewritten'),
          eq(auditEvents.entityId, String((await get(loan)).id)),
        ),
      )
    expect(audits).toHaveLength(1)
    const [audit] = audits
    expect(audit!.data).toMatchObject({
      action: 'payment',
      engineVersion: 1,
      rewritten: [{ before: { feesCents: 50_000, principalCents: 42_000 }, after }],
    })
    // Today (15 Jun): installment 3 (15 Apr) unpaid → its fee 250.00 + 40.00 owed; installment 2 still owes
    // 290.00 of principal. Balance: 300 000 − 100 000 − 71 000 = 129 000 + 29 000 of fee = 158 000.
    const detail = await get(loan)
    expect(detail.allocationRules).toEqual({
      allocationStrategy: 'late_first_horizontal',
      engineVersion: 1,
      latePaymentFeeCents: 25_000,
      collectionFeeCents: 0,
      defaultEventFee: 'late_payment',
      feesOwedCents: 25_000,
      feesOwedIvaCents: 4_000,
    })
    expect(detail.summary.balanceCents).toBe(158_000)
  })

  it('a reversal rewrites them back, audited; the reversed payment shows none', async () => {
    const detail = await get(loan)
    const backDated = detail.payments.find((p: { paidOn: string }) => p.paidOn === '2030-02-15')
    const reversed = await as('admin2', 'POST', `${loanBase(loan)}/payments/${backDated.id}/reversal`, {
      reason: 'Depósito de otro cliente',
      version: detail.version,
    })
    expect(reversed.statusCode, reversed.body).toBe(200)
    // Without the 15 Feb payment the 20 Mar one is again two fees 500.00 + 80.00 and principal 420.00.
    const restored = { ...none, feesCents: 50_000, feesIvaCents: 8_000, principalCents: 42_000 }
    expect(await allocationOn(loan, '2030-03', '2030-03-20')).toEqual(restored)
    expect(await allocationOn(loan, '2030-02', '2030-02-15')).toBeNull()
    const audits = await session.t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'loan.allocations_rewritten'),
          eq(auditEvents.entityId, String(detail.id)),
        ),
      )
      .orderBy(asc(auditEvents.id))
    expect(audits.map((audit) => (audit.data as { action: string }).action)).toEqual(['payment', 'reversal'])
    expect(audits[1]!.data).toMatchObject({ rewritten: [{ after: restored }] })
    // Payments again: 15 Feb paid back in (a new payment), as before this test: 20 Mar is fee 250.00 + 40.00, 710.00.
    expect((await pay(loan, 100_000, '2030-02-15')).statusCode).toBe(201)
  })

  it('changing the engine (strategy, fee) never rewrites a past statement: it reads the stored allocations', async () => {
    // As if a new engine allocated differently: without the fee the 20 Mar payment would be all principal.
    await session.t.database.db
      .update(loans)
      .set({ allocationStrategy: 'installment_by_installment', latePaymentFeeCents: 0, engineVersion: 2 })
      .where(eq(loans.applicationId, loan.applicationId))
    expect(await allocationOn(loan, '2030-03', '2030-03-20')).toEqual({
      ...none,
      feesCents: 25_000,
      feesIvaCents: 4_000,
      principalCents: 71_000,
    })
    const detail = await get(loan)
    expect(
      detail.payments.find((p: { paidOn: string }) => p.paidOn === '2030-03-20').allocation,
    ).toMatchObject({
      feesCents: 25_000,
      principalCents: 71_000,
    })
  })
})

describe("the policy's allocation strategy and charges", () => {
  const url = (path: string) => path.replace(':product', 'moto')
  it('bad ones are a 400 naming each field; nothing written', async () => {
    const { terms, version } = (
      await as('admin', 'GET', url(creditPolicyPaths.current))
    ).json<CreditPolicyVersion>()
    const response = await as('admin', 'POST', url(creditPolicyPaths.versions), {
      replacesVersion: version,
      terms: {
        ...terms,
        allocationStrategy: 'newest_first',
        charges: { latePaymentFeeCents: -1, collectionFeeCents: 150.5 },
      },
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().errors).toEqual({
      'terms.allocationStrategy': ['invalid_choice'],
      'terms.charges.latePaymentFeeCents': ['too_small:0'],
      'terms.charges.collectionFeeCents': ['not_integer'],
    })
  })

  it('a saved version (four eyes) is what the next loan of the product opens with', async () => {
    const { terms, version } = (
      await as('admin', 'GET', url(creditPolicyPaths.current))
    ).json<CreditPolicyVersion>()
    const asked = await as('admin', 'POST', url(creditPolicyPaths.versions), {
      replacesVersion: version,
      terms: {
        ...terms,
        allocationStrategy: 'installment_by_installment',
        charges: { latePaymentFeeCents: 25_000, collectionFeeCents: 15_000 },
      },
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const request = asked.json<ApprovalRequest>()
    const approved = await as('admin2', 'POST', approvalPaths.approve.replace(':id', String(request.id)), {
      version: request.version,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    const [application] = await session.t.database.db
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.product, 'moto'))
      .limit(1)
    const opening = await session.t.database.db.transaction((tx) => openingOf(tx, application!, '2030-06-15'))
    expect(opening).toMatchObject({
      allocationStrategy: 'installment_by_installment',
      latePaymentFeeCents: 25_000,
      collectionFeeCents: 15_000,
    })
  })
})
