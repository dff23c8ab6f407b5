import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insurancePaths, type Policy, type Quote } from '@mesa/contracts'
import { auditEvents, insurancePolicies, insuranceQuotes, roles } from '../../src/db/schema'
import { seedInsurance, useInsuranceProvider, type InsuranceProvider } from '../../src/features/insurance'
import { providerOf } from '../../src/features/insurance/insurer-providers'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { createUserWithRules } from '../helpers/users'

let t: TestApp
const tokens: Record<string, string> = {}
type QueueItem = { id: number; product: string; folio: number; quotes: number; policy: unknown }
/** Applications in póliza with no quotes yet: each describe takes its own. */
let fresh: QueueItem[] = []

const fill = (path: string, params: Record<string, string | number>) =>
  path.replace(/:(\w+)/g, (_, name: string) => String(params[name]))
const quotesUrl = (app: QueueItem) =>
  fill(insurancePaths.applicationQuotes, { origin: app.product, id: app.id })
const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const options = { package: 'amplia', deductibleLevel: 'bajo', paymentFrequency: 'mensual' } as const
const quote = async (app: QueueItem, who = 'comite') =>
  (await as(who, 'POST', quotesUrl(app), options)).json().quotes as Quote[]
const bind = (quoteId: number, who = 'comite') => as(who, 'POST', fill(insurancePaths.bindQuote, { quoteId }))
const detail = async (app: QueueItem) =>
  (await as('admin', 'GET', `/api/v1/credit-applications/${app.product}/${app.id}`)).json()
const advanceBlockers = async (app: QueueItem) =>
  (await detail(app)).allowedTransitions.find((o: { transition: string }) => o.transition === 'advance')
    .blockedBy as string[]

beforeAll(async () => {
  t = await createTestApp()
  for (const [who, email, password] of [
    ['admin', 'admin@demo.com', 'admin'],
    ['comite', 'comite@demo.com', 'comite'],
    ['analista', 'analista@demo.com', 'analista'],
  ] as const)
    tokens[who] = (await t.login(email, password)).accessToken
  const rulesUser = async (name: string, rules: Parameters<typeof createUserWithRules>[1]) => {
    const user = await createUserWithRules(t.database.db, rules)
    tokens[name] = (await t.login(user.email, user.password)).accessToken
    return user
  }
  await rulesUser('polizaReader', [{ action: 'read', subject: 'poliza' }])
  await rulesUser('insuranceReader', [{ action: 'read', subject: 'Insurance' }])
  // A scoped póliza worker linked to no ally: sees nothing of anybody's applications.
  const scoped = await rulesUser('scoped', [
    { action: 'manage', subject: 'poliza' },
    { action: 'manage', subject: 'Insurance' },
  ])
  await t.database.db.update(roles).set({ scope: 'own-allies' }).where(eq(roles.id, scoped.roleId))
  const queue = (await as('admin', 'GET', `${insurancePaths.queue}?itemsPerPage=100`)).json()
  fresh = queue.items.filter((item: QueueItem) => item.quotes === 0 && item.policy === null)
})
afterAll(() => t.close())

describe('quotes', () => {
  it('four insurers answer sandbox quotes, the same figures for the same input', async () => {
    const app = fresh[0]!
    const first = await quote(app)
    expect(first.map((q) => q.insurer)).toEqual(['ana', 'general', 'gnp', 'qualitas'])
    expect(first.every((q) => q.sandbox && q.status === 'open')).toBe(true)
    expect(new Set(first.map((q) => q.premium.totalCents)).size).toBe(4)
    const second = await quote(app)
    expect(second.map((q) => q.premium)).toEqual(first.map((q) => q.premium))
    expect(second.map((q) => q.coverages)).toEqual(first.map((q) => q.coverages))
    const listed = (await as('polizaReader', 'GET', quotesUrl(app))).json().quotes as Quote[]
    expect(listed).toHaveLength(8)
    const stored = await t.database.db.$count(insuranceQuotes, eq(insuranceQuotes.applicationId, app.id))
    expect(stored).toBe(8)
  })

  it('keep the inputs and a 15-day validity, and name each wrong option', async () => {
    const app = fresh[0]!
    const [ana] = await quote(app)
    const days = (Date.parse(ana!.validUntil) - Date.parse(ana!.createdAt)) / 86_400_000
    expect(days).toBe(15)
    expect(ana!.options).toEqual(options)
    expect(ana!.postalCode).toMatch(/^\d{5}$/)
    const bad = await as('comite', 'POST', quotesUrl(app), {
      package: 'todo_riesgo',
      deductibleLevel: 3,
      surprise: true,
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['package', 'deductibleLevel', 'paymentFrequency']),
    )
  })
})

