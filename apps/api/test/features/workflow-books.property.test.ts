import fc from 'fast-check'
import { and, eq, isNull } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  approvalPaths,
  fundingPaths,
  loanPaths,
  type FundingDetail,
  type FundingListItem,
  type LoanDetail,
  workingStages,
} from '@mesa/contracts'
import {
  approvalRequests,
  creditApplications,
  dutyActs,
  dutyPolicies,
  fundingAssignments,
  fundingDisbursements,
  loans,
  termAuthorisations,
} from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'

/*
 * Model-based property test of the books through the real services (issue 30, docs/domain.md "Invariants"):
 * random sequences of the money operations — assigning a funder's line, recording a disbursement, its
 * cancellation, moving the file (forward and back), approving or rejecting what waits in the four-eyes queue,
 * payments with random value dates, reversals, refunds, the credit balance applied to another loan of the same
 * customer — each asked by a random member of staff (treasury,
 * administrators, committee, analyst, seller, control desk) through the HTTP API. Refusals are expected (that is
 * the point); after every step the books must hold:
 * - no answer is a 5xx;
 * - money out = principal booked less the fee deducted, and the loan's terms are the disbursed authorisation's;
 * - a file before fondeo has no money out; one live disbursement at most, on the active assignment, of the
 *   authorisation the assignment holds;
 * - money in ≤ what was owed + the explicit credit balance (which is never negative);
 * - credit applied to another loan of the customer arrives there whole, as its credit_balance payments;
 * - every approved four-eyes request and every disbursement was two people; no enabled duty pair was done by
 *   one person on one file or loan.
 * Fixed seed, a few runs in `npm test`; WORKFLOW_PROPERTY_RUNS=40 npx vitest run <this file> searches longer (docs/testing.md).
 */
const RUNS = Number(process.env.WORKFLOW_PROPERTY_RUNS ?? 3)
const STAFF = ['tesoreria', 'admin', 'admin2', 'comite', 'analista', 'ventas', 'mesa'] as const
type Who = (typeof STAFF)[number]
const PASSWORDS: Record<Who, [string, string]> = {
  tesoreria: ['tesoreria@demo.com', 'tesoreria'],
  admin: ['admin@demo.com', 'admin'],
  admin2: ['admin2@demo.com', 'admin'],
  comite: ['comite@demo.com', 'comite'],
  analista: ['analista@demo.com', 'analista'],
  ventas: ['ventas@demo.com', 'ventas'],
  mesa: ['mesa@demo.com', 'mesa-control'],
}
const BEFORE_FONDEO: readonly string[] = workingStages.slice(0, workingStages.indexOf('fondeo'))

const tokens = {} as Record<Who, string>
const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
let serverErrors: string[] = []
/** The operations that went through (2xx), by route: the runs must reach the states the invariants are about. */
const done = new Map<string, number>()
async function as(who: Who, method: 'GET' | 'POST', url: string, payload?: object) {
  const answer = await t.as(tokens[who], { method, url, ...(payload ? { payload } : {}) })
  if (answer.statusCode >= 500)
    serverErrors.push(`${method} ${url} as ${who}: ${answer.statusCode} ${answer.body}`)
  if (process.env.WORKFLOW_DEBUG && method === 'POST')
    process.stderr.write(`${who} ${url} ${answer.statusCode} ${answer.body.slice(0, 160)}\n`)
  if (method === 'POST' && answer.statusCode < 300) {
    const operation = url.replace(/\/\d+/g, '/:n')
    done.set(operation, (done.get(operation) ?? 0) + 1)
  }
  return answer
}
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City' }).format(new Date())
const daysBefore = (days: number) => new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10)
let spei = 0
const nextSpei = () =>
  `MESAPROP${String(Date.now() % 1e6).padStart(6, '0')}${String(++spei).padStart(4, '0')}`

/** The application a run drives, by folio and id. */
type File = { id: number; folio: number; origin: string }

/* ---------- invariants, read from the tables after every step ---------- */

