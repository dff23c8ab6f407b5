import { and, eq, inArray } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { creditPolicyPaths, funderPaths, type CreditPolicyVersion } from '@mesa/contracts'
import {
  committeeVotes,
  creditApplications,
  fundingDisbursements,
  incomeMatrices,
  loanContracts,
} from '../../src/db/schema'
import { openingOf } from '../../src/features/loan-servicing/loan-servicing.hooks'
import type { Transaction } from '../../src/db/client'
import { approve, reject, useCommitteeApp, type App } from '../helpers/committee'
import { originationSteps, today } from '../helpers/origination'
import { signInDemo } from '../helpers/demo-sign-in'

/**
 * Issue 30, "the books balance": every example of the issue on origination reproduced through the API, each
 * refusal asserted with its code and each figure against one computed by hand in the test.
 */
const c = useCommitteeApp()
const s = originationSteps(c)
let moto: App

beforeAll(async () => {
  await signInDemo(c.t, c.tokens, ['tesoreria', 'tesoreria2', 'ventas', 'admin2'])
  // A motorcycle application brought to deliberación (the example is one), nobody's votes on it.
  const [row] = await c.t.database.db
    .select({ id: creditApplications.id, product: creditApplications.product })
    .from(creditApplications)
    .where(
      and(
        eq(creditApplications.product, 'moto'),
        inArray(creditApplications.stage, ['deliberacion', 'visita', 'validacion']),
      ),
    )
    .orderBy(creditApplications.id)
    .limit(1)
  moto = row!
  await c.t.database.db
    .update(creditApplications)
    .set({ stage: 'deliberacion' })
    .where(eq(creditApplications.id, moto.id))
  await c.t.database.db.delete(committeeVotes).where(eq(committeeVotes.applicationId, moto.id))
  await c.t.database.db.delete(incomeMatrices).where(eq(incomeMatrices.applicationId, moto.id))
  await s.setScore(moto, 700)
}, 120_000)

describe('a committee decision holds a fingerprint of what it decided on', () => {
  it('an approved file back to visita with its income ×10 cannot reach autorización until re-voted', async () => {
    const app = c.fresh[0]!
    await s.verifiedIncome(app, 5_000_000)
    await s.approveAndAdvance(app)
    expect((await s.move(app, 'return')).statusCode).toBe(200)
    expect((await s.move(app, 'return')).statusCode).toBe(200)
    expect(await s.stageOf(app)).toBe('visita')
    // The analyst raises the accepted income tenfold: 50 000 → 500 000 MXN a month.
    const raised = await c.t.as(c.tokens.analista!, {
      method: 'PUT',
      url: `${c.base(app)}/payment-capacity`,
      payload: {
        version: 1,
        months: ['2026-07', '2026-08', '2026-09'],
        sources: [
          { kind: 'payroll', description: 'Nómina', amountsCents: [50_000_000, 50_000_000, 50_000_000] },
        ],
        acceptedIncomeCents: 50_000_000,
        householdExpensesCents: 500_000,
        note: '',
      },
    })
    expect(raised.statusCode, raised.body).toBe(200)
    const back = await s.move(app, 'advance')
    expect(back.statusCode, back.body).toBe(200)
    const committee = (await c.as('admin', 'GET', `${c.base(app)}/committee`)).json()
    expect(committee.decision).toBeNull()
    expect(committee.votes).toEqual([])
    expect(committee.voided).toHaveLength(1)
    expect(committee.voided[0]).toMatchObject({ outcome: 'approved', approvingVotes: 3, changed: ['income'] })
    const refused = await s.move(app, 'advance')
    expect(refused.statusCode).toBe(409)
    expect(refused.json().errors.guard).toContain('committee_decided')
    await s.approveAndAdvance(app)
    expect(await s.stageOf(app)).toBe('autorizacion')
  })
})

describe('the authorised amount is bounded by the vehicle and by the committee', () => {
  it('refuses 250 000 MXN on a 37 941 MXN motorcycle whose request was 26 559 MXN', async () => {
    await s.setFile(moto, { priceCents: 3_794_100, requestedCents: 2_655_900 })
    await s.approveAndAdvance(moto)
    const terms = { termMonths: 24, annualRateBps: 2_500, openingFeeBps: 350 }
    // 37 941 − 11 382 down = 26 559 MXN at most may be financed.
    const huge = await s.authorise(moto, { ...terms, amountCents: 25_000_000, downPaymentCents: 1_138_200 })
    expect(huge.statusCode, huge.body).toBe(400)
    expect(huge.json()).toMatchObject({
      code: 'exceeds_vehicle_price',
      errors: {
        amountCents: ['exceeds_vehicle_price:2655900'],
        vehiclePriceCents: ['financed_part:3794100'],
        downPaymentCents: ['financed_part:1138200'],
      },
    })
    // Within the price (30 000 + 5 000 ≤ 37 941) but above the 26 559 the committee approved.
    const more = await s.authorise(moto, { ...terms, amountCents: 3_000_000, downPaymentCents: 500_000 })
    expect(more.statusCode, more.body).toBe(409)
    expect(more.json()).toMatchObject({
      code: 'exceeds_committee_amount',
      errors: { amountCents: ['exceeds_committee_amount:2655900'] },
    })
    const fits = await s.authorise(moto, { ...terms, amountCents: 2_655_900, downPaymentCents: 1_138_200 })
    expect(fits.statusCode, fits.body).toBe(201)
  })
})

