import { and, desc, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { INVOICE_NOT_FOUND_MESSAGE } from '@mesa/contracts'
import { allies, auditEvents, creditApplications, invoices, trashEntries, users } from '../../src/db/schema'
import { purgeExpiredTrash } from '../../src/features/trash'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { allyBody } from '../helpers/trash'

let t: TestApp
let admin: string

beforeAll(async () => {
  t = await createTestApp()
  admin = (await t.login('admin@demo.com', 'admin')).accessToken
})
afterAll(() => t.close())

const db = () => t.database.db
const undo = (type: string, recordId: number) =>
  t.as(admin, { method: 'POST', url: '/api/v1/trash/undo', payload: { type, recordId: String(recordId) } })
const entryOf = async (type: 'ally' | 'user' | 'invoice', recordId: number) =>
  (
    await db()
      .select()
      .from(trashEntries)
      .where(and(eq(trashEntries.recordType, type), eq(trashEntries.recordId, String(recordId))))
  )[0]
const lastAudit = async (entityType: string, entityId: number) =>
  (
    await db()
      .select({ action: auditEvents.action, actor: auditEvents.actorUserId, data: auditEvents.data })
      .from(auditEvents)
      .where(and(eq(auditEvents.entityType, entityType), eq(auditEvents.entityId, String(entityId))))
      .orderBy(desc(auditEvents.id))
      .limit(1)
  )[0]
const makeDue = (type: 'ally' | 'user' | 'invoice', recordId: number) =>
  db()
    .update(trashEntries)
    .set({ purgeAfter: sql`now() - interval '1 day'` })
    .where(and(eq(trashEntries.recordType, type), eq(trashEntries.recordId, String(recordId))))

describe('staff users', () => {
  it('a deleted user leaves the list, its count and search, and an undo brings back the status it had', async () => {
    const [pending] = await db()
      .select({ id: users.id, email: users.email })
      .from(users)
      .where(and(eq(users.status, 'pending'), isNull(users.deletedAt)))
      .limit(1)
    const listed = async () =>
      (await t.as(admin, { method: 'GET', url: `/api/apps/users?q=${pending!.email}` })).json<{
        totalUsers: number
      }>().totalUsers
    expect(await listed()).toBe(1)
    const response = await t.as(admin, { method: 'DELETE', url: `/api/apps/users/${pending!.id}` })
    expect(response.statusCode).toBe(204)
    expect(response.headers['mesa-trash-entry']).toBe(String((await entryOf('user', pending!.id))!.id))
    expect(await listed()).toBe(0)
    expect((await t.as(admin, { method: 'GET', url: `/api/apps/users/${pending!.id}` })).statusCode).toBe(404)

    expect((await undo('user', pending!.id)).statusCode).toBe(200)
    expect(await listed()).toBe(1)
    const [back] = await db().select({ status: users.status }).from(users).where(eq(users.id, pending!.id))
    expect(back!.status).toBe('pending')
    expect(await lastAudit('user', pending!.id)).toMatchObject({
      action: 'user.restored',
      data: { how: 'trash', label: pending!.email },
    })
  })
})

describe('invoices (spec deletes keep their answers)', () => {
  it('DELETE answers 204, the invoice is then 404 with the spec text and leaves the count; undo brings it back', async () => {
    const [invoice] = await db()
      .select({ id: invoices.id })
      .from(invoices)
      .where(isNull(invoices.deletedAt))
      .limit(1)
    const total = async () =>
      (await t.as(admin, { method: 'GET', url: '/api/apps/invoice?itemsPerPage=5' })).json<{
        totalInvoices: number
      }>().totalInvoices
    const before = await total()
    expect(
      (await t.as(admin, { method: 'DELETE', url: `/api/apps/invoice/${invoice!.id}` })).statusCode,
    ).toBe(204)
    const gone = await t.as(admin, { method: 'GET', url: `/api/apps/invoice/${invoice!.id}` })
    expect(gone.statusCode).toBe(404)
    expect(gone.json().message).toBe(INVOICE_NOT_FOUND_MESSAGE)
    expect(await total()).toBe(before - 1)
    expect((await undo('invoice', invoice!.id)).statusCode).toBe(200)
    expect((await t.as(admin, { method: 'GET', url: `/api/apps/invoice/${invoice!.id}` })).statusCode).toBe(
      200,
    )
    expect(await total()).toBe(before)
  })
})

describe('the purge after the retention period', () => {
  it('erases an ally nothing refers to, keeps one with applications and every invoice, audited', async () => {
    const [staff] = await db()
      .select({ id: allies.sellerUserId, sup: allies.supervisorUserId })
      .from(allies)
      .limit(1)
    const created = await t.as(admin, {
      method: 'POST',
      url: '/api/v1/allies',
      payload: allyBody({
        rfc: 'PURG800101AA',
        allyName: 'Agencia Depurable',
        sellerId: staff!.id,
        supervisorId: staff!.sup,
      }),
    })
    const lonely = created.json<{ id: number }>().id
    const [withApplications] = await db()
      .select({ id: creditApplications.allyId })
      .from(creditApplications)
      .limit(1)
    const [invoice] = await db()
      .select({ id: invoices.id })
      .from(invoices)
      .where(isNull(invoices.deletedAt))
      .limit(1)
    for (const url of [
      `/api/v1/allies/list/${lonely}`,
      `/api/v1/allies/list/${withApplications!.id}`,
      `/api/apps/invoice/${invoice!.id}`,
    ])
      expect((await t.as(admin, { method: 'DELETE', url })).statusCode).toBe(204)
    // Not due yet: nothing happens.
    expect(await purgeExpiredTrash(db())).toEqual({ erased: 0, kept: 0 })

    await makeDue('ally', lonely)
    await makeDue('ally', withApplications!.id)
    await makeDue('invoice', invoice!.id)
    expect(await purgeExpiredTrash(db())).toEqual({ erased: 1, kept: 2 })

    expect(await db().select().from(allies).where(eq(allies.id, lonely))).toEqual([])
    const kept = await db()
      .select({ id: allies.id })
      .from(allies)
      .where(and(eq(allies.id, withApplications!.id), isNotNull(allies.deletedAt)))
    expect(kept).toHaveLength(1)
    const [keptInvoice] = await db()
      .select({ deletedAt: invoices.deletedAt })
      .from(invoices)
      .where(eq(invoices.id, invoice!.id))
    expect(keptInvoice!.deletedAt).not.toBeNull()
    for (const [type, id] of [
      ['ally', lonely],
      ['ally', withApplications!.id],
      ['invoice', invoice!.id],
    ] as const)
      expect(await entryOf(type, id)).toBeUndefined()
    expect(await lastAudit('ally', lonely)).toMatchObject({
      action: 'ally.purged',
      actor: null,
      data: { erased: true },
    })
    expect(await lastAudit('ally', withApplications!.id)).toMatchObject({
      action: 'ally.purged',
      data: { erased: false },
    })
    expect(await lastAudit('invoice', invoice!.id)).toMatchObject({
      action: 'invoice.purged',
      data: { erased: false },
    })
    // Out of the trash, nothing can be restored any more, and a second run finds nothing.
    expect((await undo('ally', withApplications!.id)).statusCode).toBe(404)
    expect(await purgeExpiredTrash(db())).toEqual({ erased: 0, kept: 0 })
  })
})