async function checkFile(file: File) {
  const db = t.database.db
  expect(serverErrors).toEqual([])
  const [application] = await db.select().from(creditApplications).where(eq(creditApplications.id, file.id))
  const live = await db
    .select()
    .from(fundingDisbursements)
    .where(and(eq(fundingDisbursements.applicationId, file.id), isNull(fundingDisbursements.cancelledAt)))
  expect(live.length).toBeLessThanOrEqual(1)
  if (BEFORE_FONDEO.includes(application!.stage)) expect(live).toEqual([])
  const out = live[0]
  if (out) {
    const [assignment] = await db
      .select()
      .from(fundingAssignments)
      .where(eq(fundingAssignments.id, out.assignmentId))
    expect(assignment!.status).not.toBe('released')
    expect(out.authorisationId).toBe(assignment!.authorisationId)
    // What went out and what was kept back are the assigned amount.
    expect(out.amountCents + out.openingFeeCents + out.openingFeeIvaCents).toBe(assignment!.amountCents)
    expect(out.approvedByUserId).not.toBeNull()
    expect(out.approvedByUserId).not.toBe(out.recordedByUserId)
  }
  const [loan] = await db.select().from(loans).where(eq(loans.applicationId, file.id))
  if (loan) {
    expect(out, 'a loan is booked only on money that went out').toBeDefined()
    // Money out = principal booked less the fee deducted; the loan carries the disbursed authorisation's terms.
    expect(out!.amountCents).toBe(loan.principalCents - out!.openingFeeCents - out!.openingFeeIvaCents)
    const [terms] = await db
      .select()
      .from(termAuthorisations)
      .where(eq(termAuthorisations.id, out!.authorisationId!))
    expect([loan.principalCents, loan.annualRateBps, loan.termMonths]).toEqual([
      terms!.amountCents,
      terms!.annualRateBps,
      terms!.termMonths,
    ])
  }
}

async function checkLoan(file: File) {
  expect(serverErrors).toEqual([])
  const detail = (await as('admin', 'GET', fill(loanPaths.loan, file))).json() as LoanDetail
  expect(detail.creditBalanceCents).toBeGreaterThanOrEqual(0)
  expect(detail.summary.balanceCents).toBeGreaterThanOrEqual(0)
  let moneyIn = 0
  let applied = 0
  for (const payment of detail.payments.filter((one) => !one.reversed)) {
    moneyIn += payment.amountCents
    const a = payment.allocation!
    applied +=
      a.lateInterestCents +
      a.lateInterestIvaCents +
      a.interestCents +
      a.ivaCents +
      a.insuranceCents +
      a.principalCents +
      a.prepaymentCents
  }
  const outflows = detail.creditMovements.reduce((sum, movement) => sum + movement.amountCents, 0)
  // Every centavo received either paid what was owed or sits in the credit balance (or went back out of it).
  expect(moneyIn).toBe(applied + detail.creditBalanceCents + outflows)
}

async function checkFourEyes() {
  const db = t.database.db
  const approved = await db.select().from(approvalRequests).where(eq(approvalRequests.status, 'approved'))
  for (const request of approved) expect(request.decidedBy).not.toBe(request.requestedBy)
  const pairs = await db.select().from(dutyPolicies).where(eq(dutyPolicies.enabled, true))
  const acts = await db.select().from(dutyActs)
  const by = new Map<string, Set<string>>()
  for (const act of acts) {
    const key = `${act.scopeType}/${act.scopeId}/${act.userId}`
    by.set(key, (by.get(key) ?? new Set()).add(act.act))
  }
  for (const done of by.values())
    for (const pair of pairs) {
      const hasA = pair.actA === '*' ? done.size > 0 : done.has(pair.actA)
      const hasB = pair.actB === '*' ? done.size > 0 : done.has(pair.actB)
      if (pair.actA === '*' || pair.actB === '*') {
        const named = pair.actA === '*' ? pair.actB : pair.actA
        if (done.has(named)) expect(done.size, `${named} by one who did another act`).toBe(1)
      } else expect(hasA && hasB, `${pair.actA} and ${pair.actB} by one person`).toBe(false)
    }
}

/* ---------- the operations ---------- */

const who = fc.constantFrom(...STAFF)
const funding = (file: File) => fill(fundingPaths.application, { folio: file.folio })
const detailOf = async (file: File) => (await as('admin', 'GET', funding(file))).json() as FundingDetail
const loanOf = async (file: File) =>
  (await as('admin', 'GET', fill(loanPaths.loan, file))).json() as LoanDetail

