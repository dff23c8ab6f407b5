import { eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import {
  approvalPaths,
  creditPolicyPaths,
  type ApprovalRequest,
  type CreditPolicyTerms,
  type CreditPolicyVersion,
} from '@mesa/contracts'
import { auditEvents, creditPolicyVersions } from '../../src/db/schema'
import { currentPolicy, policyVersionById } from '../../src/features/credit-policy'
import { hostileNumbers, hostileStrings, routeFields } from '../helpers/hostile-input'
import { useTestApp } from '../helpers/use-test-app'
import { signInDemo } from '../helpers/demo-sign-in'

const tokens: Record<string, string> = {}
const url = (path: string, product = 'seminuevo') => path.replace(':product', product)
const as = (who: string, method: 'GET' | 'POST', path: string, payload?: object) =>
  t.as(tokens[who]!, { method, url: path, ...(payload ? { payload } : {}) })
const versionCount = (product: 'auto' | 'seminuevo' | 'moto') =>
  t.database.db.$count(creditPolicyVersions, eq(creditPolicyVersions.product, product))

const t = useTestApp()
beforeAll(async () => {
  await signInDemo(t, tokens, ['admin', 'admin2', 'analista', 'ventas', 'client'])
})

describe('the policy in force', () => {
  it('every product has a seeded version 1 with realistic terms', async () => {
    for (const product of ['auto', 'seminuevo', 'moto'] as const) {
      const response = await as('analista', 'GET', url(creditPolicyPaths.current, product))
      expect(response.statusCode, response.body).toBe(200)
      const policy = response.json<CreditPolicyVersion>()
      expect(policy).toMatchObject({ product, version: 1, createdBy: '' })
      expect(policy.terms.maxDebtToIncomeBps).toBe(4_000)
      expect(policy.terms.minRateBps).toBeGreaterThanOrEqual(1_200)
      expect(policy.terms.maxRateBps).toBeLessThanOrEqual(3_600)
      expect(policy.terms.committeeQuorum).toBe(3)
    }
  })

  it('sellers read it too (they read applications); an account without application rights is 403', async () => {
    expect((await as('ventas', 'GET', url(creditPolicyPaths.current))).statusCode).toBe(200)
    expect((await as('client', 'GET', url(creditPolicyPaths.current))).statusCode).toBe(403)
    expect((await as('client', 'GET', url(creditPolicyPaths.versions))).statusCode).toBe(403)
  })

  it('an unknown product is a 400 naming it', async () => {
    const response = await as('admin', 'GET', url(creditPolicyPaths.current, 'barco'))
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors)).toContain('product')
  })
})

