import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { clabeCheckDigit, verificationChecks } from '@mesa/contracts'
import { auditEvents, customers, users, verifications } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { uploadVerificationDocument } from '../helpers/verification-upload'

let t: TestApp
const tokens: Record<string, string> = {}
const png = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.alloc(64, 1),
])
const goodClabe = '00218001234567890' + clabeCheckDigit('00218001234567890')

const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })

/** Uploads one PNG as the document `kind` of the verification. */
const upload = (verificationId: number, kind: string, who = 'mesa') =>
  uploadVerificationDocument(t, tokens[who]!, verificationId, kind, png)

const audits = (id: number) =>
  t.database.db
    .select({ action: auditEvents.action })
    .from(auditEvents)
    .where(and(eq(auditEvents.entityType, 'verification'), eq(auditEvents.entityId, String(id))))

let sellerId: number

beforeAll(async () => {
  t = await createTestApp()
  for (const [who, email, password] of [
    ['mesa', 'mesa@demo.com', 'mesa-control'],
    ['ventas', 'ventas@demo.com', 'ventas'],
    ['admin', 'admin@demo.com', 'admin'],
    ['client', 'client@demo.com', 'client'],
  ] as const)
    tokens[who] = (await t.login(email, password)).accessToken
  const [seller] = await t.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'ventas@demo.com'))
  sellerId = seller!.id
})
afterAll(() => t.close())

