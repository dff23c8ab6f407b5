import { and, eq, sql, type SQL } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { AllyListResponse } from '@mesa/contracts'
import {
  allies,
  creditApplicationComments,
  creditApplicationDocuments,
  creditApplications,
  notifications,
} from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { createUserWithRules } from '../helpers/users'

/** Row-level scope (issue 9 item 3): ally-side staff reach only their allies' applications and allies. */
let admin: string
let ventas: string
let ventasId: number
let ownAllyIds: Set<number>
const base = '/api/v1/credit-applications'

interface Item {
  id: number
  product: string
  stage: string
  allyId: number
  owner: { id: number } | null
}

/** Raw SQL rows (the database handle is PGlite or node-postgres; both answer `rows`). */
const rowsOf = async <Row>(query: SQL) => (await t.database.db.execute(query)) as unknown as { rows: Row[] }

/** What docs/security.md (the access model) says ventas sees, straight from the tables. */
async function scopedCount(userId: number) {
  const result = await rowsOf<{ count: number }>(sql`
    select count(*)::int as count from credit_applications ca
    where ca.owner_user_id = ${userId} or ca.ally_id in (
      select a.id from allies a where a.deleted_at is null and (a.seller_user_id = ${userId} or a.supervisor_user_id = ${userId})
      union select au.ally_id from ally_users au where au.user_id = ${userId})`)
  return Number(result.rows[0]!.count)
}

