import { createHmac } from 'node:crypto'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { readdir } from 'node:fs/promises'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import type { ChatResponse, GetMessagesResponse } from '@mesa/contracts'
import { messagingChannels, messagingChats, messagingContacts, messagingMessages } from '../../src/db/schema'
import { multipart } from '../helpers/field-visits'
import { pdfBytes, pngBytes } from '../helpers/file-bytes'
import { createTestApp, type TestApp } from '../helpers/test-app'
import { demoTokens } from '../helpers/demo-sign-in'

/** Issue 17: files customers send (Cloud API webhook and the sandbox simulator) are kept as attachments. */
let t: TestApp
let admin: string
let supervisor: string

const png = pngBytes('the customer photographed their payment slip')
const pdf = pdfBytes('comprobante de domicilio')
const voice = Buffer.concat([Buffer.from('OggS'), Buffer.alloc(40, 1)])
const secret = 'inbound-media-secret'
const db = () => t.database.db

/** Meta's Graph API as far as media goes: GET /{media-id} describes, GET the URL (bearer) answers bytes. */
const media = new Map<string, { bytes: Buffer; type: string; declaredSize?: number }>()
const calls: string[] = []
let failing = false
let graphUrl = ''
const graph = createServer((request: IncomingMessage, reply: ServerResponse) => {
  calls.push(request.url!)
  if (request.headers.authorization !== 'Bearer media-token' || failing) {
    reply.statusCode = failing ? 500 : 401
    return reply.end(JSON.stringify({ error: { message: 'no' } }))
  }
  const [, first, id] = request.url!.split('/')
  const file = media.get(first === 'files' ? id! : first!)
  if (!file) {
    reply.statusCode = 404
    return reply.end(JSON.stringify({ error: { message: 'Unknown media' } }))
  }
  if (first === 'files') {
    reply.setHeader('content-type', file.type)
    return reply.end(file.bytes)
  }
  reply.setHeader('content-type', 'application/json')
  reply.end(
    JSON.stringify({
      url: `${graphUrl}/files/${first}`,
      mime_type: file.type,
      file_size: file.declaredSize ?? file.bytes.length,
      id: first,
    }),
  )
})

let channelId = 0
beforeAll(async () => {
  t = await createTestApp()
  ;[admin, supervisor] = await demoTokens(t, ['admin', 'supervisor'])
  await new Promise<void>((resolve) => graph.listen(0, '127.0.0.1', resolve))
  graphUrl = `http://127.0.0.1:${(graph.address() as { port: number }).port}`
  process.env.WHATSAPP_GRAPH_URL = graphUrl
  process.env.TEST_IN_MEDIA_TOKEN = 'media-token'
  process.env.TEST_IN_MEDIA_SECRET = secret
  const [row] = await db()
    .insert(messagingChannels)
    .values({
      name: 'Cloud inbound media',
      provider: 'whatsapp-cloud',
      phoneNumber: '+52 55 0000 0009',
      settings: {
        phoneNumberId: '9',
        businessAccountId: '2',
        tokenEnv: 'TEST_IN_MEDIA_TOKEN',
        appSecretEnv: 'TEST_IN_MEDIA_SECRET',
        verifyTokenEnv: 'TEST_IN_MEDIA_VERIFY',
      },
    })
    .returning()
  channelId = row!.id
}, 300_000)
afterAll(async () => {
  delete process.env.WHATSAPP_GRAPH_URL
  graph.close()
  await t.close()
})