type Step = (file: File) => Promise<void>

/** A second (or the same) person decides a money request waiting in the four-eyes queue. */
const decide = fc.tuple(who, fc.nat(), fc.boolean()).map(([user, pick, approve]): Step => async () => {
  const pending = (
    await t.database.db.select().from(approvalRequests).where(eq(approvalRequests.status, 'pending'))
  ).filter((request) => /^(funding|loan)\./.test(request.kind))
  const request = pending[pick % Math.max(pending.length, 1)]
  if (!request) return
  await as(user, 'POST', fill(approve ? approvalPaths.approve : approvalPaths.reject, { id: request.id }), {
    version: request.version,
    ...(approve ? {} : { note: 'Rechazada en la prueba del modelo' }),
  })
})

const fileSteps: fc.Arbitrary<Step>[] = [
  fc.tuple(who, fc.nat()).map(([user, pick]): Step => async (file) => {
    const detail = await detailOf(file)
    const options = detail.options.filter((option) => option.eligible)
    const option = options[pick % Math.max(options.length, 1)]
    if (!option) return
    await as(user, 'POST', fill(fundingPaths.assignment, { folio: file.folio }), {
      lineId: option.line.id,
      replaces: detail.assignment?.status === 'active' ? detail.assignment.id : null,
    })
  }),
  fc
    .tuple(who, fc.constantFrom(0, 0, 0, 1, -1, 100_00), fc.integer({ min: 0, max: 20 }))
    .map(([user, off, daysAgo]): Step => async (file) => {
      const detail = await detailOf(file)
      if (!detail.assignment || !detail.terms) return
      await as(user, 'POST', fill(fundingPaths.disbursement, { folio: file.folio }), {
        assignmentId: detail.assignment.id,
        amountCents: detail.terms.disbursementCents + off,
        disbursedOn: daysBefore(daysAgo),
        speiReference: nextSpei(),
      })
    }),
  who.map((user): Step => async (file) => {
    const detail = await detailOf(file)
    if (!detail.disbursement) return
    await as(user, 'POST', fill(fundingPaths.disbursementCancellation, { folio: file.folio }), {
      disbursementId: detail.disbursement.id,
      returnReference: nextSpei(),
      returnedOn: today(),
      reason: 'Devolución SPEI de prueba',
    })
  }),
  fc.tuple(who, fc.nat()).map(([user, pick]): Step => async (file) => {
    const url = `/api/v1/credit-applications/${file.origin}/${file.id}`
    const application = (await as('admin', 'GET', url)).json()
    const moves = (application.allowedTransitions ?? []) as { transition: string }[]
    const move = moves[pick % Math.max(moves.length, 1)]
    if (!move) return
    await as(user, 'POST', `${url}/transitions`, {
      transition: move.transition,
      reason: 'Movimiento de prueba del modelo',
      data: {},
      version: application.version,
    })
  }),
  decide,
]

const loanSteps: fc.Arbitrary<Step>[] = [
  fc
    .tuple(who, fc.integer({ min: 1, max: 400_000_00 }), fc.integer({ min: 0, max: 60 }))
    .map(([user, amountCents, daysAgo]): Step => async (file) => {
      const loan = await loanOf(file)
      const paidOn = daysBefore(daysAgo) < loan.disbursedOn ? loan.disbursedOn : daysBefore(daysAgo)
      await as(user, 'POST', fill(loanPaths.payments, file), {
        amountCents,
        paidOn,
        method: 'spei',
        version: loan.version,
      })
    }),
  fc.tuple(who, fc.nat()).map(([user, pick]): Step => async (file) => {
    const loan = await loanOf(file)
    const live = loan.payments.filter((payment) => !payment.reversed)
    const payment = live[pick % Math.max(live.length, 1)]
    if (!payment) return
    await as(user, 'POST', fill(loanPaths.reversal, { ...file, paymentId: payment.id }), {
      reason: 'Pago registrado por error',
      version: loan.version,
    })
  }),
  fc.tuple(who, fc.integer({ min: 1, max: 50_000_00 })).map(([user, amountCents]): Step => async (file) => {
    const loan = await loanOf(file)
    if (loan.creditBalanceCents === 0) return
    await as(user, 'POST', fill(loanPaths.refund, file), {
      amountCents: Math.min(amountCents, loan.creditBalanceCents + 1),
      paidOn: today(),
      reference: nextSpei(),
      version: loan.version,
    })
  }),
  // The credit balance applied to another active loan of the same customer (a payment there, by credit_balance).
  fc.tuple(who, fc.integer({ min: 1, max: 50_000_00 })).map(([user, amountCents]): Step => async (file) => {
    const loan = await loanOf(file)
    const target = loan.creditTargets[0]
    if (loan.creditBalanceCents === 0 || !target) return
    // Above the balance: all of it, or (odd draws) one centavo too much, which must be refused.
    const balance = loan.creditBalanceCents
    await as(user, 'POST', fill(loanPaths.applyCredit, file), {
      amountCents: amountCents <= balance ? amountCents : balance + (amountCents % 2),
      targetApplicationId: target.applicationId,
      version: loan.version,
    })
  }),
  decide,
]