const listAs = async (token: string, query = '') => {
  const response = await t.as(token, { method: 'GET', url: `${base}${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<{ items: Item[]; total: number }>()
}

/** An application ventas may not see: of another ally, owned by someone else. */
async function foreignApplication(stage?: string) {
  const all = await listAs(admin, `?itemsPerPage=-1${stage ? `&stage=${stage}` : ''}`)
  const item = all.items.find(
    (candidate) => !ownAllyIds.has(candidate.allyId) && candidate.owner?.id !== ventasId,
  )
  return item!
}

const versionOf = async (id: number) =>
  (
    await t.database.db
      .select({ version: creditApplications.version })
      .from(creditApplications)
      .where(eq(creditApplications.id, id))
  )[0]!.version

const t = useTestApp()
beforeAll(async () => {
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
  const session = await t.login('ventas@demo.com', 'ventas')
  ventas = session.accessToken
  ventasId = session.userData.id
  const own = await t.as(ventas, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=-1' })
  ownAllyIds = new Set(own.json<AllyListResponse>().products.map((ally) => ally.id))
})

describe('ventas@demo.com sees only its allies’ applications', () => {
  it('the list total equals the scoped SQL count, every row is its ally’s or its own, and less than all', async () => {
    const expected = await scopedCount(ventasId)
    const mine = await listAs(ventas, '?itemsPerPage=-1')
    expect(mine.total).toBe(expected)
    expect(mine.items).toHaveLength(expected)
    expect(mine.items.every((item) => ownAllyIds.has(item.allyId) || item.owner?.id === ventasId)).toBe(true)
    expect(expected).toBeGreaterThan(0)
    expect(expected).toBeLessThan((await listAs(admin)).total)
  })

  it('the pipeline board counts and the team queue hold only those applications', async () => {
    const pipeline = await t.as(ventas, { method: 'GET', url: `${base}/pipeline` })
    const counted = pipeline
      .json<{ stages: Array<{ count: number }> }>()
      .stages.reduce((sum, stage) => sum + stage.count, 0)
    expect(counted).toBe(await scopedCount(ventasId))
    const queue = await t.as(ventas, { method: 'GET', url: `${base}/assignments?scope=team` })
    expect(queue.statusCode).toBe(200)
    const items = queue.json<{ items: Item[] }>().items
    expect(items.every((item) => ownAllyIds.has(item.allyId) || item.owner?.id === ventasId)).toBe(true)
    const everyone = await t.as(admin, { method: 'GET', url: `${base}/assignments?scope=team` })
    expect(items.length).toBeLessThan(everyone.json<{ items: Item[] }>().items.length)
  })

  it('a foreign application answers 404 to read, edit, move, take, comment, documents and history; nothing is written', async () => {
    const foreign = await foreignApplication('captura')
    const url = `${base}/${foreign.product}/${foreign.id}`
    const version = await versionOf(foreign.id)
    const comments = await t.database.db
      .select({ id: creditApplicationComments.id })
      .from(creditApplicationComments)
      .where(eq(creditApplicationComments.applicationId, foreign.id))
    const attempts = [
      { method: 'GET', url },
      { method: 'PATCH', url: `${url}/sections/additional`, payload: { data: {}, version } },
      {
        method: 'POST',
        url: `${url}/transitions`,
        payload: { transition: 'cancel', reason: 'xxx', version },
      },
      { method: 'POST', url: `${url}/assignment`, payload: { ownerUserId: null, version } },
      { method: 'GET', url: `${url}/eligible-owners` },
      { method: 'GET', url: `${url}/comments` },
      { method: 'POST', url: `${url}/comments`, payload: { body: 'hola' } },
      { method: 'GET', url: `${url}/documents` },
      { method: 'GET', url: `${url}/documents/1/file` },
      { method: 'GET', url: `${url}/history` },
    ] as const
    for (const attempt of attempts) {
      const response = await t.as(ventas, attempt)
      expect(response.statusCode, `${attempt.method} ${attempt.url}`).toBe(404)
    }
    expect(await versionOf(foreign.id)).toBe(version)
    const after = await t.database.db
      .select({ id: creditApplicationComments.id })
      .from(creditApplicationComments)
      .where(eq(creditApplicationComments.applicationId, foreign.id))
    expect(after).toHaveLength(comments.length)
    // Its own allies' applications still open.
    const own = (await listAs(ventas)).items[0]!
    expect((await t.as(ventas, { method: 'GET', url: `${base}/${own.product}/${own.id}` })).statusCode).toBe(
      200,
    )
  })

  it('capturing an application for an ally it does not sell for is 403 and writes nothing', async () => {
    const [foreignAlly] = await t.database.db
      .select({ id: allies.id })
      .from(allies)
      .where(
        and(
          eq(allies.active, true),
          sql`${allies.id} not in (${sql.join(
            [...ownAllyIds].map((id) => sql`${id}`),
            sql`, `,
          )})`,
        ),
      )
      .limit(1)
    const before = await scopedCount(ventasId)
    const response = await t.as(ventas, {
      method: 'POST',
      url: base,
      payload: {
        product: 'auto',
        allyId: foreignAlly!.id,
        applicant: {
          firstNames: 'Claudia',
          lastName1: 'Benítez',
          lastName2: 'Soto',
          curp: 'BESC900512MDFNTL01',
          rfc: 'BESC900512AB1',
          birthDate: '1990-05-12',
          sex: 'M',
          birthState: 'DF',
          email: 'claudia.benitez@example.mx',
          mobilePhone: '5512345678',
        },
        vehicle: { make: 'Nissan', model: 'Versa', version: 'Sense', year: 2026, priceCents: 350_000_00 },
        terms: {
          requestedAmountCents: 280_000_00,
          downPaymentCents: 70_000_00,
          termMonths: 48,
          annualRateBps: 1599,
        },
      },
    })
    expect(response.statusCode, response.body).toBe(403)
    expect(await scopedCount(ventasId)).toBe(before)
    const [{ count } = { count: 0 }] = await t.database.db
      .select({ count: sql<number>`count(*)::int` })
      .from(creditApplications)
      .where(eq(creditApplications.allyId, foreignAlly!.id))
    const adminView = await listAs(admin, `?allyId=${foreignAlly!.id}&itemsPerPage=-1`)
    expect(adminView.total).toBe(count)
  })
})

describe('allies are scoped the same way', () => {
  it('ventas lists only the allies it sells for or is linked to; a foreign ally is 404 to read', async () => {
    const everyone = (
      await t.as(admin, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=-1' })
    ).json<AllyListResponse>()
    const mine = everyone.products.filter((ally) => ownAllyIds.has(ally.id))
    expect(ownAllyIds.size).toBeGreaterThan(0)
    expect(ownAllyIds.size).toBeLessThan(everyone.total)
    const result = await rowsOf<{ id: number }>(sql`
      select a.id from allies a where a.deleted_at is null and (a.seller_user_id = ${ventasId} or a.supervisor_user_id = ${ventasId})
      union select au.ally_id from ally_users au join allies a on a.id = au.ally_id where au.user_id = ${ventasId} and a.deleted_at is null`)
    expect([...ownAllyIds].sort()).toEqual(result.rows.map((row) => Number(row.id)).sort())
    expect(mine).toHaveLength(ownAllyIds.size)
    const foreign = everyone.products.find((ally) => !ownAllyIds.has(ally.id))!
    const response = await t.as(ventas, { method: 'GET', url: `/api/v1/allies/${foreign.id}` })
    expect(response.statusCode).toBe(404)
  })

  it('the ally supervisor cannot update or delete an ally outside its portfolio: 404, nothing written', async () => {
    const supervisor = await t.login('supervisor@demo.com', 'supervisor')
    const visible = (
      await t.as(supervisor.accessToken, { method: 'GET', url: '/api/v1/allies/list?itemsPerPage=-1' })
    ).json<AllyListResponse>()
    const visibleIds = new Set(visible.products.map((ally) => ally.id))
    const [foreign] = await t.database.db
      .select({ id: allies.id, version: allies.version, allyName: allies.allyName })
      .from(allies)
      .where(
        sql`${allies.id} not in (${sql.join(
          [...visibleIds].map((id) => sql`${id}`),
          sql`, `,
        )}) and ${allies.deletedAt} is null`,
      )
      .limit(1)
    const detail = (await t.as(admin, { method: 'GET', url: `/api/v1/allies/${foreign!.id}` })).json()
    const {
      id: _id,
      created: _c,
      createdAt: _ca,
      updatedAt: _u,
      seller: _s,
      supervisor: _sv,
      files: _f,
      users: _us,
      ...rest
    } = detail
    const body = {
      ...rest,
      allyName: 'Tomado por otro',
      supervisorId: supervisor.userData.id,
      accounts: [],
      addresses: detail.addresses.map(({ id: _a, ...address }: Record<string, unknown>) => address),
      managers: [],
      userIds: [],
    }
    const put = await t.as(supervisor.accessToken, {
      method: 'PUT',
      url: `/api/v1/allies/${foreign!.id}`,
      payload: body,
    })
    expect(put.statusCode, put.body).toBe(404)
    const removal = await t.as(supervisor.accessToken, {
      method: 'DELETE',
      url: `/api/v1/allies/list/${foreign!.id}`,
    })
    expect(removal.statusCode).toBe(404)
    const [after] = await t.database.db
      .select({ version: allies.version, allyName: allies.allyName, deletedAt: allies.deletedAt })
      .from(allies)
      .where(eq(allies.id, foreign!.id))
    expect(after).toEqual({ version: foreign!.version, allyName: foreign!.allyName, deletedAt: null })
  })
})

describe('taking an application from its owner needs the assign right', () => {
  it('an analyst cannot take an owned application in analysis (403, owner kept); a holder of assign can', async () => {
    const owned = (await listAs(admin, '?stage=analisis&itemsPerPage=-1')).items.find(
      (item) => item.owner !== null,
    )!
    const url = `${base}/${owned.product}/${owned.id}/assignment`
    const analyst = await createUserWithRules(t.database.db, [{ action: 'manage', subject: 'analysis' }])
    const analystToken = (await t.login(analyst.email, analyst.password)).accessToken
    const version = await versionOf(owned.id)
    const refused = await t.as(analystToken, { method: 'POST', url, payload: { ownerUserId: null, version } })
    expect(refused.statusCode, refused.body).toBe(403)
    const [row] = await t.database.db
      .select({ owner: creditApplications.ownerUserId, version: creditApplications.version })
      .from(creditApplications)
      .where(eq(creditApplications.id, owned.id))
    expect(row).toEqual({ owner: owned.owner!.id, version })

    const coordinator = await createUserWithRules(t.database.db, [
      { action: 'manage', subject: 'analysis' },
      { action: 'assign', subject: 'credit_application_file' },
    ])
    const coordinatorToken = (await t.login(coordinator.email, coordinator.password)).accessToken
    const taken = await t.as(coordinatorToken, {
      method: 'POST',
      url,
      payload: { ownerUserId: null, version },
    })
    expect(taken.statusCode, taken.body).toBe(200)
    expect(taken.json().owner.id).toBe(coordinator.id)
  })
})

describe('owners are chosen among who may read the application', () => {
  it('another ally’s seller is no eligible owner, and assigning to one is 400 with the owner kept', async () => {
    const own = (await listAs(ventas, '?stage=captura&itemsPerPage=-1')).items.find((item) =>
      ownAllyIds.has(item.allyId),
    )!
    const url = `${base}/${own.product}/${own.id}`
    const eligible = await t.as(admin, { method: 'GET', url: `${url}/eligible-owners` })
    expect(eligible.statusCode).toBe(200)
    const ids = eligible.json<{ users: Array<{ id: number }> }>().users.map((user) => user.id)
    const outsider = await rowsOf<{ id: number }>(sql`
      select u.id from users u join roles r on r.id = u.role_id
      where r.name = 'ventas' and u.status = 'active' and u.deleted_at is null and u.id <> ${ventasId}
        and ${own.allyId} not in (
          select a.id from allies a where a.seller_user_id = u.id or a.supervisor_user_id = u.id
          union select au.ally_id from ally_users au where au.user_id = u.id)
      limit 1`)
    const outsiderId = Number(outsider.rows[0]!.id)
    expect(ids).not.toContain(outsiderId)
    const version = await versionOf(own.id)
    const refused = await t.as(admin, {
      method: 'POST',
      url: `${url}/assignment`,
      payload: { ownerUserId: outsiderId, version },
    })
    expect(refused.statusCode, refused.body).toBe(400)
    expect(await versionOf(own.id)).toBe(version)
  })
})

describe('@mentions notify only who may read the application, with the folio only', () => {
  it('ventas mentioned on a foreign application gets nothing; the control desk gets the folio without the text', async () => {
    const foreign = await foreignApplication()
    const before = await t.database.db.select().from(notifications)
    const secret = 'CURP BESC900512MDFNTL01 ingreso 45000'
    const response = await t.as(admin, {
      method: 'POST',
      url: `${base}/${foreign.product}/${foreign.id}/comments`,
      payload: { body: `@ventas y @mesa revisen: ${secret}` },
    })
    expect(response.statusCode, response.body).toBe(201)
    const after = await t.database.db.select().from(notifications)
    const fresh = after.filter((row) => !before.some((old) => old.id === row.id))
    expect(fresh.some((row) => row.userId === ventasId)).toBe(false)
    const mesa = await t.login('mesa@demo.com', 'mesa-control')
    const forMesa = fresh.filter((row) => row.userId === mesa.userData.id)
    expect(forMesa).toHaveLength(1)
    expect(`${forMesa[0]!.title} ${forMesa[0]!.body}`).not.toContain('BESC900512MDFNTL01')
    expect(`${forMesa[0]!.title} ${forMesa[0]!.body}`).not.toContain('45000')
  })
})

describe('document review is bound to validation and versioned', () => {
  const pendingIn = async (stage: string) => {
    const [row] = await t.database.db
      .select({
        applicationId: creditApplications.id,
        product: creditApplications.product,
        version: creditApplications.version,
        documentId: creditApplicationDocuments.id,
      })
      .from(creditApplicationDocuments)
      .innerJoin(creditApplications, eq(creditApplications.id, creditApplicationDocuments.applicationId))
      .where(
        and(
          eq(creditApplications.stage, stage as 'captura'),
          eq(creditApplicationDocuments.status, 'pending'),
        ),
      )
      .limit(1)
    return row!
  }
  const statusOf = async (documentId: number) =>
    (
      await t.database.db
        .select({ status: creditApplicationDocuments.status })
        .from(creditApplicationDocuments)
        .where(eq(creditApplicationDocuments.id, documentId))
    )[0]!.status

  it('approving outside validation is 409 and changes nothing', async () => {
    const mesa = (await t.login('mesa@demo.com', 'mesa-control')).accessToken
    const doc = await pendingIn('captura')
    const response = await t.as(mesa, {
      method: 'PATCH',
      url: `${base}/${doc.product}/${doc.applicationId}/documents/${doc.documentId}`,
      payload: { status: 'approved', version: doc.version },
    })
    expect(response.statusCode, response.body).toBe(409)
    expect(await statusOf(doc.documentId)).toBe('pending')
    expect(await versionOf(doc.applicationId)).toBe(doc.version)
  })

  it('in validation a stale version is 409; the current one approves and bumps the version', async () => {
    const mesa = (await t.login('mesa@demo.com', 'mesa-control')).accessToken
    const doc = await pendingIn('validacion')
    const url = `${base}/${doc.product}/${doc.applicationId}/documents/${doc.documentId}`
    const stale = await t.as(mesa, {
      method: 'PATCH',
      url,
      payload: { status: 'approved', version: doc.version - 1 || doc.version + 1 },
    })
    expect(stale.statusCode, stale.body).toBe(409)
    expect(await statusOf(doc.documentId)).toBe('pending')
    const missing = await t.as(mesa, { method: 'PATCH', url, payload: { status: 'approved' } })
    expect(missing.statusCode).toBe(400)
    const approved = await t.as(mesa, {
      method: 'PATCH',
      url,
      payload: { status: 'approved', version: doc.version },
    })
    expect(approved.statusCode, approved.body).toBe(200)
    expect(await statusOf(doc.documentId)).toBe('approved')
    expect(await versionOf(doc.applicationId)).toBe(doc.version + 1)
  })
})
