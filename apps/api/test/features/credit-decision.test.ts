import { eq, notInArray } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  committeeDecisions,
  committeeVotes,
  creditApplications,
  decisionConditions,
  termAuthorisations,
} from '../../src/db/schema'
import { seedCreditDecision } from '../../src/features/credit-decision'
import { tally } from '../../src/features/credit-decision/committee'
import { approve, reject, useCommitteeApp, withConditions } from '../helpers/committee'

/** The committee (issue 14): votes, quorum and majority, one vote per member, hostile input. */
const c = useCommitteeApp()
const { as, base, blockers, decisionsOn, vote, votesOn } = c

describe('the majority rule', () => {
  const votes = (...kinds: Array<'approve' | 'reject'>) =>
    kinds.map((kind) => ({ vote: kind, rejectReasons: [] }))
  it('approves when the approving share reaches the majority, rejects below it', () => {
    expect(tally(votes('approve', 'approve', 'reject'), 5_001, 0).outcome).toBe('approved')
    expect(tally(votes('approve', 'reject'), 5_001, 0).outcome).toBe('rejected')
    expect(tally(votes('approve', 'approve', 'reject'), 6_700, 0).outcome).toBe('rejected')
    expect(tally(votes('approve', 'approve', 'approve'), 5_001, 2).outcome).toBe('approved_with_conditions')
  })
})

describe('votes and quorum', () => {
  it('closes the decision exactly at quorum, recording the votes and the policy version', async () => {
    const app = c.fresh[0]!
    expect((await vote('comite', app, approve)).json().decision).toBeNull()
    expect((await vote('comite2', app, withConditions)).json().decision).toBeNull()
    expect(await blockers(app)).toContain('committee_decided')
    const third = await vote('comite3', app, approve)
    expect(third.statusCode, third.body).toBe(201)
    const { decision, votes, conditions, rule } = third.json()
    expect(decision).toMatchObject({
      outcome: 'approved_with_conditions',
      approvingVotes: 3,
      rejectingVotes: 0,
    })
    expect(decision.policyVersionId).toBe(rule.policyVersionId)
    expect(votes).toHaveLength(3)
    expect(conditions).toHaveLength(1)
    expect(await blockers(app)).not.toContain('committee_decided')
    const late = await vote('admin', app, approve)
    expect(late.statusCode).toBe(409)
    expect(late.json().code).toBe('decision_closed')
    expect(await votesOn(app)).toBe(3)
  })

  it('one vote per member: a second vote is 409 and changes nothing', async () => {
    const app = c.fresh[1]!
    expect((await vote('comite', app, approve)).statusCode).toBe(201)
    const again = await vote('comite', app, reject)
    expect(again.statusCode).toBe(409)
    expect(again.json().code).toBe('already_voted')
    expect(await votesOn(app)).toBe(1)
  })

  it('a rejecting majority records the reasons and keeps the application in deliberación', async () => {
    const app = c.fresh[2]!
    await vote('comite', app, reject)
    await vote('comite2', app, {
      vote: 'reject',
      rejectReasons: ['bureau_history', 'other'],
      notes: 'Atrasos',
    })
    const last = await vote('comite3', app, approve)
    expect(last.json().decision).toMatchObject({ outcome: 'rejected', approvingVotes: 1, rejectingVotes: 2 })
    expect(last.json().decision.rejectReasons.sort()).toEqual([
      'bureau_history',
      'insufficient_capacity',
      'other',
    ])
    expect(await blockers(app)).toContain('committee_decided')
    const sheet = (await as('admin', 'GET', `${base(app)}/answer-sheet`)).json()
    expect(sheet).toMatchObject({ status: 'rejected', terms: null })
  })

  it('two last votes at once close the decision once', async () => {
    const app = c.fresh[3]!
    await vote('comite', app, approve)
    await vote('comite2', app, approve)
    const answers = await Promise.all([vote('comite3', app, approve), vote('admin', app, reject)])
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([201, 409])
    expect(await decisionsOn(app)).toBe(1)
    expect(await votesOn(app)).toBe(3)
  })

  it('only committee members vote (403), and only in deliberación (409)', async () => {
    expect((await vote('analista', c.fresh[4]!, approve)).statusCode).toBe(403)
    expect(await votesOn(c.fresh[4]!)).toBe(0)
    const [early] = await c.t.database.db
      .select({ id: creditApplications.id, product: creditApplications.product })
      .from(creditApplications)
      .where(eq(creditApplications.stage, 'analisis'))
      .limit(1)
    expect((await vote('comite', early!, approve)).json().code).toBe('wrong_stage')
  })
})

describe('input', () => {
  it('hostile input is a 400 naming each wrong field, never a 500', async () => {
    const app = c.fresh[8]!
    const bad = await vote('comite', app, { vote: 'maybe', rejectReasons: ['nope'], notes: 'a\u0000b' })
    expect(bad.statusCode).toBe(400)
    const unknown = await vote('comite', app, { vote: 'approve', extra: 1 })
    expect(unknown.statusCode).toBe(400)
    const noConditions = await vote('comite', app, { vote: 'approve_with_conditions' })
    expect(Object.keys(noConditions.json().errors)).toEqual(['conditions'])
    const noReason = await vote('comite', app, { vote: 'reject' })
    expect(Object.keys(noReason.json().errors)).toEqual(['rejectReasons'])
    const terms = await as('admin', 'POST', `${base(app)}/authorisation`, {
      amountCents: 'mucho',
      downPaymentCents: -1,
      annualRateBps: 1.5,
      termMonths: 2 ** 31,
      openingFeeBps: 1e308,
      insuranceMonthlyCents: 'x',
      firstDueDate: '2024-02-30',
      supersedes: 0,
    })
    expect(terms.statusCode).toBe(400)
    expect(Object.keys(terms.json().errors).sort()).toEqual([
      'amountCents',
      'annualRateBps',
      'downPaymentCents',
      'firstDueDate',
      'insuranceMonthlyCents',
      'openingFeeBps',
      'supersedes',
      'termMonths',
    ])
    expect(await votesOn(app)).toBe(0)
  })
})

describe('the demo seed', () => {
  it('runs again without adding anything, and past deliberación every application has its decision', async () => {
    const db = c.t.database.db
    // The set-up cleared the votes of the deliberación applications the rules use: those are seeded again.
    const untouched = (
      table:
        | typeof committeeVotes
        | typeof committeeDecisions
        | typeof decisionConditions
        | typeof termAuthorisations,
    ) =>
      db.$count(
        table,
        notInArray(
          table.applicationId,
          c.fresh.map((app) => app.id),
        ),
      )
    const counts = async () =>
      Promise.all([committeeVotes, committeeDecisions, decisionConditions, termAuthorisations].map(untouched))
    const before = await counts()
    await seedCreditDecision(db)
    expect(await counts()).toEqual(before)
    const inContract = db
      .select({ id: creditApplications.id, decision: committeeDecisions.id, terms: termAuthorisations.id })
      .from(creditApplications)
      .leftJoin(committeeDecisions, eq(committeeDecisions.applicationId, creditApplications.id))
      .leftJoin(termAuthorisations, eq(termAuthorisations.applicationId, creditApplications.id))
      .where(eq(creditApplications.stage, 'contrato'))
    const rows = await inContract
    expect(rows.length).toBeGreaterThan(0)
    expect(rows.filter((row) => row.decision === null || row.terms === null)).toEqual([])
  })
})