/** Each file's run starts with the money out as the policy has it: treasury assigns and asks, a second person approves. */
const fundedByTreasury: Step[] = [
  async (file) => {
    const detail = await detailOf(file)
    const option = detail.options.find((one) => one.eligible)
    if (option)
      await as('tesoreria', 'POST', fill(fundingPaths.assignment, { folio: file.folio }), {
        lineId: option.line.id,
        replaces: null,
      })
  },
  async (file) => {
    const detail = await detailOf(file)
    if (detail.assignment && detail.terms)
      await as('tesoreria', 'POST', fill(fundingPaths.disbursement, { folio: file.folio }), {
        assignmentId: detail.assignment.id,
        amountCents: detail.terms.disbursementCents,
        disbursedOn: today(),
        speiReference: nextSpei(),
      })
  },
  async (file) => {
    const { pendingApproval } = await detailOf(file)
    if (pendingApproval)
      await as('admin2', 'POST', fill(approvalPaths.approve, { id: pendingApproval.id }), {
        version: pendingApproval.version,
      })
  },
]
/**
 * Each loan run's file has a sibling: another active loan made the same customer's (same CURP), where its
 * credit balance may be applied. What left the file as `applied` arrived there as credit_balance payments.
 */
const siblings = new Map<number, File>()
async function checkApplied(file: File) {
  const sibling = siblings.get(file.id)
  if (!sibling) return
  await checkLoan(sibling)
  const from = (await as('admin', 'GET', fill(loanPaths.loan, file))).json() as LoanDetail
  const to = (await as('admin', 'GET', fill(loanPaths.loan, sibling))).json() as LoanDetail
  const applied = from.creditMovements
    .filter((movement) => movement.kind === 'applied')
    .reduce((sum, movement) => sum + movement.amountCents, 0)
  const received = to.payments
    .filter((payment) => payment.method === 'credit_balance')
    .reduce((sum, payment) => sum + payment.amountCents, 0)
  expect(received).toBe(applied)
}

/**
 * Every other run then pays the loan off with a payment dated 20 days back, at the most it may be (the cap the
 * refusal names): replayed before today's payment it saves late interest, so the loan ends with a credit
 * balance, what refunds and apply-credit work on (the other runs keep a loan that owes).
 */
let loanRuns = 0
const paidOffBackDated: Step = async (file) => {
  if (loanRuns++ % 2 === 1) return
  const loan = await loanOf(file)
  const paidOn = daysBefore(20) < loan.disbursedOn ? loan.disbursedOn : daysBefore(20)
  const body = { paidOn, method: 'spei', version: loan.version }
  const refused = await as('admin', 'POST', fill(loanPaths.payments, file), {
    ...body,
    amountCents: loan.principalCents * 2,
  })
  const cap = /^too_big:(\d+)$/.exec(refused.json().errors?.amountCents?.[0] ?? '')
  if (cap) await as('admin', 'POST', fill(loanPaths.payments, file), { ...body, amountCents: Number(cap[1]) })
}

