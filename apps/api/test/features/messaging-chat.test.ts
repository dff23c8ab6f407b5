import { createHmac } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNotNull, isNull, sql } from 'drizzle-orm'
import type { ChatResponse, GetMessagesResponse, SendMessageResponse } from '@mesa/contracts'
import {
  creditApplications,
  jobs,
  messagingChannels,
  messagingChats,
  messagingContacts,
  messagingMessages,
} from '../../src/db/schema'
import { JobWorker } from '../../src/features/jobs'
import { SANDBOX_RECEIPT } from '../../src/features/messaging/providers/sandbox'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'
import { createUserWithRules } from '../helpers/users'

let admin: string
let adminId: number
let supervisor: string
let client: string

const t = useTestApp(300_000)
beforeAll(async () => {
  const session = await t.login('admin@demo.com', 'admin')
  admin = session.accessToken
  adminId = session.userData.id
  ;[supervisor, client] = await demoTokens(t, ['supervisor', 'client'])
}, 300_000)

const db = () => t.database.db
/** Makes the sandbox's queued receipts of one status due now and runs only those. */
async function runReceipt(status: 'delivered' | 'read') {
  await db()
    .update(jobs)
    .set({ runAt: new Date(0) })
    .where(
      and(
        eq(jobs.kind, SANDBOX_RECEIPT),
        eq(jobs.state, 'queued'),
        sql`${jobs.payload}->>'status' = ${status}`,
      ),
    )
  await new JobWorker(t.database, { schedules: false, kinds: [SANDBOX_RECEIPT] }).drain()
}
const getMessages = (q?: string, token = admin) =>
  t.as(token, { method: 'GET', url: '/api/v1/whatsapp/get_messages', query: q === undefined ? {} : { q } })
const post = (userId: number | string, payload: unknown, token = admin) =>
  t.as(token, { method: 'POST', url: `/api/apps/chat/chats/${userId}`, payload: payload as object })
const openWindow = (contactId: number) =>
  db().update(messagingContacts).set({ lastInboundAt: new Date() }).where(eq(messagingContacts.id, contactId))

describe('GET /api/v1/whatsapp/get_messages (spec §7)', () => {
  it('answers chatsContacts most recent first, contacts and the profile user', async () => {
    const response = await getMessages()
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json<GetMessagesResponse>()
    expect(Object.keys(body).sort()).toEqual(['chatsContacts', 'contacts', 'profileUser'])
    expect(body.chatsContacts.length).toBeGreaterThanOrEqual(10)
    const times = body.chatsContacts.map((contact) => {
      const last = contact.chat.lastMessage!
      return last.time ? Date.parse(last.time) : last.created_int!
    })
    expect(times).toEqual([...times].sort((a, b) => b - a))
    for (const contact of body.chatsContacts)
      expect(Object.keys(contact.chat).sort()).toEqual(['id', 'lastMessage', 'unseenMsgs'])
    expect(body.contacts.length).toBeGreaterThan(body.chatsContacts.length - 1)
    expect(body.profileUser).toMatchObject({ id: adminId, fullName: 'Ana Administradora', role: 'admin' })
    expect(body.profileUser.settings).toEqual({
      isTwoStepAuthVerificationEnabled: false,
      isNotificationsOn: true,
    })
  })

  it('seeds messages one and two days before now, answered with time (spec §9)', async () => {
    const body = (await getMessages()).json<GetMessagesResponse>()
    const day = 24 * 3600 * 1000
    const ages = body.chatsContacts
      .map((contact) => contact.chat.lastMessage!)
      .filter((message) => message.time)
      .map((message) => Date.now() - Date.parse(message.time!))
    expect(ages.length).toBeGreaterThan(0)
    expect(ages.every((age) => age >= day - 60_000 && age < 6 * day)).toBe(true)
  })

  it('filters both lists by name with q, case-insensitively', async () => {
    const all = (await getMessages()).json<GetMessagesResponse>()
    const name = all.chatsContacts[0]!.fullName
    const fragment = name.split(' ')[0]!.toLowerCase()
    const body = (await getMessages(fragment)).json<GetMessagesResponse>()
    expect(body.chatsContacts.length).toBeGreaterThan(0)
    for (const contact of [...body.chatsContacts, ...body.contacts])
      expect(contact.fullName.toLowerCase()).toContain(fragment)
    const none = (await getMessages('zzzz-nobody')).json<GetMessagesResponse>()
    expect(none.chatsContacts).toEqual([])
    expect(none.contacts).toEqual([])
  })

  it('needs read channels', async () => {
    expect((await getMessages(undefined, client)).statusCode).toBe(403)
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/whatsapp/get_messages' })).statusCode).toBe(401)
  })
})