describe('saving a new version', () => {
  let before: CreditPolicyVersion
  beforeAll(async () => {
    before = (await as('admin', 'GET', url(creditPolicyPaths.current))).json()
  })
  const changed = (terms: CreditPolicyTerms): CreditPolicyTerms => ({
    ...terms,
    maxRateBps: terms.maxRateBps + 100,
    authorityLimits: [...terms.authorityLimits, { role: 'mesa-control', maxAmountCents: 10_000_000 }],
  })

  it('an administrator asks for version n + 1: it waits for a second administrator, then is in force, audited', async () => {
    const count = await versionCount('seminuevo')
    const asked = await as('admin', 'POST', url(creditPolicyPaths.versions), {
      replacesVersion: before.version,
      terms: changed(before.terms),
    })
    expect(asked.statusCode, asked.body).toBe(202)
    const request = asked.json<ApprovalRequest>()
    expect(request).toMatchObject({
      kind: 'credit-policy.change',
      subjectType: 'credit_policy',
      subjectId: 'seminuevo',
      status: 'pending',
    })
    // Nothing changed yet: the policy in force is the one before.
    expect(await versionCount('seminuevo')).toBe(count)
    expect((await currentPolicy(t.database.db, 'seminuevo')).id).toBe(before.id)
    // A second change of the product while this one waits is refused.
    const second = await as('admin2', 'POST', url(creditPolicyPaths.versions), {
      replacesVersion: before.version,
      terms: before.terms,
    })
    expect(second.statusCode).toBe(409)
    expect(second.json().code).toBe('approval_pending')
    // The asker may not approve their own change; the second administrator does.
    const approve = (who: string) =>
      as(who, 'POST', approvalPaths.approve.replace(':id', String(request.id)), { version: request.version })
    const own = await approve('admin')
    expect(own.statusCode).toBe(403)
    expect(own.json().code).toBe('four_eyes_same_person')
    expect(await versionCount('seminuevo')).toBe(count)
    const approved = await approve('admin2')
    expect(approved.statusCode, approved.body).toBe(200)
    const saved = approved.json<ApprovalRequest>().result as CreditPolicyVersion
    expect(saved).toMatchObject({
      product: 'seminuevo',
      version: before.version + 1,
      createdBy: 'Ana Administradora',
    })
    expect(saved.terms.maxRateBps).toBe(before.terms.maxRateBps + 100)
    expect((await currentPolicy(t.database.db, 'seminuevo')).id).toBe(saved.id)
    // The replaced version stays readable by id (decisions keep the id they applied).
    expect((await policyVersionById(t.database.db, before.id))?.terms).toEqual(before.terms)
    const history = (await as('analista', 'GET', url(creditPolicyPaths.versions))).json()
    expect(history.versions.map((v: CreditPolicyVersion) => v.version)).toEqual([
      saved.version,
      before.version,
    ])
    const [audit] = await t.database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.action, 'credit_policy.version_created'))
    expect(audit).toMatchObject({ entityType: 'credit_policy', entityId: String(saved.id) })
    expect(audit!.data).toMatchObject({ approvalId: request.id })
  })

  it('a change naming a version that is no longer the newest is 409 stale_version; nothing written', async () => {
    const count = await versionCount('seminuevo')
    const response = await as('admin', 'POST', url(creditPolicyPaths.versions), {
      replacesVersion: before.version,
      terms: before.terms,
    })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('stale_version')
    expect(await versionCount('seminuevo')).toBe(count)
  })

  it('only an administrator may ask: an analyst is 403; nothing written', async () => {
    const current = (await as('analista', 'GET', url(creditPolicyPaths.current))).json<CreditPolicyVersion>()
    const count = await versionCount('seminuevo')
    const response = await as('analista', 'POST', url(creditPolicyPaths.versions), {
      replacesVersion: current.version,
      terms: current.terms,
    })
    expect(response.statusCode).toBe(403)
    expect(await versionCount('seminuevo')).toBe(count)
  })

  it('bad terms are a 400 naming each field: a maximum below its minimum, repeated roles and ages', async () => {
    const count = await versionCount('moto')
    const { terms, version } = (
      await as('admin', 'GET', url(creditPolicyPaths.current, 'moto'))
    ).json<CreditPolicyVersion>()
    const response = await as('admin', 'POST', url(creditPolicyPaths.versions, 'moto'), {
      replacesVersion: version,
      terms: {
        ...terms,
        maxAmountCents: terms.minAmountCents - 1,
        maxTermMonths: terms.minTermMonths - 1,
        maxRateBps: terms.minRateBps - 1,
        openingFeeBps: 2_500,
        minBcScore: 900,
        minDownPaymentByVehicleAge: [
          { maxAgeYears: 3, minDownPaymentBps: 1_000 },
          { maxAgeYears: 3, minDownPaymentBps: 2_000 },
        ],
        authorityLimits: [
          { role: 'analista', maxAmountCents: 1 },
          { role: 'Analista', maxAmountCents: 2 },
        ],
      },
    })
    expect(response.statusCode, response.body).toBe(400)
    expect(response.json().errors).toEqual({
      'terms.maxAmountCents': ['max_below_min'],
      'terms.maxTermMonths': ['max_below_min'],
      'terms.maxRateBps': ['max_below_min'],
      'terms.openingFeeBps': ['too_big:2000'],
      'terms.minBcScore': ['too_big:850'],
      'terms.minDownPaymentByVehicleAge.1.maxAgeYears': ['already_used'],
      'terms.authorityLimits.1.role': ['already_used'],
    })
    expect(await versionCount('moto')).toBe(count)
  })

  it('a missing version and unknown fields are 400s naming them', async () => {
    const response = await as('admin', 'POST', url(creditPolicyPaths.versions), { terms: {}, extra: 1 })
    expect(response.statusCode).toBe(400)
    const fields = Object.keys(response.json().errors)
    expect(fields).toContain('replacesVersion')
    expect(fields.some((field) => field.startsWith('terms'))).toBe(true)
  })
})

describe('hostile path parameters', () => {
  it('never make the policy or capacity routes answer 500', async () => {
    const ours = routeFields(t.app).filter(
      (route) => route.url.startsWith('/api/v1/credit-policy') || route.url.endsWith('/payment-capacity'),
    )
    expect(ours).toHaveLength(5)
    for (const route of ours)
      for (const field of route.params)
        for (const value of [...hostileStrings, ...hostileNumbers.map(String)]) {
          const url = route.urlWith({ [field.name]: value }, {})
          const response = await t.as(tokens.admin!, { method: route.method as 'GET', url, payload: {} })
          expect(response.statusCode, `${route.method} ${url.slice(0, 120)}`).toBeLessThan(500)
        }
  })
})