describe('seller onboarding verification', () => {
  it('a mistyped CLABE fails its check and stops approval (409 naming the blockers); nothing changes', async () => {
    const badClabe = goodClabe.slice(0, 17) + String((Number(goodClabe[17]) + 1) % 10)
    const created = await as('mesa', 'POST', '/api/v1/verifications', {
      kind: 'seller',
      sellerUserId: sellerId,
      rfc: 'XAXX010101000',
      clabe: badClabe,
    })
    expect(created.statusCode, created.body).toBe(201)
    const verification = created.json()
    expect(verification.checks.find((check: { id: string }) => check.id === 'clabe')).toMatchObject({
      passed: false,
      problem: 'checkDigit',
    })
    for (const kind of ['id_front', 'id_back', 'lender_contract'])
      expect((await upload(verification.id, kind)).statusCode).toBe(201)
    const approve = await as('mesa', 'POST', `/api/v1/verifications/${verification.id}/decision`, {
      decision: 'approved',
      version: verification.version,
    })
    expect(approve.statusCode).toBe(409)
    expect(approve.json().errors.blockers).toEqual(['check:clabe'])
    const [row] = await t.database.db
      .select()
      .from(verifications)
      .where(eq(verifications.id, verification.id))
    expect(row!.status).toBe('pending')
  })

  it('with good RFC and CLABE and every document it is approved, audited; deciding again is a 409', async () => {
    const created = await as('mesa', 'POST', '/api/v1/verifications', {
      kind: 'seller',
      sellerUserId: sellerId,
      rfc: 'xaxx 010101 000',
      clabe: goodClabe,
    })
    const verification = created.json()
    expect(verification.rfc).toBe('XAXX010101000')
    expect(verification.blockers).toEqual([
      'document:id_front',
      'document:id_back',
      'document:lender_contract',
    ])
    for (const kind of ['id_front', 'id_back', 'lender_contract']) await upload(verification.id, kind)
    const approved = await as('mesa', 'POST', `/api/v1/verifications/${verification.id}/decision`, {
      decision: 'approved',
      version: verification.version,
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(approved.json()).toMatchObject({ status: 'approved', mayDecide: false })
    expect((await audits(verification.id)).map((row) => row.action)).toContain('verification.approved')
    const again = await as('mesa', 'POST', `/api/v1/verifications/${verification.id}/decision`, {
      decision: 'rejected',
      reason: 'x',
      version: approved.json().version,
    })
    expect(again.statusCode).toBe(409)
  })

  it('a rejection needs a reason (400) and a current version (409 stale)', async () => {
    const created = await as('mesa', 'POST', '/api/v1/verifications', {
      kind: 'seller',
      sellerUserId: sellerId,
      rfc: 'XAXX010101000',
      clabe: goodClabe,
    })
    const { id, version } = created.json()
    const noReason = await as('mesa', 'POST', `/api/v1/verifications/${id}/decision`, {
      decision: 'rejected',
      version,
    })
    expect(noReason.statusCode).toBe(400)
    expect(Object.keys(noReason.json().errors)).toEqual(['reason'])
    const stale = await as('mesa', 'POST', `/api/v1/verifications/${id}/decision`, {
      decision: 'rejected',
      reason: 'Contrato sin firma',
      version: version + 5,
    })
    expect(stale.json().code).toBe('stale_version')
    const rejected = await as('mesa', 'POST', `/api/v1/verifications/${id}/decision`, {
      decision: 'rejected',
      reason: 'Contrato sin firma',
      version,
    })
    expect(rejected.json()).toMatchObject({ status: 'rejected', reason: 'Contrato sin firma' })
  })
})

describe('customer identity verification', () => {
  it('runs the CURP checks, needs the four documents, and records the decision', async () => {
    const all = await t.database.db.select().from(customers)
    const valid = all.find((customer) =>
      verificationChecks({ curp: customer.curp }).every((check) => check.passed),
    )!
    const created = await as('mesa', 'POST', '/api/v1/verifications', {
      kind: 'customer',
      customerId: valid.id,
    })
    expect(created.statusCode, created.body).toBe(201)
    const verification = created.json()
    expect(verification.checks.map((check: { id: string }) => check.id)).toEqual([
      'curp_structure',
      'curp_check_digit',
    ])
    expect(verification.blockers).toHaveLength(4)
    for (const kind of ['id_front', 'id_back', 'selfie', 'proof_of_address'])
      await upload(verification.id, kind)
    const approved = await as('mesa', 'POST', `/api/v1/verifications/${verification.id}/decision`, {
      decision: 'approved',
      version: verification.version,
    })
    expect(approved.json().status).toBe('approved')
    const listed = (await as('mesa', 'GET', `/api/v1/verifications?customerId=${valid.id}`)).json()
    expect(listed.items.map((item: { id: number }) => item.id)).toContain(verification.id)
  })
})

describe('who may', () => {
  it('sellers get 403 on every verification call; hostile bodies are 400 naming the fields', async () => {
    expect((await as('ventas', 'GET', '/api/v1/verifications')).statusCode).toBe(403)
    expect((await as('ventas', 'GET', '/api/v1/verifications/1')).statusCode).toBe(403)
    expect(
      (await as('ventas', 'POST', '/api/v1/verifications', { kind: 'customer', customerId: 1 })).statusCode,
    ).toBe(403)
    expect((await upload(1, 'selfie', 'ventas')).statusCode).toBe(403)
    const hostile = await as('mesa', 'POST', '/api/v1/verifications', {
      kind: 'seller',
      sellerUserId: -4,
      rfc: 7,
    })
    expect(hostile.statusCode).toBe(400)
    expect(Object.keys(hostile.json().errors).sort()).toEqual(['clabe', 'rfc', 'sellerUserId'])
    const unknown = await as('mesa', 'POST', '/api/v1/verifications', {
      kind: 'seller',
      sellerUserId: 2_000_000_000,
      rfc: 'XAXX010101000',
      clabe: goodClabe,
    })
    expect(unknown.json().errors).toEqual({ sellerUserId: ['unknown_reference'] })
    expect((await upload(1, 'passport')).json().errors).toEqual({ kind: ['invalid_choice'] })
  })
})

describe('seller-allies view', () => {
  type View = {
    sellers: Array<{ id: number; verification: { id: number } | null; allies: Array<{ id: number }> }>
    allies: Array<{ id: number; total: number; pipeline: Record<string, number> }>
    customers: Array<{ curp: string }>
  }
  it('shows both directions with pipelines; a seller sees only their allies; a client is refused', async () => {
    const all = (await as('admin', 'GET', '/api/v1/support/seller-allies')).json() as View
    const mine = (await as('ventas', 'GET', '/api/v1/support/seller-allies')).json() as View
    expect(all.allies.length).toBeGreaterThan(mine.allies.length)
    expect(mine.allies.length).toBeGreaterThan(0)
    for (const ally of all.allies)
      expect(Object.values(ally.pipeline).reduce((sum, count) => sum + count, 0)).toBe(ally.total)
    const seller = all.sellers.find((person) => person.id === sellerId)!
    expect(seller.allies.length).toBeGreaterThan(0)
    expect(seller.verification).not.toBeNull()
    expect(new Set(all.customers.map((row) => row.curp)).size).toBe(all.customers.length)
    expect((await as('client', 'GET', '/api/v1/support/seller-allies')).statusCode).toBe(403)
  })
})
