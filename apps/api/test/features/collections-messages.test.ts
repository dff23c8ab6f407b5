import { and, eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import {
  collectionContacts,
  loans,
  messagingContacts,
  messagingMessages,
  messagingTemplates,
} from '../../src/db/schema'
import { applicationDirectory } from '../../src/features/credit-applications'
import { signInDemo } from '../helpers/demo-sign-in'
import { createTestApp, type TestApp } from '../helpers/test-app'

/**
 * Issue 35: the cobranza role messages the customer of a loan it works, from the desk: WhatsApp free text inside
 * the 24-hour window only, an approved template at any time, e-mail; within its loans (another collector's: 404;
 * a role without the desk: 403); each message lands in the loan's contact history.
 */
let t: TestApp
const tokens: Record<string, string> = {}
let loanId = 0
let phone = ''
const as = (who: string, method: 'GET' | 'POST', url: string, payload?: object) =>
  t.as(tokens[who]!, { method, url, ...(payload ? { payload } : {}) })
const url = () => `/api/v1/collections/loans/${loanId}/messages`
const historyOf = () =>
  t.database.db.select().from(collectionContacts).where(eq(collectionContacts.loanId, loanId))

beforeAll(async () => {
  t = await createTestApp()
  await signInDemo(t, tokens, ['cobranza', 'cobranza2', 'visitador'])
  const queue = await as('cobranza', 'GET', '/api/v1/collections/queue?itemsPerPage=1')
  loanId = queue.json().items[0].loanId
  const [loan] = await t.database.db.select().from(loans).where(eq(loans.id, loanId))
  const [application] = await t.database.db
    .select({ mobilePhone: applicationDirectory.mobilePhone })
    .from(applicationDirectory)
    .where(eq(applicationDirectory.id, loan!.applicationId))
  phone = `52${application!.mobilePhone.replace(/\D/g, '').slice(-10)}`
}, 240_000)
afterAll(() => t.close())

describe('who may message whom', () => {
  it('400 naming each field, 403 without the desk, 404 on another collector’s loan; nothing sent', async () => {
    const before = (await historyOf()).length
    const bad = await as('cobranza', 'POST', url(), { channel: 'sms', text: 'Hola' })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(['channel'])
    const empty = await as('cobranza', 'POST', url(), { channel: 'whatsapp' })
    expect(empty.statusCode).toBe(400)
    expect(Object.keys(empty.json().errors)).toEqual(['text'])
    expect((await as('visitador', 'POST', url(), { channel: 'whatsapp', text: 'Hola' })).statusCode).toBe(403)
    expect((await as('cobranza2', 'POST', url(), { channel: 'whatsapp', text: 'Hola' })).statusCode).toBe(404)
    expect(await historyOf()).toHaveLength(before)
  })
})

describe('WhatsApp', () => {
  it('free text outside the 24-hour window is a 409; an approved template goes, into the history', async () => {
    const closed = await as('cobranza', 'POST', url(), { channel: 'whatsapp', text: '¿Podemos hablar hoy?' })
    expect(closed.statusCode, closed.body).toBe(409)
    expect(closed.json().code).toBe('service_window_closed')
    const [template] = await t.database.db
      .select()
      .from(messagingTemplates)
      .where(eq(messagingTemplates.status, 'approved'))
      .limit(1)
    const sent = await as('cobranza', 'POST', url(), { channel: 'whatsapp', templateId: template!.id })
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toMatchObject({ channel: 'whatsapp', via: 'template' })
    const [contact] = await t.database.db
      .select()
      .from(messagingContacts)
      .where(eq(messagingContacts.phone, phone))
    const queued = await t.database.db
      .select()
      .from(messagingMessages)
      .where(and(eq(messagingMessages.templateId, template!.id), eq(messagingMessages.status, 'queued')))
    expect(queued.length).toBeGreaterThanOrEqual(1)
    const panel = (await as('cobranza', 'GET', `/api/v1/collections/loans/${loanId}`)).json()
    expect(panel.contacts[0]).toMatchObject({ channel: 'whatsapp', summary: `Plantilla «${template!.name}»` })
    // The customer writes: inside the window, free text goes.
    await t.database.db
      .update(messagingContacts)
      .set({ lastInboundAt: new Date() })
      .where(eq(messagingContacts.id, contact!.id))
    const text = await as('cobranza', 'POST', url(), { channel: 'whatsapp', text: '¿Podemos hablar hoy?' })
    expect(text.statusCode, text.body).toBe(201)
    expect(text.json().via).toBe('text')
    const [message] = await t.database.db
      .select()
      .from(messagingMessages)
      .where(eq(messagingMessages.body, '¿Podemos hablar hoy?'))
    expect(message!.senderUserId).not.toBeNull()
  })
})

describe('e-mail', () => {
  it('goes to the applicant’s e-mail through the mail outbox, into the history', async () => {
    const sent = await as('cobranza', 'POST', url(), {
      channel: 'email',
      text: 'Le recordamos su pago vencido.',
    })
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toMatchObject({ channel: 'email', via: 'text' })
    const panel = (await as('cobranza', 'GET', `/api/v1/collections/loans/${loanId}`)).json()
    expect(panel.contacts[0]).toMatchObject({ channel: 'email', summary: 'Le recordamos su pago vencido.' })
  })
})
