import { sql } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import { useTestApp } from '../helpers/use-test-app'

// Issue 9 (low): a double submit of a create makes one record; an open application with the same CURP
// at the same ally is a warning on the answer once the capture confirmed it (issue 38 refuses it otherwise).

let admin: string

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})

const applicant = {
  firstNames: 'Rosa',
  lastName1: 'Idempotente',
  lastName2: 'Pérez',
  curp: 'BESC900512MDFNTL01',
  rfc: 'BESC900512AB1',
  birthDate: '1990-05-12',
  sex: 'M',
  birthState: 'DF',
  email: 'rosa.idem@example.mx',
  mobilePhone: '5512345678',
}
const application = (allyId: number, overrides: Record<string, unknown> = {}) => ({
  product: 'auto',
  allyId,
  applicant,
  vehicle: { make: 'Nissan', model: 'Versa', version: 'Sense', year: 2026, priceCents: 350_000_00 },
  terms: {
    requestedAmountCents: 280_000_00,
    downPaymentCents: 70_000_00,
    termMonths: 48,
    annualRateBps: 1599,
  },
  ...overrides,
})

async function activeCarAlly(): Promise<number> {
  const response = await t.as(admin, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=100' })
  return response
    .json()
    .products.find(
      (item: { active: boolean; type: string }) => item.active && !/moto|seminuevo/i.test(item.type),
    ).id as number
}

const countWhere = async (statement: ReturnType<typeof sql>) =>
  ((await t.database.db.execute(statement)) as unknown as { rows: Array<{ n: number }> }).rows[0]?.n ?? 0

describe('Idempotency-Key on creates', () => {
  it('a double submit of an application creates one record and answers the same twice', async () => {
    const allyId = await activeCarAlly()
    const before = await countWhere(sql`select count(*)::int as n from credit_applications`)
    const send = () =>
      t.as(admin, {
        method: 'POST',
        url: '/api/v1/credit-applications',
        headers: { 'idempotency-key': 'create-app-0001' },
        payload: application(allyId),
      })
    const first = await send()
    const second = await send()
    expect(first.statusCode, first.body).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.json().id).toBe(first.json().id)
    expect(second.json().folio).toBe(first.json().folio)
    expect(second.headers['idempotent-replayed']).toBe('true')
    expect(await countWhere(sql`select count(*)::int as n from credit_applications`)).toBe(before + 1)
  })

  it('the same key with another body is a 422 and writes nothing', async () => {
    const allyId = await activeCarAlly()
    const before = await countWhere(sql`select count(*)::int as n from credit_applications`)
    const other = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/credit-applications',
      headers: { 'idempotency-key': 'create-app-0001' },
      payload: application(allyId, {
        product: 'auto',
        vehicle: { make: 'Kia', model: 'Rio', year: 2025, priceCents: 300_000_00 },
      }),
    })
    expect(other.statusCode).toBe(422)
    expect(await countWhere(sql`select count(*)::int as n from credit_applications`)).toBe(before)
  })

  it('a duplicate while the first still runs is a 409; parallel submits make one user', async () => {
    const body = { fullName: 'Doble Envío', username: 'doble.envio', email: 'doble@example.com', roleId: 2 }
    const send = () =>
      t.as(admin, {
        method: 'POST',
        url: '/api/apps/users',
        headers: { 'idempotency-key': 'user-0001' },
        payload: body,
      })
    const answers = await Promise.all([send(), send()])
    const ids = new Set(
      answers.filter((answer) => answer.statusCode === 201).map((answer) => answer.json().id),
    )
    expect(ids.size).toBe(1)
    for (const answer of answers) expect([201, 409]).toContain(answer.statusCode)
    expect(await countWhere(sql`select count(*)::int as n from users where username = 'doble.envio'`)).toBe(1)

    // The first request "still running": its key claimed, no answer stored yet.
    await t.database.db.execute(
      sql`update idempotency_keys set status_code = null, response = null where key = 'user-0001'`,
    )
    const whileRunning = await send()
    expect(whileRunning.statusCode).toBe(409)
    expect(await countWhere(sql`select count(*)::int as n from users where username = 'doble.envio'`)).toBe(1)
  })

  it('keys are per user, expire after 24 hours, and a refused first request frees its key', async () => {
    await t.database.db.execute(sql`update idempotency_keys set created_at = now() - interval '25 hours'`)
    const allyId = await activeCarAlly()
    const again = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/credit-applications',
      headers: { 'idempotency-key': 'create-app-0001' },
      // The first one is live: a second credit for the same CURP is confirmed (issue 38).
      payload: application(allyId, { confirmDuplicate: true }),
    })
    expect(again.statusCode).toBe(201)
    expect(again.headers['idempotent-replayed']).toBeUndefined()

    const refused = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/allies',
      headers: { 'idempotency-key': 'ally-0001' },
      payload: { allyName: 'Sin RFC' },
    })
    expect(refused.statusCode).toBe(400)
    expect(
      await countWhere(sql`select count(*)::int as n from idempotency_keys where key = 'ally-0001'`),
    ).toBe(0)
  })

  it('refuses a key that is not visible ASCII', async () => {
    const response = await t.as(admin, {
      method: 'POST',
      url: '/api/apps/users',
      headers: { 'idempotency-key': 'x'.repeat(300) },
      payload: { fullName: 'Clave Larga', username: 'clave.larga', email: 'clave@example.com', roleId: 2 },
    })
    expect(response.statusCode).toBe(400)
    expect(await countWhere(sql`select count(*)::int as n from users where username = 'clave.larga'`)).toBe(0)
  })
})

describe('duplicate CURP warning', () => {
  it('warns with the folio of the open application of the same CURP at the same ally, and still creates', async () => {
    const allyId = await activeCarAlly()
    const first = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/credit-applications',
      payload: application(allyId, { confirmDuplicate: true }),
    })
    expect(first.statusCode).toBe(201)
    const second = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/credit-applications',
      payload: application(allyId, { confirmDuplicate: true }),
    })
    expect(second.statusCode).toBe(201)
    expect(second.json().id).not.toBe(first.json().id)
    expect(second.json().warnings).toContainEqual({ code: 'duplicate_curp', folio: first.json().folio })

    const fresh = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/credit-applications',
      payload: application(allyId, {
        applicant: { ...applicant, curp: 'GODE561231HDFRRN04', rfc: 'GODE561231GR8' },
      }),
    })
    expect(fresh.statusCode, fresh.body).toBe(201)
    expect(fresh.json().warnings).toEqual([])
  })
})