describe('binding', () => {
  it('binds once: a second bind of any quote of the application is a 409 and writes nothing', async () => {
    const app = fresh[1]!
    const quotes = await quote(app)
    const bound = await bind(quotes[2]!.id)
    expect(bound.statusCode).toBe(201)
    const policy = bound.json() as Policy
    expect(policy).toMatchObject({ insurer: 'gnp', status: 'bound', beneficiary: 'Mesa Financiera' })
    for (const other of [quotes[0]!, quotes[2]!]) {
      const again = await bind(other.id)
      expect(again.statusCode).toBe(409)
      expect(again.json().code).toBe('policy_already_bound')
    }
    expect(await t.database.db.$count(insurancePolicies, eq(insurancePolicies.applicationId, app.id))).toBe(1)
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(and(eq(auditEvents.action, 'insurance.policy_bound'), eq(auditEvents.entityId, String(app.id))))
    expect(audit).toHaveLength(1)
  })

  it('of two concurrent binds exactly one wins', async () => {
    const app = fresh[2]!
    const quotes = await quote(app)
    const answers = await Promise.all([bind(quotes[0]!.id), bind(quotes[3]!.id)])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    expect(await t.database.db.$count(insurancePolicies, eq(insurancePolicies.applicationId, app.id))).toBe(1)
  })

  it('the póliza stage cannot advance until a policy is bound (gate policy_bound)', async () => {
    const app = fresh[3]!
    expect(await advanceBlockers(app)).toContain('policy_bound')
    const quotes = await quote(app)
    expect((await bind(quotes[1]!.id)).statusCode).toBe(201)
    expect(await advanceBlockers(app)).not.toContain('policy_bound')
  })

  it('refuses an expired quote', async () => {
    const app = fresh[4]!
    const quotes = await quote(app)
    await t.database.db
      .update(insuranceQuotes)
      .set({ validUntil: new Date(Date.now() - 1000) })
      .where(eq(insuranceQuotes.id, quotes[0]!.id))
    const answer = await bind(quotes[0]!.id)
    expect(answer.statusCode).toBe(409)
    expect(answer.json().code).toBe('quote_expired')
  })
})

describe('issuing and cancelling', () => {
  let policy: Policy
  beforeAll(async () => {
    const quotes = await quote(fresh[5]!)
    policy = (await bind(quotes[3]!.id)).json()
  })

  it('issues with the insurer’s number and one year of cover; a stale version is a 409', async () => {
    const url = fill(insurancePaths.issuePolicy, { policyId: policy.id })
    const stale = await as('comite', 'POST', url, { version: policy.version + 1 })
    expect(stale.statusCode).toBe(409)
    const issued = await as('comite', 'POST', url, { version: policy.version })
    expect(issued.statusCode).toBe(200)
    const body = issued.json() as Policy
    expect(body.status).toBe('in_force')
    expect(body.policyNumber).toMatch(new RegExp(`^Q${String(policy.id).padStart(10, '0')}-\\d{4}$`))
    const start = new Date(body.termStart!)
    start.setUTCFullYear(start.getUTCFullYear() + 1)
    expect(body.termEnd).toBe(start.toISOString().slice(0, 10))
    const twice = await as('comite', 'POST', url, { version: body.version })
    expect(twice.json().code).toBe('wrong_policy_status')
    policy = body
  })

  it('cancels with a reason, after which another quote may be bound', async () => {
    const url = fill(insurancePaths.cancelPolicy, { policyId: policy.id })
    const bad = await as('comite', 'POST', url, { version: 'x', reason: '' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['version', 'reason']))
    const cancelled = await as('comite', 'POST', url, {
      version: policy.version,
      reason: 'Venta del vehículo',
    })
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', cancelReason: 'Venta del vehículo' })
    const quotes = await quote(fresh[5]!)
    expect((await bind(quotes[0]!.id)).statusCode).toBe(201)
  })
})