const PHONE = '5215577770000'
/** A signed notification of one customer message of a media type. */
function notification(id: string, type: string, part: Record<string, unknown>) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        changes: [
          {
            field: 'messages',
            value: {
              contacts: [{ wa_id: PHONE, profile: { name: 'Cliente Con Archivos' } }],
              messages: [
                { from: PHONE, id, timestamp: String(Math.floor(Date.now() / 1000)), type, [type]: part },
              ],
            },
          },
        ],
      },
    ],
  })
}
const deliver = (raw: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/v1/messaging/webhooks/whatsapp/${channelId}`,
    headers: {
      'content-type': 'application/json',
      'x-hub-signature-256': `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`,
    },
    payload: raw,
  })
const messageOf = async (providerMessageId: string) =>
  (
    await db()
      .select()
      .from(messagingMessages)
      .where(eq(messagingMessages.providerMessageId, providerMessageId))
  )[0]
const chatOf = async (token = admin) => {
  const [contact] = await db().select().from(messagingContacts).where(eq(messagingContacts.phone, PHONE))
  return t.as(token, { method: 'GET', url: `/api/apps/chat/chats/${contact!.id}` })
}

describe('WhatsApp Cloud API webhook: a customer sends a file', () => {
  it('downloads an image by its media id with the bearer token, keeps it with its caption, once', async () => {
    media.set('img-1', { bytes: png, type: 'image/png' })
    const raw = notification('wamid.img.1', 'image', {
      id: 'img-1',
      mime_type: 'image/png',
      caption: 'Mi comprobante',
    })
    const first = await deliver(raw)
    expect(first.statusCode, first.body).toBe(200)
    expect(first.json()).toEqual({ recorded: 1 })
    expect(calls.slice(-2)).toEqual(['/img-1', '/files/img-1'])
    const row = await messageOf('wamid.img.1')
    expect(row).toMatchObject({
      direction: 'in',
      body: 'Mi comprobante',
      attachmentName: 'image.png',
      attachmentType: 'image/png',
      attachmentSize: png.length,
      failedReason: null,
    })
    // Replayed: nothing recorded, nothing downloaded again.
    const before = calls.length
    expect((await deliver(raw)).json()).toEqual({ recorded: 0 })
    expect(calls.length).toBe(before)
    const conversation = (await chatOf()).json<ChatResponse>()
    const shown = conversation.chat.messages.find((message) => message.id === row!.id)!
    expect(shown).toMatchObject({ fromContact: true, message: 'Mi comprobante' })
    expect(shown.attachment).toMatchObject({ fileName: 'image.png', contentType: 'image/png' })
    const file = await t.as(admin, { method: 'GET', url: shown.attachment!.url })
    expect(file.statusCode).toBe(200)
    expect(file.rawPayload.equals(png)).toBe(true)
  })

  it('keeps a PDF document by its file name and a voice note without caption', async () => {
    media.set('doc-1', { bytes: pdf, type: 'application/pdf' })
    media.set('voice-1', { bytes: voice, type: 'audio/ogg; codecs=opus' })
    const doc = notification('wamid.doc.1', 'document', {
      id: 'doc-1',
      mime_type: 'application/pdf',
      filename: 'domicilio.pdf',
    })
    expect((await deliver(doc)).json()).toEqual({ recorded: 1 })
    expect(await messageOf('wamid.doc.1')).toMatchObject({
      body: '',
      attachmentName: 'domicilio.pdf',
      attachmentType: 'application/pdf',
    })
    const note = notification('wamid.voice.1', 'audio', {
      id: 'voice-1',
      mime_type: 'audio/ogg; codecs=opus',
    })
    expect((await deliver(note)).json()).toEqual({ recorded: 1 })
    expect(await messageOf('wamid.voice.1')).toMatchObject({
      attachmentName: 'audio.ogg',
      attachmentType: 'audio/ogg',
      attachmentSize: voice.length,
    })
  })

  it('records a refused file with its reason and no attachment: wrong bytes, too large, type not kept', async () => {
    media.set('fake-1', { bytes: pdf, type: 'image/jpeg' })
    media.set('huge-1', { bytes: png, type: 'image/png', declaredSize: 6 * 1024 * 1024 })
    const cases = [
      {
        id: 'wamid.fake.1',
        type: 'image',
        part: { id: 'fake-1', mime_type: 'image/jpeg' },
        reason: /declared type/,
      },
      { id: 'wamid.huge.1', type: 'image', part: { id: 'huge-1', mime_type: 'image/png' }, reason: /5 MB/ },
      {
        id: 'wamid.zip.1',
        type: 'document',
        part: { id: 'zip-1', mime_type: 'application/zip', caption: 'mis papeles' },
        reason: /application\/zip/,
      },
    ]
    for (const item of cases) {
      const before = calls.length
      expect((await deliver(notification(item.id, item.type, item.part))).json()).toEqual({ recorded: 1 })
      const row = await messageOf(item.id)
      expect(row!.attachmentKey).toBeNull()
      expect(row!.failedReason).toMatch(item.reason)
      // Too large is known from the description: the file itself is never fetched; a zip is not even described.
      if (item.id === 'wamid.huge.1') expect(calls.slice(before)).toEqual(['/huge-1'])
      if (item.id === 'wamid.zip.1') expect(calls.length).toBe(before)
    }
    expect((await messageOf('wamid.zip.1'))!.body).toBe('mis papeles')
  })

  it('answers 502 while the media store fails, records nothing, and records it when delivered again', async () => {
    media.set('later-1', { bytes: png, type: 'image/png' })
    const raw = notification('wamid.later.1', 'image', { id: 'later-1', mime_type: 'image/png' })
    failing = true
    try {
      expect((await deliver(raw)).statusCode).toBe(502)
    } finally {
      failing = false
    }
    expect(await messageOf('wamid.later.1')).toBeUndefined()
    expect((await deliver(raw)).json()).toEqual({ recorded: 1 })
    expect((await messageOf('wamid.later.1'))!.attachmentType).toBe('image/png')
  })

  it("scopes the customer's file like the conversation: a head-office contact is 404 to an ally's staff", async () => {
    const row = await messageOf('wamid.img.1')
    const url = `/api/v1/messaging/messages/${row!.id}/attachment`
    expect((await t.as(supervisor, { method: 'GET', url })).statusCode).toBe(404)
    expect((await chatOf(supervisor)).statusCode).toBe(404)
  })
})

/** Files left in the sandbox's media store (each is removed once received). */
async function sandboxStoreFiles() {
  const entries = await readdir(t.dataDir, { recursive: true }).catch(() => [] as string[])
  return entries.filter((entry) => entry.split('messaging-sandbox-media/')[1]?.includes('/'))
}

describe('sandbox simulator: the customer sends an image or PDF', () => {
  const simulate = (
    contactId: number,
    file: { name: string; type: string; bytes: Buffer },
    fields: Record<string, string> = {},
    token = admin,
  ) =>
    t.as(token, {
      method: 'POST',
      url: `/api/v1/messaging/sandbox/chats/${contactId}/inbound-attachments`,
      ...multipart(fields, file),
    })
  const sandboxChat = async () => {
    const [row] = await db()
      .select({ chat: messagingChats })
      .from(messagingChats)
      .innerJoin(messagingChannels, eq(messagingChannels.id, messagingChats.channelId))
      .where(eq(messagingChannels.provider, 'sandbox'))
      .orderBy(messagingChats.id)
      .limit(1)
    return row!.chat
  }

  it('answers 201 with the conversation: the image with its caption from the customer, counted unseen', async () => {
    const chat = await sandboxChat()
    const response = await simulate(
      chat.contactId,
      { name: 'ine.png', type: 'image/png', bytes: png },
      { caption: 'Mi INE' },
    )
    expect(response.statusCode, response.body).toBe(201)
    const body = response.json<ChatResponse>()
    const last = body.chat.messages.at(-1)!
    expect(last).toMatchObject({ fromContact: true, message: 'Mi INE', failedReason: null })
    expect(last.attachment).toMatchObject({ fileName: 'ine.png', contentType: 'image/png', size: png.length })
    const [after] = await db().select().from(messagingChats).where(eq(messagingChats.id, chat.id))
    expect(after!.unseenMsgs).toBe(chat.unseenMsgs + 1)
    const file = await t.as(admin, { method: 'GET', url: last.attachment!.url })
    expect(file.rawPayload.equals(png)).toBe(true)
    const pdfAnswer = await simulate(chat.contactId, {
      name: 'recibo.pdf',
      type: 'application/pdf',
      bytes: pdf,
    })
    expect(pdfAnswer.json<ChatResponse>().chat.messages.at(-1)!.attachment?.fileName).toBe('recibo.pdf')
    expect(await sandboxStoreFiles()).toEqual([])
  })

  it('refuses a wrong type (400 file), a bad caption (400 caption), a Cloud channel (409); writes nothing', async () => {
    const chat = await sandboxChat()
    const count = async () =>
      Number(
        (
          await db()
            .select({ n: sql<number>`count(*)` })
            .from(messagingMessages)
        )[0]!.n,
      )
    const before = await count()
    const wrong = await simulate(chat.contactId, { name: 'a.png', type: 'image/png', bytes: pdf })
    expect(wrong.statusCode).toBe(400)
    expect(wrong.json().errors).toHaveProperty('file')
    const long = await simulate(
      chat.contactId,
      { name: 'a.png', type: 'image/png', bytes: png },
      { caption: 'x'.repeat(1025) },
    )
    expect(long.statusCode).toBe(400)
    expect(long.json().errors).toHaveProperty('caption')
    const [cloud] = await db().select().from(messagingContacts).where(eq(messagingContacts.phone, PHONE))
    const notSandbox = await simulate(cloud!.id, { name: 'a.png', type: 'image/png', bytes: png })
    expect(notSandbox.statusCode).toBe(409)
    expect(await count()).toBe(before)
    expect(await sandboxStoreFiles()).toEqual([])
  })

  it('is head-office staff’s: an ally supervisor is refused (403) whatever the conversation (issue 31)', async () => {
    const everyone = await db().select({ id: messagingContacts.id }).from(messagingContacts)
    const visible = (
      await t.as(supervisor, { method: 'GET', url: '/api/v1/whatsapp/get_messages' })
    ).json<GetMessagesResponse>().contacts
    const hidden = everyone.find((contact) => !visible.some((own) => own.id === contact.id))!
    const refused = await simulate(
      hidden.id,
      { name: 'a.png', type: 'image/png', bytes: png },
      {},
      supervisor,
    )
    expect(refused.statusCode).toBe(403)
  })
})