/** Then half of any credit balance goes to the sibling loan, so every such run moves money between loans. */
const appliedOnce: Step = async (file) => {
  const loan = await loanOf(file)
  const target = loan.creditTargets[0]
  if (loan.creditBalanceCents > 0 && target)
    await as('admin2', 'POST', fill(loanPaths.applyCredit, file), {
      amountCents: Math.ceil(loan.creditBalanceCents / 2),
      targetApplicationId: target.applicationId,
      version: loan.version,
    })
}

/** Each loan's run starts with a payment of 1 000.00 received today. */
const paidOnce: Step[] = [
  async (file) => {
    const loan = await loanOf(file)
    await as('admin', 'POST', fill(loanPaths.payments, file), {
      amountCents: 1_000_00,
      paidOn: today(),
      method: 'spei',
      version: loan.version,
    })
  },
]

const t = useTestApp(120_000)
beforeAll(async () => {
  for (const one of STAFF) tokens[one] = (await t.login(...PASSWORDS[one])).accessToken
}, 120_000)

/** Runs random steps on one file per run, checking the books after every step. */
async function drive(
  files: File[],
  prologue: Step[],
  steps: fc.Arbitrary<Step>[],
  check: (file: File) => Promise<void>,
) {
  await fc.assert(
    fc.asyncProperty(fc.array(fc.oneof(...steps), { minLength: 4, maxLength: 14 }), async (sequence) => {
      const file = files.shift()
      if (!file) return
      serverErrors = []
      for (const step of [...prologue, ...sequence]) {
        await step(file)
        await check(file)
        await checkFourEyes()
      }
    }),
    { seed: 302_026, numRuns: Math.min(RUNS, files.length), endOnFailure: true },
  )
}

describe('the books under random money operations by random staff (issue 30)', () => {
  it('files in fondeo: money out only on their authorisation, booked as lent, never back before fondeo', async () => {
    const list = (
      await as('admin', 'GET', `${fundingPaths.applications}?status=pending&itemsPerPage=100`)
    ).json()
    const files: File[] = (list.items as FundingListItem[])
      .filter((item) => item.stage === 'fondeo' && item.amountCents !== null)
      .map(({ applicationId, folio, origin }) => ({ id: applicationId, folio, origin }))
    expect(files.length).toBeGreaterThanOrEqual(RUNS)
    await drive(files, fundedByTreasury, fileSteps, checkFile)
    // The runs reached what the invariants are about: money went out on an approved request.
    expect(done.get('/api/v1/funding/applications/:n/disbursement')).toBeGreaterThan(0)
    expect(done.get('/api/v1/approvals/:n/approve')).toBeGreaterThan(0)
  }, 900_000)

  it('active loans: money in never above what was owed plus an explicit credit balance', async () => {
    const list = (await as('admin', 'GET', `${loanPaths.list}?status=active&itemsPerPage=100`)).json()
    // Late loans first: a back-dated payoff on one leaves a credit balance (less late interest accrued).
    const files: File[] = (
      list.items as { applicationId: number; folio: number; origin: string; bucket: string }[]
    )
      .sort((a, b) => Number(a.bucket === 'current') - Number(b.bucket === 'current'))
      .map((loan) => ({ id: loan.applicationId, folio: loan.folio, origin: loan.origin }))
    expect(files.length).toBeGreaterThanOrEqual(RUNS * 2)
    // The last loans become the first ones' siblings (same customer), each run's target for apply-credit.
    for (const [index, file] of files.slice(0, RUNS).entries()) {
      const sibling = files[files.length - 1 - index]!
      const [row] = await t.database.db
        .select({ curp: creditApplications.curp })
        .from(creditApplications)
        .where(eq(creditApplications.id, file.id))
      await t.database.db
        .update(creditApplications)
        .set({ curp: row!.curp })
        .where(eq(creditApplications.id, sibling.id))
      siblings.set(file.id, sibling)
    }
    await drive(
      files.slice(0, RUNS),
      [...paidOnce, paidOffBackDated, appliedOnce],
      loanSteps,
      async (file) => {
        await checkFile(file)
        await checkLoan(file)
        await checkApplied(file)
      },
    )
    const payments = [...done].filter(([operation]) => operation.endsWith('/loan/payments'))
    expect(payments.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(0)
    const applied = [...done].filter(([operation]) => operation.endsWith('/loan/credit/apply'))
    expect(applied.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(0)
  }, 900_000)
})