describe('the minimum BC Score of the policy', () => {
  it('refuses an approving vote below the minimum, naming the score and the minimum; a rejection is cast', async () => {
    const app = c.fresh[1]!
    await s.setScore(app, 545)
    const vote = await c.vote('comite', app, approve)
    expect(vote.statusCode).toBe(409)
    expect(vote.json()).toMatchObject({
      code: 'score_below_minimum',
      errors: { bcScore: ['score_below_minimum:600'], score: ['score_below_minimum:545'] },
    })
    expect(vote.json().message).toContain('545')
    expect(vote.json().message).toContain('600')
    expect((await c.vote('comite', app, reject)).statusCode).toBe(201)
  })

  it('refuses an applicant with no score unless the policy leaves it to the committee', async () => {
    const app = c.fresh[2]!
    await s.setScore(app, null)
    const refused = await c.vote('comite', app, approve)
    expect(refused.statusCode).toBe(409)
    expect(refused.json().code).toBe('no_score')
    const policy = (
      await c.as('admin', 'GET', creditPolicyPaths.current.replace(':product', 'auto'))
    ).json() as CreditPolicyVersion
    const saved = await c.as('admin', 'POST', creditPolicyPaths.versions.replace(':product', 'auto'), {
      replacesVersion: policy.version,
      terms: { ...policy.terms, origination: { ...policy.terms.origination, noScore: 'committee' } },
    })
    // A policy change has four eyes: a second administrator approves it.
    expect(saved.statusCode, saved.body).toBe(202)
    const approved = await c.as('admin2', 'POST', `/api/v1/approvals/${saved.json().id}/approve`, {
      version: saved.json().version,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect((await c.vote('comite', app, approve)).statusCode).toBe(201)
  })

  it('refuses the authorisation when the score fell below the minimum after the vote', async () => {
    const app = c.fresh[3]!
    await s.setFile(app, { priceCents: 50_000_000, requestedCents: 30_000_000 })
    await s.approveAndAdvance(app)
    await s.setScore(app, 580)
    const answer = await s.authorise(app, { amountCents: 30_000_000, downPaymentCents: 17_500_000 })
    expect(answer.statusCode).toBe(409)
    expect(answer.json()).toMatchObject({
      code: 'score_below_minimum',
      errors: { score: ['score_below_minimum:580'] },
    })
  })
})

describe('contract, assignment and disbursement belong to one authorisation', () => {
  it('a new authorisation voids the unsigned contract', async () => {
    const app = c.fresh[5]!
    await s.setFile(app, { priceCents: 50_000_000, requestedCents: 30_000_000 })
    await s.approveAndAdvance(app)
    expect(
      (await s.authorise(app, { amountCents: 30_000_000, downPaymentCents: 17_500_000 })).statusCode,
    ).toBe(201)
    expect((await s.move(app, 'advance')).statusCode).toBe(200)
    const unsigned = await s.contract(app, false)
    expect((await s.move(app, 'return')).statusCode).toBe(200)
    expect(
      (await s.authorise(app, { amountCents: 25_000_000, downPaymentCents: 17_500_000 })).statusCode,
    ).toBe(201)
    const [row] = await c.t.database.db.select().from(loanContracts).where(eq(loanContracts.id, unsigned.id))
    expect(row!.status).toBe('superseded')
  })

  it('300 000 MXN at 2 % + IVA: 6 960 kept back, 293 040 disbursed; no return once paid out; 250 000 paid can never book 10 000', async () => {
    const app = c.fresh[4]!
    await s.setFile(app, { priceCents: 50_000_000, requestedCents: 30_000_000 })
    await s.approveAndAdvance(app)
    const first = await s.authorise(app, {
      amountCents: 30_000_000,
      downPaymentCents: 17_500_000,
      openingFeeBps: 200,
    })
    expect(first.statusCode, first.body).toBe(201)
    expect((await s.move(app, 'advance')).statusCode).toBe(200)
    await s.contract(app)
    expect((await s.move(app, 'advance')).statusCode).toBe(200)
    const funding = await s.funding(app)
    // Fee 300 000 × 2 % = 6 000; IVA 16 % = 960; 300 000 − 6 960 = 293 040 MXN.
    expect(funding.terms).toMatchObject({
      amountCents: 30_000_000,
      openingFeeTreatment: 'deducted',
      openingFeeCents: 600_000,
      openingFeeIvaCents: 96_000,
      disbursementCents: 29_304_000,
    })
    // The committee no longer moves money; treasury does.
    expect((await s.assign(app, 'comite')).statusCode).toBe(403)
    expect((await s.assign(app)).statusCode).toBe(200)
    const gross = await s.disburse(app, 30_000_000, 'GROSS0001')
    expect(gross.statusCode).toBe(400)
    expect(gross.json().errors.amountCents).toEqual(['must_equal:29304000'])
    // Whoever authorised may not ask for the money (authorise ↔ disburse).
    const byAuthoriser = await s.disburse(app, 29_304_000, 'NET0001', 'admin')
    expect(byAuthoriser.statusCode).toBe(403)
    expect(byAuthoriser.json().code).toBe('duty_conflict')
    // Four eyes: asking stores a pending request; the asker cannot approve it; a second treasurer books it.
    const asked = await s.disburse(app, 29_304_000, 'NET0001')
    expect(asked.statusCode, asked.body).toBe(202)
    expect(asked.json()).toMatchObject({
      status: 'assigned',
      pendingApproval: { kind: 'funding.disbursement' },
    })
    expect((await s.approvePending(app, 'tesoreria')).json().code).toBe('four_eyes_same_person')
    expect((await s.approvePending(app, 'comite')).statusCode).toBe(403)
    const booked = await s.approvePending(app)
    expect(booked.statusCode, booked.body).toBe(200)
    expect((await s.funding(app)).status).toBe('disbursed')
    const [paid] = await c.t.database.db
      .select()
      .from(fundingDisbursements)
      .where(eq(fundingDisbursements.applicationId, app.id))
    expect(paid!.amountCents + paid!.openingFeeCents + paid!.openingFeeIvaCents).toBe(30_000_000)

    // Money out: the application cannot go back before fondeo.
    const back = await s.move(app, 'return')
    expect(back.statusCode).toBe(409)
    expect(back.json().code).toBe('disbursed_no_return')
    expect(await s.stageOf(app)).toBe('fondeo')

    // The SPEI came back (recorded cancellation): now it may go back, and new terms need everything anew.
    const cancelled = await s.cancelDisbursement(app, 'DEV0001')
    expect(cancelled.statusCode, cancelled.body).toBe(202)
    expect(await s.stageOf(app)).toBe('fondeo')
    expect((await s.move(app, 'return')).json().code).toBe('disbursed_no_return')
    expect((await s.approvePending(app)).statusCode).toBe(200)
    expect((await s.move(app, 'return')).statusCode).toBe(200)
    expect((await s.move(app, 'return')).statusCode).toBe(200)
    const smaller = await s.authorise(app, { amountCents: 20_000_000, downPaymentCents: 17_500_000 })
    expect(smaller.statusCode, smaller.body).toBe(201)
    expect((await s.move(app, 'advance')).statusCode).toBe(200)
    // The contract signed for the first terms does not satisfy the gate of the second.
    const held = await s.move(app, 'advance')
    expect(held.statusCode).toBe(409)
    expect(held.json().errors.guard).toContain('contract_signed')
    await s.contract(app)
    expect((await s.move(app, 'advance')).statusCode).toBe(200)
    expect((await s.funding(app)).status).toBe('pending')
    expect((await s.assign(app)).statusCode).toBe(200)
    // 200 000 − 4 000 fee − 640 IVA = 195 360 MXN.
    await s.disburseApproved(app, 19_536_000, 'NET0002')
    const [row] = await c.t.database.db
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.id, app.id))
    const opening = await openingOf(c.t.database.db as unknown as Transaction, row!, today())
    expect(opening.principalCents).toBe(20_000_000)
  })
})

describe('ally-side roles see no funders', () => {
  it('a seller is refused the funders and their lines, and the funder filter lists none', async () => {
    expect((await c.as('ventas', 'GET', funderPaths.funders)).statusCode).toBe(403)
    const options = await c.as('ventas', 'GET', funderPaths.funderOptions)
    expect(options.statusCode).toBe(200)
    expect(options.json().funders).toEqual([])
    expect((await c.as('tesoreria', 'GET', funderPaths.funders)).statusCode).toBe(200)
  })
})
