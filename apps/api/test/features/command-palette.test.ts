import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNull, notInArray } from 'drizzle-orm'
import { mayWorkStage, type ApplicationListResponse, type RecordSearchResponse } from '@mesa/contracts'
import { allies, creditApplications, users } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

let admin: string
let seller: string

const t = useTestApp()
beforeAll(async () => {
  ;[admin, seller] = await demoTokens(t, ['admin', 'ventas'])
})

const search = async (token: string, q: string) => {
  const response = await t.as(token, {
    method: 'GET',
    url: `/api/v1/search/records?q=${encodeURIComponent(q)}`,
  })
  expect(response.statusCode).toBe(200)
  return response.json<RecordSearchResponse>()
}

describe('the command palette finds records', () => {
  it('an application by CURP, by folio and by name', async () => {
    const [application] = await t.database.db.select().from(creditApplications).limit(1)
    const byCurp = await search(admin, application!.curp.toLowerCase())
    expect(byCurp.applications.map((row) => row.id)).toContain(application!.id)
    expect(byCurp.applications[0]).toMatchObject({ origin: application!.product, curp: application!.curp })
    expect((await search(admin, String(application!.folio))).applications.map((row) => row.id)).toContain(
      application!.id,
    )
    const lastName = application!.applicantName.split(' ').at(-1)!
    expect((await search(admin, lastName)).applications.length).toBeGreaterThan(0)
  })

  it('an ally by RFC and a user by e-mail', async () => {
    const [ally] = await t.database.db.select().from(allies).where(isNull(allies.deletedAt)).limit(1)
    expect((await search(admin, ally!.rfc)).allies).toEqual([
      { id: ally!.id, allyName: ally!.allyName, rfc: ally!.rfc },
    ])
    const found = await search(admin, 'analista@demo')
    expect(found.users.map((user) => user.email)).toContain('analista@demo.com')
  })

  it('names a query too short to search in a 400', async () => {
    const response = await t.as(admin, { method: 'GET', url: '/api/v1/search/records?q=a' })
    expect(response.statusCode).toBe(400)
    expect(response.json<{ errors: Record<string, string[]> }>().errors.q).toBeDefined()
  })
})

describe('the palette respects permissions and row scope', () => {
  it("a seller finds their allies' applications and never another dealership's", async () => {
    const visible = (
      await t.as(seller, { method: 'GET', url: '/api/v1/credit-applications?itemsPerPage=100' })
    ).json<ApplicationListResponse>().items
    expect(visible.length).toBeGreaterThan(0)
    const own = visible[0]!
    expect((await search(seller, own.curp)).applications.map((row) => row.id)).toEqual([own.id])
    const [foreign] = await t.database.db
      .select()
      .from(creditApplications)
      .where(
        notInArray(
          creditApplications.id,
          visible.map((row) => row.id),
        ),
      )
      .limit(1)
    expect((await search(seller, foreign!.curp)).applications).toEqual([])
    expect((await search(seller, String(foreign!.folio))).applications.map((row) => row.id)).not.toContain(
      foreign!.id,
    )
  })

  it('users are found only by those who may list users', async () => {
    expect((await search(seller, 'analista@demo')).users).toEqual([])
  })
})

describe('take the next application of my queue', () => {
  it('takes the unowned application that waited longest in a stage I work, and then the next one', async () => {
    const analyst = await t.login('analista@demo.com', 'analista')
    const waiting = (
      await t.database.db.select().from(creditApplications).where(isNull(creditApplications.ownerUserId))
    )
      .filter((row) => mayWorkStage(analyst.userAbilityRules, row.stage, row.product))
      .sort((a, b) => a.stageEnteredAt.getTime() - b.stageEnteredAt.getTime() || a.id - b.id)
    expect(waiting.length).toBeGreaterThan(1)
    const first = await t.as(analyst.accessToken, {
      method: 'POST',
      url: '/api/v1/credit-applications/take-next',
    })
    expect(first.statusCode).toBe(200)
    expect(first.json()).toEqual({ origin: waiting[0]!.product, id: waiting[0]!.id })
    const [row] = await t.database.db
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.id, waiting[0]!.id))
    expect(row).toMatchObject({ ownerUserId: analyst.userData.id, version: waiting[0]!.version + 1 })
    const second = await t.as(analyst.accessToken, {
      method: 'POST',
      url: '/api/v1/credit-applications/take-next',
    })
    expect(second.json()).toEqual({ origin: waiting[1]!.product, id: waiting[1]!.id })
  })

  it('answers 404 queue_empty when nothing waits, writing nothing', async () => {
    const [client] = await t.database.db.select().from(users).where(eq(users.email, 'client@demo.com'))
    const clientToken = (await t.login('client@demo.com', 'client')).accessToken
    const before = await t.database.db
      .select()
      .from(creditApplications)
      .where(and(eq(creditApplications.ownerUserId, client!.id)))
    const response = await t.as(clientToken, { method: 'POST', url: '/api/v1/credit-applications/take-next' })
    expect([403, 404]).toContain(response.statusCode)
    if (response.statusCode === 404) expect(response.json()).toMatchObject({ code: 'queue_empty' })
    const after = await t.database.db
      .select()
      .from(creditApplications)
      .where(eq(creditApplications.ownerUserId, client!.id))
    expect(after).toEqual(before)
  })
})
