import { and, eq } from 'drizzle-orm'
import { beforeAll, describe, expect, it } from 'vitest'
import type { Email, EmailListResponse } from '@mesa/contracts'
import { emailMessages, users } from '../../src/db/schema'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

let ventas: string
let analista: string
let comite: string
const t = useTestApp()
beforeAll(async () => {
  ;[ventas, analista, comite] = await demoTokens(t, ['ventas', 'analista', 'comite'])
  // The whole demo seed on a machine shared by several suites: give it time.
}, 240_000)

const list = async (token: string, query = '') => {
  const response = await t.as(token, { method: 'GET', url: `/api/apps/email${query}` })
  expect(response.statusCode, response.body).toBe(200)
  return response.json<EmailListResponse>()
}
const update = (token: string, payload: unknown) =>
  t.as(token, { method: 'POST', url: '/api/apps/email', payload: payload as object })
const subjects = (emails: Email[]) => emails.map((email) => email.subject)

describe('GET /api/apps/email: views of spec §4 over the seeded mailbox', () => {
  it('defaults to the inbox, newest first, with the navigation counts', async () => {
    const { emails, emailsMeta } = await list(ventas)
    expect(emails).toHaveLength(5)
    expect(emails.every((email) => email.folder === 'inbox' && !email.isDeleted)).toBe(true)
    const times = emails.map((email) => email.time)
    expect(times).toEqual([...times].sort().reverse())
    expect(emailsMeta).toEqual({ inbox: 3, draft: 1, spam: 1, star: 2 })
  })

  it('trashed shows the deleted, starred the starred not deleted, a folder its mail not deleted', async () => {
    expect(subjects((await list(ventas, '?filter=trashed')).emails)).toEqual(['Promoción vencida de octubre'])
    const starred = (await list(ventas, '?filter=starred')).emails
    expect(starred).toHaveLength(2)
    expect(starred.every((email) => email.isStarred && !email.isDeleted)).toBe(true)
    expect((await list(ventas, '?filter=sent')).emails).toHaveLength(2)
    expect((await list(ventas, '?filter=draft')).emails).toHaveLength(1)
    expect((await list(ventas, '?filter=spam')).emails).toHaveLength(2)
  })

  it('a label alone shows its mail in every folder (not deleted); with a filter, both apply', async () => {
    const company = (await list(ventas, '?label=company')).emails
    expect(subjects(company).sort()).toEqual(
      [
        'Cotización de póliza amplia',
        'Inventario de seminuevos de noviembre',
        'Solicitud de cotización',
      ].sort(),
    )
    expect((await list(ventas, '?label=company&filter=sent')).emails).toHaveLength(1)
    expect((await list(ventas, '?label=private')).emails).toHaveLength(2)
  })

  it('q matches the sender name or the subject, case-insensitively, wildcards literal', async () => {
    expect((await list(ventas, '?q=luc%C3%ADa')).emails).toHaveLength(2)
    expect(subjects((await list(ventas, '?q=P%C3%93LIZA')).emails)).toEqual(['Cotización de póliza amplia'])
    expect((await list(ventas, '?q=%25')).emails).toHaveLength(0)
  })

  it('an e-mail carries its conversation as replies, and its attachments with size text and link', async () => {
    const [latest] = (await list(ventas, '?q=Documentos&label=important')).emails
    expect(latest!.replies.map((reply) => reply.folder)).toEqual(['inbox', 'sent'])
    expect(latest!.attachments[0]).toMatchObject({
      fileName: 'ine-frente.png',
      size: expect.stringMatching(/kb$/),
    })
    expect(latest!.attachments[0]!.thumbnail).toBe(latest!.attachments[0]!.url)
  })

  it('refuses a wrong filter or label with a 400 naming the field', async () => {
    const response = await t.as(ventas, { method: 'GET', url: '/api/apps/email?filter=archive&label=x' })
    expect(response.statusCode).toBe(400)
    expect(Object.keys(response.json().errors).sort()).toEqual(['filter', 'label'])
  })
})

