import { and, eq, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AllyDetail, AllyListResponse, TrashListResponse } from '@mesa/contracts'
import { allies, auditEvents, trashEntries } from '../../src/db/schema'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { allyBody, personRfc } from '../helpers/trash'

let t: TestApp
let admin: string
let adminId: number
let supervisor: string
let supervisorId: number
let ventasId: number

beforeAll(async () => {
  t = await createTestApp()
  const adminSession = await t.login('admin@demo.com', 'admin')
  admin = adminSession.accessToken
  adminId = adminSession.userData.id
  const supervisorSession = await t.login('supervisor@demo.com', 'supervisor')
  supervisor = supervisorSession.accessToken
  supervisorId = supervisorSession.userData.id
  ventasId = (await t.login('ventas@demo.com', 'ventas')).userData.id
})
afterAll(() => t.close())

const createAlly = async (rfc: string, allyName: string) => {
  const response = await t.as(admin, {
    method: 'POST',
    url: '/api/v1/allies',
    payload: allyBody({ rfc, allyName, sellerId: ventasId, supervisorId }),
  })
  expect(response.statusCode).toBe(201)
  return response.json<AllyDetail>().id
}
const deleteAlly = (id: number, token = admin) =>
  t.as(token, { method: 'DELETE', url: `/api/v1/allies/list/${id}` })
const undo = (token: string, type: string, recordId: number | string) =>
  t.as(token, { method: 'POST', url: '/api/v1/trash/undo', payload: { type, recordId: String(recordId) } })
const restore = (token: string, entryId: number | string) =>
  t.as(token, { method: 'POST', url: `/api/v1/trash/${entryId}/restore` })
const listAllies = async (query: string, token = admin) =>
  (await t.as(token, { method: 'GET', url: `/api/v1/allies/list?${query}` })).json<AllyListResponse>()
const trashList = async (query = '') =>
  (await t.as(admin, { method: 'GET', url: `/api/v1/trash?${query}` })).json<TrashListResponse>()
const entryOf = async (type: string, recordId: number) =>
  (
    await t.database.db
      .select()
      .from(trashEntries)
      .where(and(eq(trashEntries.recordType, type as 'ally'), eq(trashEntries.recordId, String(recordId))))
  )[0]
const auditActions = async (entityType: string, entityId: number) =>
  (
    await t.database.db
      .select({ action: auditEvents.action, actor: auditEvents.actorUserId, data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, String(entityId))))
      .orderBy(auditEvents.id)
  ).map((event) => event.action)
const closeUndoWindow = (entryId: number) =>
  t.database.db
    .update(trashEntries)
    .set({ undoUntil: sql`now() - interval '1 second'` })
    .where(eq(trashEntries.id, entryId))

describe('deleting an ally puts it in the trash and hides it everywhere', () => {
  it('answers 204 naming its trash entry, and the ally leaves the list, its count, search, detail and export', async () => {
    const id = await createAlly('GOAM850101AB', 'Agencia Borrable Única')
    const before = await listAllies('q=Borrable')
    expect(before.total).toBe(1)
    const all = (await listAllies('itemsPerPage=5')).total

    const response = await deleteAlly(id)
    expect(response.statusCode).toBe(204)
    const entry = await entryOf('ally', id)
    expect(response.headers['mesa-trash-entry']).toBe(String(entry!.id))
    expect(entry!.deletedBy).toBe(adminId)

    expect((await listAllies('q=Borrable')).total).toBe(0)
    const byRfc = await t.as(admin, {
      method: 'GET',
      url: `/api/v1/search/records?q=${personRfc('GOAM850101AB')}`,
    })
    expect(byRfc.json().allies).toEqual([])
    expect((await listAllies('itemsPerPage=5')).total).toBe(all - 1)
    expect((await t.as(admin, { method: 'GET', url: `/api/v1/allies/${id}` })).statusCode).toBe(404)
    const search = await t.as(admin, { method: 'GET', url: '/api/v1/search/records?q=Borrable' })
    expect(search.json().allies).toEqual([])
    const csv = await t.as(admin, { method: 'GET', url: '/api/v1/allies/export.csv?q=Borrable' })
    expect(csv.statusCode).toBe(200)
    expect(csv.body).not.toContain('Borrable')
    expect((await deleteAlly(id)).statusCode).toBe(404)
  })
})

