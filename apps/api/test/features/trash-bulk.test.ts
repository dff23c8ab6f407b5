import type { AddressInfo } from 'node:net'
import { and, eq, inArray, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AllyDetail, AllyListResponse, LiveEvent } from '@mesa/contracts'
import {
  allies,
  auditEvents,
  creditApplicationDocuments,
  creditApplicationHistory,
  creditApplications,
  trashEntries,
} from '../../src/db/schema'
import { samplePdf } from '../../src/lib/sample-pdf'
import { openEventStream, type EventStreamReader } from '../helpers/event-stream'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { allyBody } from '../helpers/trash'

/** Issue 20: bulk actions with their undo, documents in the trash, and the live event of a restore. */
let t: TestApp
let base: string
let admin: string
let adminId: number
let supervisor: string
let supervisorId: number
let ventas: string
let ventasId: number
const streams: EventStreamReader[] = []

beforeAll(async () => {
  t = await createTestApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`
  const adminSession = await t.login('admin@demo.com', 'admin')
  admin = adminSession.accessToken
  adminId = adminSession.userData.id
  const supervisorSession = await t.login('supervisor@demo.com', 'supervisor')
  supervisor = supervisorSession.accessToken
  supervisorId = supervisorSession.userData.id
  const ventasSession = await t.login('ventas@demo.com', 'ventas')
  ventas = ventasSession.accessToken
  ventasId = ventasSession.userData.id
})
afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()))
  await t.close()
})

let rfcSerial = 0
/** A fresh RFC's first twelve characters (the helper adds the check digit). */
const nextRfc = () => `BULK${String(850101 + rfcSerial++).padStart(6, '0')}X1`
/** An ally of the given staff (default: sold by ventas, supervised by supervisor, so both see it). */
const createAlly = async (allyName: string, staff = { sellerId: ventasId, supervisorId }) => {
  const response = await t.as(admin, {
    method: 'POST',
    url: '/api/v1/allies',
    payload: allyBody({ rfc: nextRfc(), allyName, ...staff }),
  })
  expect(response.statusCode, response.body).toBe(201)
  return response.json<AllyDetail>().id
}
const bulk = (token: string, payload: unknown) =>
  t.as(token, { method: 'POST', url: '/api/v1/allies/bulk', payload: payload as object })
const undoMany = (token: string, type: string, recordIds: number[]) =>
  t.as(token, { method: 'POST', url: '/api/v1/trash/undo/bulk', payload: { type, recordIds } })
const rowsOf = (ids: number[]) =>
  t.database.db
    .select({ id: allies.id, active: allies.active, deletedAt: allies.deletedAt, version: allies.version })
    .from(allies)
    .where(inArray(allies.id, ids))
    .orderBy(allies.id)
const entriesOf = (type: string, ids: number[]) =>
  t.database.db
    .select()
    .from(trashEntries)
    .where(
      and(
        eq(trashEntries.recordType, type as 'ally'),
        inArray(
          trashEntries.recordId,
          ids.map((id) => String(id)),
        ),
      ),
    )
const auditOf = async (entityType: string, ids: number[]) =>
  (
    await t.database.db
      .select({ action: auditEvents.action, entityId: auditEvents.entityId })
      .from(auditEvents)
      .where(
        and(
          eq(auditEvents.entityType, entityType),
          inArray(
            auditEvents.entityId,
            ids.map((id) => String(id)),
          ),
        ),
      )
      .orderBy(auditEvents.id)
  ).map((event) => `${event.entityId}:${event.action}`)
const listed = async (token: string, q: string) =>
  (await t.as(token, { method: 'GET', url: `/api/v1/allies/list?q=${encodeURIComponent(q)}` }))
    .json<AllyListResponse>()
    .products.map((ally) => ally.id)
const open = async (token: string) => {
  const stream = await openEventStream(base, token)
  streams.push(stream)
  expect(stream.status).toBe(200)
  return stream
}

describe('bulk actions on allies: validation and permission', () => {
  it('answers 400 naming each wrong field, and writes nothing', async () => {
    const id = await createAlly('Agencia Validación Masiva')
    const bad = await bulk(admin, { action: 'archive', ids: [] })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().errors).toMatchObject({ action: ['invalid_choice'], ids: ['too_few:1'] })
    const badId = await bulk(admin, { action: 'delete', ids: [id, 0, 'x'] })
    expect(badId.statusCode).toBe(400)
    expect(Object.keys(badId.json().errors).sort()).toEqual(['ids.1', 'ids.2'])
    const extra = await bulk(admin, { action: 'delete', ids: [id], all: true })
    expect(extra.statusCode).toBe(400)
    const tooMany = await bulk(admin, {
      action: 'delete',
      ids: Array.from({ length: 1001 }, (_, i) => i + 1),
    })
    expect(tooMany.statusCode).toBe(400)
    expect(tooMany.json().errors.ids).toEqual(['too_many:1000'])
    expect((await rowsOf([id]))[0]).toMatchObject({ active: true, deletedAt: null })
    expect(await entriesOf('ally', [id])).toEqual([])
  })

  it('needs the permission of the action: a reader gets 403 and nothing changes', async () => {
    const id = await createAlly('Agencia Solo Lectura')
    // ventas reads allies (and is this one's seller) but may neither edit nor delete them.
    for (const action of ['deactivate', 'delete']) {
      const response = await bulk(ventas, { action, ids: [id] })
      expect(response.statusCode).toBe(403)
    }
    expect((await rowsOf([id]))[0]).toMatchObject({ active: true, deletedAt: null })
    expect(await auditOf('ally', [id])).toEqual([`${id}:ally.created`])
  })
})

describe('bulk actions keep the row scope, all or nothing', () => {
  it('refuses the whole action (404) when any id lies outside the caller’s scope, touching no row', async () => {
    const mine = [await createAlly('Agencia Mía Uno'), await createAlly('Agencia Mía Dos')]
    const foreign = await createAlly('Agencia Ajena Masiva', { sellerId: adminId, supervisorId: adminId })
    const before = await rowsOf([...mine, foreign])
    for (const action of ['deactivate', 'delete']) {
      const response = await bulk(supervisor, { action, ids: [...mine, foreign] })
      expect(response.statusCode).toBe(404)
    }
    expect(await rowsOf([...mine, foreign])).toEqual(before)
    expect(await entriesOf('ally', [...mine, foreign])).toEqual([])
    expect(await auditOf('ally', [...mine, foreign])).toEqual(
      [...mine, foreign].map((id) => `${id}:ally.created`),
    )
  })

  it('refuses the whole action when one of the allies is already deleted', async () => {
    const live = await createAlly('Agencia Viva')
    const gone = await createAlly('Agencia Ya Borrada')
    expect((await t.as(admin, { method: 'DELETE', url: `/api/v1/allies/list/${gone}` })).statusCode).toBe(204)
    const response = await bulk(admin, { action: 'delete', ids: [live, gone] })
    expect(response.statusCode).toBe(404)
    expect((await rowsOf([live]))[0]!.deletedAt).toBeNull()
  })
})

describe('bulk on/off and its undo', () => {
  it('deactivates only the active ones, audits each, and the undo puts back the previous values', async () => {
    const ids = [await createAlly('Agencia Encendida A'), await createAlly('Agencia Encendida B')]
    const off = await createAlly('Agencia Ya Apagada')
    await t.database.db.update(allies).set({ active: false }).where(eq(allies.id, off))

    const response = await bulk(supervisor, { action: 'deactivate', ids: [...ids, off, ids[0]] })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ action: 'deactivate', changed: ids })
    expect((await rowsOf([...ids, off])).map((row) => row.active)).toEqual([false, false, false])
    expect(await auditOf('ally', [...ids, off])).toEqual([
      `${ids[0]}:ally.created`,
      `${ids[1]}:ally.created`,
      `${off}:ally.created`,
      `${ids[0]}:ally.deactivated`,
      `${ids[1]}:ally.deactivated`,
    ])

    // The toast's undo: the opposite action on what changed; the ally that was off stays off.
    const undo = await bulk(supervisor, { action: 'activate', ids: response.json().changed })
    expect(undo.statusCode).toBe(200)
    expect((await rowsOf([...ids, off])).map((row) => row.active)).toEqual([true, true, false])
  })
})

describe('bulk delete and its undo', () => {
  it('moves every ally to the trash with its own audit event; the undo brings all back in one call', async () => {
    const ids = [await createAlly('Agencia Lote Uno'), await createAlly('Agencia Lote Dos')]
    const response = await bulk(supervisor, { action: 'delete', ids })
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json()).toEqual({ action: 'delete', changed: ids })
    expect(await listed(supervisor, 'Agencia Lote')).toEqual([])
    const entries = await entriesOf('ally', ids)
    expect(entries.map((entry) => entry.deletedBy)).toEqual([supervisorId, supervisorId])

    const undone = await undoMany(supervisor, 'ally', ids)
    expect(undone.statusCode, undone.body).toBe(200)
    expect(undone.json().restored.map((record: { recordId: string }) => record.recordId)).toEqual(
      ids.map(String),
    )
    expect((await listed(supervisor, 'Agencia Lote')).sort()).toEqual([...ids].sort())
    expect(await entriesOf('ally', ids)).toEqual([])
    expect(await auditOf('ally', ids)).toEqual([
      `${ids[0]}:ally.created`,
      `${ids[1]}:ally.created`,
      `${ids[0]}:ally.deleted`,
      `${ids[1]}:ally.deleted`,
      `${ids[0]}:ally.restored`,
      `${ids[1]}:ally.restored`,
    ])
  })

  it('undoes all or nothing: one record not the caller’s to undo leaves every record in the trash', async () => {
    const ids = [await createAlly('Agencia Todo O Nada Uno'), await createAlly('Agencia Todo O Nada Dos')]
    expect((await bulk(supervisor, { action: 'delete', ids })).statusCode).toBe(200)
    const colleagues = await createAlly('Agencia Borrada Por Otro')
    expect((await bulk(admin, { action: 'delete', ids: [colleagues] })).statusCode).toBe(200)

    const refused = await undoMany(supervisor, 'ally', [...ids, colleagues])
    expect(refused.statusCode).toBe(403)
    expect((await entriesOf('ally', [...ids, colleagues])).length).toBe(3)
    expect((await rowsOf(ids)).every((row) => row.deletedAt !== null)).toBe(true)

    // After the window only an administrator restores, from the trash.
    await t.database.db
      .update(trashEntries)
      .set({ undoUntil: sql`now() - interval '1 second'` })
      .where(inArray(trashEntries.recordId, ids.map(String)))
    const late = await undoMany(supervisor, 'ally', ids)
    expect(late.statusCode).toBe(403)
    expect(late.json().code).toBe('undo_expired')
    for (const entry of await entriesOf('ally', ids)) {
      const restored = await t.as(admin, { method: 'POST', url: `/api/v1/trash/${entry.id}/restore` })
      expect(restored.statusCode).toBe(200)
    }
    expect((await listed(admin, 'Agencia Todo O Nada')).length).toBe(2)
  })

  it('answers 400 naming the fields of a bad bulk undo', async () => {
    const response = await undoMany(supervisor, 'planet', [])
    expect(response.statusCode).toBe(400)
    expect(response.json().errors).toMatchObject({ type: ['invalid_choice'], recordIds: ['too_few:1'] })
  })
})

describe('a restore is a live event for whoever may see the record', () => {
  const restoredAlly = (id: number) => (event: LiveEvent) =>
    event.type === 'record.restored' && event.recordType === 'ally' && event.recordId === String(id)

  it('reaches a colleague linked to the restored ally, and no seller outside its scope', async () => {
    const linked = await createAlly('Agencia Evento Vinculada')
    const foreign = await createAlly('Agencia Evento Ajena', { sellerId: adminId, supervisorId: adminId })
    expect((await bulk(admin, { action: 'delete', ids: [linked, foreign] })).statusCode).toBe(200)
    const ventasStream = await open(ventas)
    const analystStream = await open((await t.login('analista@demo.com', 'analista')).accessToken)

    // Restored one after the other: once the later, in-scope event reached ventas, the earlier was judged.
    expect((await undoMany(admin, 'ally', [foreign])).statusCode).toBe(200)
    expect((await undoMany(admin, 'ally', [linked])).statusCode).toBe(200)
    await ventasStream.next(restoredAlly(linked))
    expect(ventasStream.events.some(restoredAlly(foreign))).toBe(false)
    // Head office (scope all) with read Aliados sees both come back.
    expect(await analystStream.next(restoredAlly(foreign))).toMatchObject({
      audience: { kind: 'ally', allyId: foreign },
    })
    await analystStream.next(restoredAlly(linked))
  })
})

describe('documents of an application go to the trash', () => {
  const appBase = (product: string, id: number) => `/api/v1/credit-applications/${product}/${id}`
  /** A captura-stage application ventas sees (and so may add and remove documents in). */
  async function ventasApplication() {
    const list = await t.as(ventas, {
      method: 'GET',
      url: '/api/v1/credit-applications?stage=captura&itemsPerPage=5',
    })
    const [item] = list.json<{ items: Array<{ id: number; product: string }> }>().items
    expect(item).toBeDefined()
    return item!
  }
  async function upload(token: string, product: string, id: number) {
    const boundary = '----mesa-trash'
    const response = await t.as(token, {
      method: 'POST',
      url: `${appBase(product, id)}/documents`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="kind"\r\n\r\notro\r\n--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="papelera.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
        ),
        samplePdf('papelera'),
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    })
    expect(response.statusCode, response.body).toBe(201)
    return response.json<{ id: number }>().id
  }
  const documentIds = async (token: string, product: string, id: number) =>
    (await t.as(token, { method: 'GET', url: `${appBase(product, id)}/documents` }))
      .json<{ items: Array<{ id: number }> }>()
      .items.map((document) => document.id)
  const removeDocument = (token: string, product: string, id: number, documentId: number) =>
    t.as(token, { method: 'DELETE', url: `${appBase(product, id)}/documents/${documentId}` })

  it('a delete hides the document from the file and its download, with history, audit and a trash entry', async () => {
    const app = await ventasApplication()
    const documentId = await upload(ventas, app.product, app.id)
    const response = await removeDocument(ventas, app.product, app.id, documentId)
    expect(response.statusCode, response.body).toBe(204)
    const [entry] = await entriesOf('applicationDocument', [documentId])
    expect(response.headers['mesa-trash-entry']).toBe(String(entry!.id))
    expect(entry!.label).toContain('papelera.pdf')
    expect(await documentIds(ventas, app.product, app.id)).not.toContain(documentId)
    const file = await t.as(admin, {
      method: 'GET',
      url: `${appBase(app.product, app.id)}/documents/${documentId}/file`,
    })
    expect(file.statusCode).toBe(404)
    expect((await removeDocument(ventas, app.product, app.id, documentId)).statusCode).toBe(404)
    const history = await t.database.db
      .select({ newValue: creditApplicationHistory.newValue })
      .from(creditApplicationHistory)
      .where(eq(creditApplicationHistory.applicationId, app.id))
    expect(history.map((line) => line.newValue)).toContainEqual(
      expect.objectContaining({ documentId, status: 'deleted' }),
    )

    // The deleter undoes it from the toast.
    const undo = await t.as(ventas, {
      method: 'POST',
      url: '/api/v1/trash/undo',
      payload: { type: 'applicationDocument', recordId: String(documentId) },
    })
    expect(undo.statusCode, undo.body).toBe(200)
    expect(await documentIds(ventas, app.product, app.id)).toContain(documentId)
    expect(await auditOf('applicationDocument', [documentId])).toEqual([
      `${documentId}:applicationDocument.deleted`,
      `${documentId}:applicationDocument.restored`,
    ])
  })

  it('keeps the row scope: outside it a delete is 404, and a restore too once the application left it', async () => {
    const app = await ventasApplication()
    const documentId = await upload(ventas, app.product, app.id)
    // Another seller's application: ventas neither sees nor deletes its documents.
    const [foreign] = await t.database.db
      .select({
        id: creditApplicationDocuments.id,
        applicationId: creditApplications.id,
        product: creditApplications.product,
      })
      .from(creditApplicationDocuments)
      .innerJoin(creditApplications, eq(creditApplications.id, creditApplicationDocuments.applicationId))
      .where(
        and(
          eq(creditApplications.stage, 'captura'),
          sql`${creditApplications.ownerUserId} is distinct from ${ventasId}`,
          sql`${creditApplications.allyId} not in (select ally_id from ally_users where user_id = ${ventasId})
            and ${creditApplications.allyId} not in (select id from allies where seller_user_id = ${ventasId} or supervisor_user_id = ${ventasId})`,
        ),
      )
      .limit(1)
    expect(foreign).toBeDefined()
    expect(
      (await removeDocument(ventas, foreign!.product, foreign!.applicationId, foreign!.id)).statusCode,
    ).toBe(404)
    expect(await entriesOf('applicationDocument', [foreign!.id])).toEqual([])

    // ventas deletes a document of their own application; then head office moves the application away.
    expect((await removeDocument(ventas, app.product, app.id, documentId)).statusCode).toBe(204)
    const [moved] = await t.database.db
      .select({ ownerUserId: creditApplications.ownerUserId, allyId: creditApplications.allyId })
      .from(creditApplications)
      .where(eq(creditApplications.id, app.id))
    const [away] = await t.database.db
      .select({ allyId: creditApplications.allyId })
      .from(creditApplications)
      .where(eq(creditApplications.id, foreign!.applicationId))
    await t.database.db
      .update(creditApplications)
      .set({ ownerUserId: adminId, allyId: away!.allyId })
      .where(eq(creditApplications.id, app.id))
    const undo = await t.as(ventas, {
      method: 'POST',
      url: '/api/v1/trash/undo',
      payload: { type: 'applicationDocument', recordId: String(documentId) },
    })
    expect(undo.statusCode).toBe(404)
    expect((await entriesOf('applicationDocument', [documentId])).length).toBe(1)

    // An administrator restores it from the trash; readers of the application learn it, ventas no longer.
    const analystStream = await open((await t.login('analista@demo.com', 'analista')).accessToken)
    const ventasStream = await open(ventas)
    const [entry] = await entriesOf('applicationDocument', [documentId])
    const restored = await t.as(admin, { method: 'POST', url: `/api/v1/trash/${entry!.id}/restore` })
    expect(restored.statusCode, restored.body).toBe(200)
    const back = (event: LiveEvent) =>
      event.type === 'record.restored' &&
      event.recordType === 'applicationDocument' &&
      event.recordId === String(documentId)
    expect(await analystStream.next(back)).toMatchObject({
      audience: { kind: 'application', applicationId: app.id },
    })
    expect(await documentIds(admin, app.product, app.id)).toContain(documentId)
    // A later event ventas does receive (an ally of theirs restored) proves the document's was judged first.
    const mine = await createAlly('Agencia Orden De Eventos')
    expect((await bulk(admin, { action: 'delete', ids: [mine] })).statusCode).toBe(200)
    expect((await undoMany(admin, 'ally', [mine])).statusCode).toBe(200)
    await ventasStream.next((event) => event.type === 'record.restored' && event.recordId === String(mine))
    expect(ventasStream.events.some(back)).toBe(false)
    await t.database.db.update(creditApplications).set(moved!).where(eq(creditApplications.id, app.id))
  })
})