describe('POST /api/apps/email: merge data or toggle a label, 201 with no body', () => {
  it('merges data into one id or a list of ids', async () => {
    const inbox = (await list(analista)).emails
    const unread = inbox.filter((email) => !email.isRead)
    const one = await update(analista, { ids: unread[0]!.id, data: { isRead: true } })
    expect(one.statusCode).toBe(201)
    expect(one.body).toBe('')
    expect((await list(analista)).emailsMeta.inbox).toBe(unread.length - 1)
    const many = await update(analista, {
      ids: unread.map((email) => email.id),
      data: { isRead: true, isStarred: true },
    })
    expect(many.statusCode).toBe(201)
    const meta = (await list(analista)).emailsMeta
    expect(meta.inbox).toBe(0)
    expect(meta.star).toBe(2 + unread.length - 1)
  })

  it('trash, restore and spam move mail between the views', async () => {
    const [first] = (await list(analista)).emails
    await update(analista, { ids: [first!.id], data: { isDeleted: true } })
    expect((await list(analista, '?filter=trashed')).emails.map((email) => email.id)).toContain(first!.id)
    await update(analista, { ids: [first!.id], data: { isDeleted: false, folder: 'spam' } })
    expect((await list(analista, '?filter=spam')).emails.map((email) => email.id)).toContain(first!.id)
    await update(analista, { ids: [first!.id], data: { folder: 'inbox' } })
    expect((await list(analista)).emails.map((email) => email.id)).toContain(first!.id)
  })

  it('toggles a label on and off', async () => {
    const [first] = (await list(analista)).emails
    const labelsOf = async () => (await list(analista)).emails.find((email) => email.id === first!.id)!.labels
    const before = await labelsOf()
    expect((await update(analista, { ids: first!.id, label: 'important' })).statusCode).toBe(201)
    expect((await labelsOf()).includes('important')).toBe(!before.includes('important'))
    await update(analista, { ids: first!.id, label: 'important' })
    expect((await labelsOf()).sort()).toEqual([...before].sort())
  })

  it('refuses unknown fields, folders and labels (400) and writes nothing', async () => {
    const [first] = (await list(analista)).emails
    for (const payload of [
      { ids: first!.id, data: { subject: 'x' } },
      { ids: first!.id, data: { folder: 'sent' } },
      { ids: first!.id, label: 'secret' },
      { ids: [], data: { isRead: false } },
      { ids: 'all', data: { isRead: false } },
      { data: { isRead: false } },
    ]) {
      const response = await update(analista, payload)
      expect(response.statusCode, JSON.stringify(payload)).toBe(400)
    }
    const [after] = (await list(analista)).emails.filter((email) => email.id === first!.id)
    expect(after).toEqual(first)
  })
})

describe('scope: every call reads and writes only the caller’s own mailbox', () => {
  it('ids of another mailbox change nothing, and nobody lists another’s mail', async () => {
    const theirs = (await list(comite)).emails
    await update(ventas, { ids: theirs.map((email) => email.id), data: { isDeleted: true } })
    expect((await list(comite)).emails).toEqual(theirs)
    const mine = new Set((await list(ventas)).emails.map((email) => email.id))
    expect(theirs.some((email) => mine.has(email.id))).toBe(false)
  })

  it('an attachment of another mailbox is a 404, even for an administrator', async () => {
    const [withFile] = (await list(comite, '?label=important&q=Documentos')).emails
    const url = withFile!.attachments[0]!.url
    expect((await t.as(comite, { method: 'GET', url })).statusCode).toBe(200)
    const admin = (await t.login('admin@demo.com', 'admin')).accessToken
    expect((await t.as(admin, { method: 'GET', url })).statusCode).toBe(404)
  })

  it('signed out is a 401', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/apps/email' })).statusCode).toBe(401)
  })
})

describe('the seed', () => {
  it('gives every demo account a mailbox and adds nothing when run again', async () => {
    const { seedEmail } = await import('../../src/features/email')
    const count = async () => (await t.database.db.select().from(emailMessages)).length
    const before = await count()
    await seedEmail(t.database.db)
    expect(await count()).toBe(before)
    const [admin] = await t.database.db.select().from(users).where(eq(users.email, 'admin@demo.com'))
    const rows = await t.database.db
      .select()
      .from(emailMessages)
      .where(and(eq(emailMessages.ownerUserId, admin!.id)))
    expect(new Set(rows.map((row) => row.folder))).toEqual(new Set(['inbox', 'sent', 'draft', 'spam']))
  })
})