describe('GET /api/apps/chat/chats/{userId} (spec §7)', () => {
  it('answers chat and contact and resets unseenMsgs to 0', async () => {
    const [withUnseen] = await db()
      .select()
      .from(messagingChats)
      .where(sql`${messagingChats.unseenMsgs} > 0`)
      .limit(1)
    const response = await t.as(admin, {
      method: 'GET',
      url: `/api/apps/chat/chats/${withUnseen!.contactId}`,
    })
    expect(response.statusCode, response.body).toBe(200)
    const body = response.json<ChatResponse>()
    expect(body.contact.id).toBe(withUnseen!.contactId)
    expect(body.chat).toMatchObject({ id: withUnseen!.id, userId: withUnseen!.contactId, unseenMsgs: 0 })
    expect(body.chat.messages.length).toBeGreaterThan(0)
    for (const message of body.chat.messages)
      expect(Object.keys(message.feedback).sort()).toEqual(['isDelivered', 'isSeen', 'isSent'])
    const [after] = await db().select().from(messagingChats).where(eq(messagingChats.id, withUnseen!.id))
    expect(after!.unseenMsgs).toBe(0)
  })

  it('is 404 for an unknown contact and 400 for a malformed id', async () => {
    expect((await t.as(admin, { method: 'GET', url: '/api/apps/chat/chats/999999' })).statusCode).toBe(404)
    expect((await t.as(admin, { method: 'GET', url: '/api/apps/chat/chats/abc' })).statusCode).toBe(400)
  })
})

describe('POST /api/apps/chat/chats/{userId} (spec §7)', () => {
  it('creates a chat with the next sequential id for a contact without one: 201 with msg and chat', async () => {
    const [contact] = await db()
      .select({ id: messagingContacts.id })
      .from(messagingContacts)
      .leftJoin(messagingChats, eq(messagingChats.contactId, messagingContacts.id))
      .where(isNull(messagingChats.id))
      .limit(1)
    await openWindow(contact!.id)
    const [last] = await db()
      .select({ id: messagingChats.id })
      .from(messagingChats)
      .orderBy(sql`${messagingChats.id} desc`)
      .limit(1)
    const max = last!.id
    const response = await post(contact!.id, { message: 'Hola, ¿en qué te ayudo?', senderId: adminId })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json<SendMessageResponse>()
    expect(body.msg).toMatchObject({
      message: 'Hola, ¿en qué te ayudo?',
      senderId: adminId,
      fromContact: false,
    })
    expect(typeof body.msg.created_int).toBe('number')
    expect(body.msg.time).toBeUndefined()
    expect(body.chat!.id).toBe(max + 1)
    expect(body.chat!.userId).toBe(contact!.id)
  })

  it('answers 201 with msg only when the chat exists, and delivery moves sent → delivered → seen', async () => {
    const [chat] = await db().select().from(messagingChats).orderBy(messagingChats.id).limit(1)
    await openWindow(chat!.contactId)
    const response = await post(chat!.contactId, { message: 'Seguimos en contacto', senderId: adminId })
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json<SendMessageResponse>()
    expect(body.chat).toBeUndefined()
    expect(body.msg.feedback).toEqual({ isSent: false, isDelivered: false, isSeen: false })
    const feedback = async () => {
      const chatBody = (
        await t.as(admin, { method: 'GET', url: `/api/apps/chat/chats/${chat!.contactId}` })
      ).json<ChatResponse>()
      return chatBody.chat.messages.find((message) => message.id === body.msg.id)!.feedback
    }
    // Each step is driven by hand, never by the sandbox's delays: only the sending job first, then each
    // receipt made due in turn (so a slow machine cannot skip a state).
    await new JobWorker(t.database, { schedules: false, kinds: ['messaging.send'] }).drain()
    expect(await feedback()).toEqual({ isSent: true, isDelivered: false, isSeen: false })
    await runReceipt('delivered')
    expect(await feedback()).toEqual({ isSent: true, isDelivered: true, isSeen: false })
    await runReceipt('read')
    expect(await feedback()).toEqual({ isSent: true, isDelivered: true, isSeen: true })
  })

  it('refuses free text outside the 24-hour window (409) and writes nothing', async () => {
    const [chat] = await db().select().from(messagingChats).orderBy(messagingChats.id).offset(1).limit(1)
    await db()
      .update(messagingContacts)
      .set({ lastInboundAt: new Date(Date.now() - 25 * 3600 * 1000) })
      .where(eq(messagingContacts.id, chat!.contactId))
    const before = await db().select().from(messagingMessages).where(eq(messagingMessages.chatId, chat!.id))
    const response = await post(chat!.contactId, { message: 'Hola', senderId: adminId })
    expect(response.statusCode).toBe(409)
    expect(response.json()).toMatchObject({ code: 'service_window_closed' })
    expect(
      await db().select().from(messagingMessages).where(eq(messagingMessages.chatId, chat!.id)),
    ).toHaveLength(before.length)
  })

  it('names each wrong field with 400: empty message, foreign senderId', async () => {
    const [chat] = await db().select().from(messagingChats).limit(1)
    const empty = await post(chat!.contactId, { message: '  ', senderId: adminId })
    expect(empty.statusCode).toBe(400)
    expect(empty.json().errors).toHaveProperty('message')
    const foreign = await post(chat!.contactId, { message: 'x', senderId: adminId + 1 })
    expect(foreign.statusCode).toBe(400)
    expect(foreign.json().errors).toHaveProperty('senderId')
    const missing = await post(chat!.contactId, {})
    expect(Object.keys(missing.json().errors).sort()).toEqual(['message', 'senderId'])
  })
})