describe('undo from the toast', () => {
  it('lets the deleter undo their own delete within the window, audited', async () => {
    const id = await createAlly('CAGS900101RT', 'Agencia Deshacer')
    expect((await deleteAlly(id, supervisor)).statusCode).toBe(204)
    const response = await undo(supervisor, 'ally', id)
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ type: 'ally', recordId: String(id), label: 'Agencia Deshacer' })
    expect((await listAllies('q=Agencia Deshacer', supervisor)).total).toBe(1)
    expect(await entryOf('ally', id)).toBeUndefined()
    expect(await auditActions('ally', id)).toEqual(['ally.created', 'ally.deleted', 'ally.restored'])
  })

  it('refuses an undo after the window (403 undo_expired) and changes nothing', async () => {
    const id = await createAlly('MALJ880202PQ', 'Agencia Tardía')
    await deleteAlly(id, supervisor)
    const entry = await entryOf('ally', id)
    await closeUndoWindow(entry!.id)
    const response = await undo(supervisor, 'ally', id)
    expect(response.statusCode).toBe(403)
    expect(response.json().code).toBe('undo_expired')
    expect(await entryOf('ally', id)).toBeDefined()
    expect((await listAllies('q=Agencia Tardía')).total).toBe(0)
    // An administrator still restores it from the trash.
    expect((await restore(admin, entry!.id)).statusCode).toBe(200)
    expect((await listAllies('q=Agencia Tardía')).total).toBe(1)
  })

  it('refuses to undo a colleague’s delete (403), even within the window', async () => {
    const id = await createAlly('ROPE910303HJ', 'Agencia Ajena')
    await deleteAlly(id, admin)
    expect((await undo(supervisor, 'ally', id)).statusCode).toBe(403)
    expect((await restore(supervisor, (await entryOf('ally', id))!.id)).statusCode).toBe(403)
    expect(await entryOf('ally', id)).toBeDefined()
  })

  it('keeps the row scope: a seller-side user whose link to the ally is gone cannot bring it back', async () => {
    const id = await createAlly('SAVL920404KL', 'Agencia Fuera De Alcance')
    await deleteAlly(id, supervisor)
    // Meanwhile head office hands the ally to another supervisor.
    await t.database.db.update(allies).set({ supervisorUserId: adminId }).where(eq(allies.id, id))
    const response = await undo(supervisor, 'ally', id)
    expect(response.statusCode).toBe(404)
    expect(await entryOf('ally', id)).toBeDefined()
  })

  it('answers 404 for a record not in the trash and 400 naming each wrong field', async () => {
    expect((await undo(admin, 'ally', 999_999)).statusCode).toBe(404)
    const bad = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/trash/undo',
      payload: { type: 'planet', recordId: '' },
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['recordId', 'type'])
  })
})

describe('the trash (administrators)', () => {
  it('is for administrators only', async () => {
    expect((await t.as(supervisor, { method: 'GET', url: '/api/v1/trash' })).statusCode).toBe(403)
  })

  it('lists deleted records filtered by type, who and period', async () => {
    const id = await createAlly('TOVA930505MN', 'Agencia En Papelera')
    await deleteAlly(id, supervisor)
    const bySupervisor = await trashList(`deletedBy=${supervisorId}&type=ally&q=Papelera`)
    expect(bySupervisor.items.map((entry) => entry.recordId)).toEqual([String(id)])
    expect(bySupervisor.items[0]!.deletedBy).toEqual({ id: supervisorId, fullName: expect.any(String) })
    expect(bySupervisor.deleters.map((deleter) => deleter.id)).toContain(supervisorId)
    expect((await trashList(`deletedBy=${adminId}&q=Papelera`)).total).toBe(0)
    expect((await trashList('type=invoice&q=Papelera')).total).toBe(0)
    const today = new Date().toISOString().slice(0, 10)
    expect((await trashList(`from=${today}&to=${today}&q=Papelera`)).total).toBe(1)
    expect((await trashList('from=2000-01-01&to=2000-12-31&q=Papelera')).total).toBe(0)
    const bad = await t.as(admin, { method: 'GET', url: '/api/v1/trash?type=planet&from=2024-02-30' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors).sort()).toEqual(['from', 'type'])
  })

  it('refuses a restore with 409 live_twin when a live ally took the RFC, and changes nothing', async () => {
    const id = await createAlly('HEGJ940606ST', 'Agencia Original')
    await deleteAlly(id)
    // The partial unique index lets the RFC be used again while its twin is in the trash.
    const twin = await createAlly('HEGJ940606ST', 'Agencia Gemela')
    const entry = await entryOf('ally', id)
    const response = await restore(admin, entry!.id)
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'live_twin', errors: { rfc: ['live_twin'] } })
    expect(await entryOf('ally', id)).toBeDefined()
    expect(await auditActions('ally', id)).toEqual(['ally.created', 'ally.deleted'])
    // Once the twin is gone, the original comes back.
    await deleteAlly(twin)
    expect((await restore(admin, entry!.id)).statusCode).toBe(200)
    expect((await listAllies('q=Agencia Original')).products.map((ally) => ally.id)).toEqual([id])
  })
})