describe('the insurance list and renewals', () => {
  it('sorts the seeded policies into tabs: in force, expiring within 30 and 60 days, cancelled', async () => {
    const tab = async (name: string) =>
      (await as('insuranceReader', 'GET', `${insurancePaths.policies}?tab=${name}&itemsPerPage=100`)).json()
    const [inForce, within30, within60, cancelled] = await Promise.all(
      ['in_force', 'expiring_30', 'expiring_60', 'cancelled'].map(tab),
    )
    expect(within30.total).toBeGreaterThanOrEqual(2)
    expect(within60.total).toBeGreaterThan(within30.total)
    expect(inForce.total).toBeGreaterThan(within60.total)
    expect(cancelled.policies.every((p: Policy) => p.status === 'cancelled')).toBe(true)
    const soon = new Date(Date.now() + 31 * 86_400_000).toISOString().slice(0, 10)
    expect(within30.policies.every((p: Policy) => p.termEnd! < soon)).toBe(true)
    const bad = await as('insuranceReader', 'GET', `${insurancePaths.policies}?tab=nope&insurer=axa`)
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(expect.arrayContaining(['tab', 'insurer']))
  })

  it('quotes every insurer to renew an expiring policy, and refuses one far from its end', async () => {
    const list = async (name: string) =>
      (await as('admin', 'GET', `${insurancePaths.policies}?tab=${name}&itemsPerPage=100`)).json()
        .policies as Policy[]
    const expiring = (await list('expiring_30'))[0]!
    const url = (policy: Policy) => fill(insurancePaths.renewalQuotes, { policyId: policy.id })
    const renewal = await as('comite', 'POST', url(expiring), options)
    expect(renewal.statusCode).toBe(201)
    const quotes = renewal.json().quotes as Quote[]
    expect(quotes).toHaveLength(4)
    expect(quotes.every((q) => q.renewalOfPolicyId === expiring.id)).toBe(true)
    const far = (await list('in_force')).find(
      (p) => p.termEnd! > new Date(Date.now() + 90 * 86_400_000).toISOString(),
    )!
    expect((await as('comite', 'POST', url(far), options)).statusCode).toBe(409)
  })

  it('binds a renewal quote: a new policy from the old end, the old one renewed, audited, once', async () => {
    const expiring = (
      await as('admin', 'GET', `${insurancePaths.policies}?tab=expiring_30&itemsPerPage=100`)
    ).json().policies[1] as Policy
    const renewalUrl = fill(insurancePaths.renewalQuotes, { policyId: expiring.id })
    const quotes = (await as('comite', 'POST', renewalUrl, options)).json().quotes as Quote[]
    const bindUrl = (quote: Quote) => fill(insurancePaths.bindRenewal, { quoteId: quote.id })
    // The application's own bind refuses a renewal quote; binding a renewal needs update Insurance.
    expect((await bind(quotes[1]!.id)).json().code).toBe('wrong_policy_status')
    expect((await as('polizaReader', 'POST', bindUrl(quotes[1]!))).statusCode).toBe(403)
    expect((await as('scoped', 'POST', bindUrl(quotes[1]!))).statusCode).toBe(404)
    const answers = await Promise.all([
      as('comite', 'POST', bindUrl(quotes[1]!)),
      as('comite', 'POST', bindUrl(quotes[2]!)),
    ])
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409])
    const renewal = answers.find((a) => a.statusCode === 201)!.json() as Policy
    expect(renewal).toMatchObject({ status: 'in_force', termStart: expiring.termEnd, version: 1 })
    expect(renewal.application.id).toBe(expiring.application.id)
    expect(renewal.policyNumber).toBeTruthy()
    const [old] = await t.database.db
      .select()
      .from(insurancePolicies)
      .where(eq(insurancePolicies.id, expiring.id))
    expect(old).toMatchObject({ status: 'renewed', version: expiring.version + 1 })
    // The chain is named both ways: the new policy renews the old, the old is renewed by the new.
    expect(renewal.renews).toEqual({ id: expiring.id, policyNumber: expiring.policyNumber })
    expect(expiring.renewedBy).toBeNull()
    const both = (
      await as(
        'admin',
        'GET',
        fill(insurancePaths.applicationPolicies, {
          origin: expiring.application.product,
          id: expiring.application.id,
        }),
      )
    ).json().policies as Policy[]
    expect(both.find((p) => p.id === expiring.id)).toMatchObject({
      status: 'renewed',
      renewedBy: { id: renewal.id, policyNumber: renewal.policyNumber },
    })
    expect(both.find((p) => p.id === renewal.id)!.renewedBy).toBeNull()
    const audit = await t.database.db
      .select()
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.action, 'insurance.policy_renewed'),
          eq(auditEvents.entityId, String(expiring.application.id)),
        ),
      )
    expect(audit).toHaveLength(1)
    expect(audit[0]!.data).toMatchObject({ policyId: renewal.id, renewedPolicyId: expiring.id })
    // A non-renewal quote is not bound here; the renewed policy cannot be renewed nor cancelled again.
    expect((await as('comite', 'POST', renewalUrl, options)).statusCode).toBe(409)
    const cancel = fill(insurancePaths.cancelPolicy, { policyId: expiring.id })
    const refused = await as('comite', 'POST', cancel, { version: old!.version, reason: 'Prueba' })
    expect(refused.json().code).toBe('wrong_policy_status')
  })

  it("an insurer's page holds only that insurer's quotes and policies", async () => {
    const page = (await as('polizaReader', 'GET', fill(insurancePaths.insurer, { insurer: 'gnp' }))).json()
    expect(page.quotes.length).toBeGreaterThan(0)
    expect(page.policies.length).toBeGreaterThan(0)
    expect([...page.quotes, ...page.policies].every((r: { insurer: string }) => r.insurer === 'gnp')).toBe(
      true,
    )
    const unknown = await as('polizaReader', 'GET', fill(insurancePaths.insurer, { insurer: 'axa' }))
    expect(unknown.statusCode).toBe(400)
  })
})