describe('scope: conversations are scoped like applications', () => {
  it('shows an own-allies supervisor only the contacts of applications they may read', async () => {
    const everyone = (await getMessages()).json<GetMessagesResponse>()
    const response = await getMessages(undefined, supervisor)
    expect(response.statusCode, response.body).toBe(200)
    const mine = response.json<GetMessagesResponse>()
    expect(mine.contacts.length).toBeLessThan(everyone.contacts.length)
    const hidden = everyone.contacts.find((contact) => !mine.contacts.some((own) => own.id === contact.id))!
    expect(
      (await t.as(supervisor, { method: 'GET', url: `/api/apps/chat/chats/${hidden.id}` })).statusCode,
    ).toBe(404)
    const [me] = await db()
      .execute(sql`select id from users where email = 'supervisor@demo.com'`)
      .then((r) => (r as unknown as { rows: { id: number }[] }).rows)
    expect((await post(hidden.id, { message: 'x', senderId: me!.id }, supervisor)).statusCode).toBe(404)
  })

  it('lets a head-office agent without update channels assign only to themselves', async () => {
    const agent = await createUserWithRules(db(), [{ action: 'read', subject: 'channels' }])
    const token = (await t.login(agent.email, agent.password)).accessToken
    const [chat] = await db().select().from(messagingChats).limit(1)
    const url = `/api/v1/messaging/chats/${chat!.contactId}/assignment`
    expect((await t.as(token, { method: 'PUT', url, payload: { assignedUserId: adminId } })).statusCode).toBe(
      403,
    )
    const own = await t.as(token, { method: 'PUT', url, payload: { assignedUserId: agent.id } })
    expect(own.statusCode, own.body).toBe(200)
    expect(own.json().assignedUserId).toBe(agent.id)
  })
})