describe('the demo seed', () => {
  it('runs again without adding anything', async () => {
    const counts = async () => [
      await t.database.db.$count(insuranceQuotes),
      await t.database.db.$count(insurancePolicies),
    ]
    const before = await counts()
    await seedInsurance(t.database.db)
    expect(await counts()).toEqual(before)
  })
})

describe('access', () => {
  it('reading póliza needs read poliza; the insurance list needs read Insurance', async () => {
    expect((await as('polizaReader', 'GET', insurancePaths.queue)).statusCode).toBe(200)
    expect((await as('insuranceReader', 'GET', insurancePaths.queue)).statusCode).toBe(403)
    expect((await as('insuranceReader', 'GET', insurancePaths.policies)).statusCode).toBe(200)
    expect((await as('polizaReader', 'GET', insurancePaths.policies)).statusCode).toBe(403)
    expect((await as('analista', 'GET', insurancePaths.policies)).statusCode).toBe(403)
  })

  it('quoting, binding, issuing and cancelling need update poliza; renewing needs update Insurance', async () => {
    const app = fresh[6]!
    const before = await t.database.db.$count(insuranceQuotes, eq(insuranceQuotes.applicationId, app.id))
    expect((await as('polizaReader', 'POST', quotesUrl(app), options)).statusCode).toBe(403)
    expect(await t.database.db.$count(insuranceQuotes, eq(insuranceQuotes.applicationId, app.id))).toBe(
      before,
    )
    const [first] = await quote(app)
    expect((await bind(first!.id, 'polizaReader')).statusCode).toBe(403)
    const any = fill(insurancePaths.issuePolicy, { policyId: 1 })
    expect((await as('insuranceReader', 'POST', any, { version: 1 })).statusCode).toBe(403)
    const renew = fill(insurancePaths.renewalQuotes, { policyId: 1 })
    expect((await as('polizaReader', 'POST', renew, options)).statusCode).toBe(403)
  })

  it('row scope: a seller-side worker sees no application outside their allies', async () => {
    const app = fresh[6]!
    expect((await as('scoped', 'GET', insurancePaths.queue)).json().total).toBe(0)
    expect((await as('scoped', 'GET', `${insurancePaths.policies}?tab=in_force`)).json().total).toBe(0)
    expect((await as('scoped', 'GET', quotesUrl(app))).statusCode).toBe(404)
    expect((await as('scoped', 'POST', quotesUrl(app), options)).statusCode).toBe(404)
    const [first] = (await as('comite', 'GET', quotesUrl(app))).json().quotes as Quote[]
    expect((await bind(first!.id, 'scoped')).statusCode).toBe(404)
    const gnp = (await as('scoped', 'GET', fill(insurancePaths.insurer, { insurer: 'gnp' }))).json()
    expect(gnp.quotes).toEqual([])
    expect(gnp.policies).toEqual([])
  })
})

// Last in the file: it replaces a provider, and puts the sandbox back for whatever runs next in this process.
describe('providers', () => {
  const sandboxQualitas = providerOf('qualitas')
  afterAll(() => useInsuranceProvider(sandboxQualitas))

  it('a configured integration replaces an insurer’s sandbox without touching the rest', async () => {
    const premium = {
      netPremiumCents: 1_000_00,
      policyFeeCents: 500_00,
      financingSurchargeCents: 0,
      ivaCents: 240_00,
      totalCents: 1_740_00,
      installments: 1,
      firstInstallmentCents: 1_740_00,
      laterInstallmentCents: 1_740_00,
    }
    const live: InsuranceProvider = {
      id: 'qualitas',
      name: 'Quálitas',
      sandbox: false,
      quote: async () => ({ zone: 'media', premium, coverages: [] }),
      issue: async ({ termStart }) => ({ policyNumber: 'QLIVE-1', termStart, termEnd: termStart }),
    }
    useInsuranceProvider(live)
    const quotes = await quote(fresh[7]!)
    const qualitas = quotes.find((q) => q.insurer === 'qualitas')!
    expect(qualitas).toMatchObject({ sandbox: false, premium, zone: 'media' })
    expect(quotes.filter((q) => q.sandbox)).toHaveLength(3)
    const policy = (await bind(qualitas.id)).json() as Policy
    const issued = await as('comite', 'POST', fill(insurancePaths.issuePolicy, { policyId: policy.id }), {
      version: policy.version,
    })
    expect(issued.json()).toMatchObject({ policyNumber: 'QLIVE-1', sandbox: false })
  })
})