describe('sandbox simulator and the 24-hour window', () => {
  it('records the customer message, counts it unseen and opens the window for free text', async () => {
    const [chat] = await db().select().from(messagingChats).orderBy(messagingChats.id).offset(2).limit(1)
    await db()
      .update(messagingContacts)
      .set({ lastInboundAt: new Date(Date.now() - 30 * 3600 * 1000) })
      .where(eq(messagingContacts.id, chat!.contactId))
    expect((await post(chat!.contactId, { message: 'Hola', senderId: adminId })).statusCode).toBe(409)
    const simulated = await t.as(admin, {
      method: 'POST',
      url: `/api/v1/messaging/sandbox/chats/${chat!.contactId}/inbound`,
      payload: { message: 'Hola, sigo interesado' },
    })
    expect(simulated.statusCode, simulated.body).toBe(201)
    const [after] = await db().select().from(messagingChats).where(eq(messagingChats.id, chat!.id))
    expect(after!.unseenMsgs).toBe(chat!.unseenMsgs + 1)
    expect((await post(chat!.contactId, { message: 'Hola, te ayudo', senderId: adminId })).statusCode).toBe(
      201,
    )
  })

  it('refuses an ally supervisor or the client role playing the customer, writing nothing (issue 31)', async () => {
    const [chat] = await db().select().from(messagingChats).orderBy(messagingChats.id).offset(2).limit(1)
    const before = await db().select().from(messagingChats).where(eq(messagingChats.id, chat!.id))
    for (const token of [supervisor, client]) {
      const refused = await t.as(token, {
        method: 'POST',
        url: `/api/v1/messaging/sandbox/chats/${chat!.contactId}/inbound`,
        payload: { message: 'Ya pagué, cancelen mi crédito' },
      })
      expect(refused.statusCode).toBe(403)
    }
    expect(await db().select().from(messagingChats).where(eq(messagingChats.id, chat!.id))).toEqual(before)
  })

  it('honours an opt-out word: later messages are refused', async () => {
    const [chat] = await db().select().from(messagingChats).orderBy(messagingChats.id).offset(3).limit(1)
    await t.as(admin, {
      method: 'POST',
      url: `/api/v1/messaging/sandbox/chats/${chat!.contactId}/inbound`,
      payload: { message: 'BAJA' },
    })
    const response = await post(chat!.contactId, { message: 'Hola', senderId: adminId })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('opted_out')
  })
})

describe('WhatsApp Cloud webhook', () => {
  const secret = 'test-app-secret'
  let channelId: number
  const sign = (raw: string, key = secret) => `sha256=${createHmac('sha256', key).update(raw).digest('hex')}`
  const deliver = (raw: string, signature: string) =>
    t.app.inject({
      method: 'POST',
      url: `/api/v1/messaging/webhooks/whatsapp/${channelId}`,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
      payload: raw,
    })

  beforeAll(async () => {
    process.env.TEST_WA_SECRET = secret
    process.env.TEST_WA_VERIFY = 'verify-me'
    const [row] = await db()
      .insert(messagingChannels)
      .values({
        name: 'Cloud test',
        provider: 'whatsapp-cloud',
        phoneNumber: '+52 55 0000 0000',
        settings: {
          phoneNumberId: '1',
          businessAccountId: '2',
          tokenEnv: 'TEST_WA_TOKEN',
          appSecretEnv: 'TEST_WA_SECRET',
          verifyTokenEnv: 'TEST_WA_VERIFY',
        },
      })
      .returning()
    channelId = row!.id
  })

  it('answers the verification challenge only with the right token', async () => {
    const url = `/api/v1/messaging/webhooks/whatsapp/${channelId}`
    const ok = await t.app.inject({
      method: 'GET',
      url,
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'verify-me', 'hub.challenge': '12345' },
    })
    expect(ok.statusCode).toBe(200)
    expect(ok.body).toBe('12345')
    const wrong = await t.app.inject({
      method: 'GET',
      url,
      query: { 'hub.mode': 'subscribe', 'hub.verify_token': 'nope', 'hub.challenge': '1' },
    })
    expect(wrong.statusCode).toBe(403)
  })

  const inbound = (id: string, body = 'Hola desde WhatsApp') =>
    JSON.stringify({
      object: 'whatsapp_business_account',
      entry: [
        {
          changes: [
            {
              field: 'messages',
              value: {
                contacts: [{ wa_id: '5215599990000', profile: { name: 'Cliente Webhook' } }],
                messages: [
                  {
                    from: '5215599990000',
                    id,
                    timestamp: String(Math.floor(Date.now() / 1000)),
                    type: 'text',
                    text: { body },
                  },
                ],
              },
            },
          ],
        },
      ],
    })

  it('refuses a bad or missing signature with 401 and records nothing', async () => {
    const raw = inbound('wamid.bad')
    expect((await deliver(raw, sign(raw, 'other-secret'))).statusCode).toBe(401)
    expect((await deliver(raw, '')).statusCode).toBe(401)
    expect((await deliver(raw.replace('Hola', 'Hole'), sign(raw))).statusCode).toBe(401)
    expect(
      await db().select().from(messagingMessages).where(eq(messagingMessages.providerMessageId, 'wamid.bad')),
    ).toHaveLength(0)
  })

  it('records an incoming message once, however often it is delivered', async () => {
    const raw = inbound('wamid.in.1')
    expect((await deliver(raw, sign(raw))).json()).toEqual({ recorded: 1 })
    expect((await deliver(raw, sign(raw))).json()).toEqual({ recorded: 0 })
    const rows = await db()
      .select()
      .from(messagingMessages)
      .where(eq(messagingMessages.providerMessageId, 'wamid.in.1'))
    expect(rows).toHaveLength(1)
    const [contact] = await db()
      .select()
      .from(messagingContacts)
      .where(eq(messagingContacts.phone, '5215599990000'))
    expect(contact).toMatchObject({ fullName: 'Cliente Webhook' })
    expect(contact!.lastInboundAt).not.toBeNull()
  })

  it('applies a status once; a replayed or late status changes nothing', async () => {
    const [chat] = await db().select().from(messagingChats).limit(1)
    const [message] = await db()
      .insert(messagingMessages)
      .values({
        chatId: chat!.id,
        direction: 'out',
        body: 'x',
        status: 'sent',
        providerMessageId: 'wamid.out.1',
      })
      .returning()
    const report = (status: string) =>
      JSON.stringify({
        object: 'whatsapp_business_account',
        entry: [
          {
            changes: [
              {
                field: 'messages',
                value: { statuses: [{ id: 'wamid.out.1', status, timestamp: '1', recipient_id: '1' }] },
              },
            ],
          },
        ],
      })
    const read = report('read')
    expect((await deliver(read, sign(read))).json()).toEqual({ recorded: 1 })
    expect((await deliver(read, sign(read))).json()).toEqual({ recorded: 0 })
    const late = report('delivered')
    expect((await deliver(late, sign(late))).json()).toEqual({ recorded: 0 })
    const [after] = await db().select().from(messagingMessages).where(eq(messagingMessages.id, message!.id))
    expect(after!.status).toBe('read')
    expect(after!.readAt).not.toBeNull()
  })

  it('acknowledges hostile bodies without a 500', async () => {
    for (const raw of [
      '{',
      '[]',
      '{"object":1}',
      JSON.stringify({
        object: 'x',
        entry: [
          {
            changes: [
              {
                field: 'messages',
                value: { messages: [{ from: 'x', id: '\u0000', timestamp: 'a', type: 't' }] },
              },
            ],
          },
        ],
      }),
    ]) {
      const response = await deliver(raw, sign(raw))
      expect(response.statusCode, raw).toBeLessThan(500)
    }
  })
})

describe('seed', () => {
  it('has the four demo channels with message counts', async () => {
    const response = await t.as(admin, { method: 'GET', url: '/api/v1/messaging/channels' })
    expect(response.statusCode).toBe(200)
    const { items: channels } = response.json<{ items: { name: string; messageCount: number }[] }>()
    expect(channels.filter((channel) => channel.name !== 'Cloud test')).toHaveLength(4)
    expect(channels.every((channel) => typeof channel.messageCount === 'number')).toBe(true)
    expect(channels.some((channel) => channel.messageCount > 0)).toBe(true)
  })

  it('links contacts to applications', async () => {
    const linked = await db()
      .select()
      .from(messagingContacts)
      .innerJoin(creditApplications, eq(creditApplications.id, messagingContacts.applicationId))
      .where(isNotNull(messagingContacts.applicationId))
    expect(linked.length).toBeGreaterThan(5)
  })
})
