import { beforeAll, describe, expect, it } from 'vitest'
import { and, eq, isNotNull, like, sql } from 'drizzle-orm'
import type { ChatResponse, SendMessageResponse } from '@mesa/contracts'
import {
  auditEvents,
  jobs,
  messagingChannels,
  messagingChats,
  messagingContacts,
  messagingMessages,
} from '../../src/db/schema'
import { JobWorker } from '../../src/features/jobs'
import { multipart } from '../helpers/field-visits'
import { pdfBytes, pngBytes } from '../helpers/file-bytes'
import { useTestApp } from '../helpers/use-test-app'
import { demoTokens } from '../helpers/demo-sign-in'

/** Issue 17: images and PDFs in the inbox, through the provider, downloaded within the conversation's scope. */
let admin: string
let supervisor: string

const png = pngBytes('a tiny picture, good enough for the sniffing')
const pdf = pdfBytes('estado de cuenta')

const t = useTestApp(300_000)
beforeAll(async () => {
  ;[admin, supervisor] = await demoTokens(t, ['admin', 'supervisor'])
}, 300_000)

const db = () => t.database.db
async function runJobs() {
  await db()
    .update(jobs)
    .set({ runAt: new Date(0) })
    .where(and(like(jobs.kind, 'messaging.%'), eq(jobs.state, 'queued')))
  await new JobWorker(t.database, { schedules: false }).drain()
}
const openWindow = (contactId: number) =>
  db().update(messagingContacts).set({ lastInboundAt: new Date() }).where(eq(messagingContacts.id, contactId))
const chatNumber = async (offset: number) =>
  (await db().select().from(messagingChats).orderBy(messagingChats.id).offset(offset).limit(1))[0]!
const upload = (
  contactId: number,
  file: { name: string; type: string; bytes: Buffer },
  fields: Record<string, string> = {},
  token = admin,
) =>
  t.as(token, {
    method: 'POST',
    url: `/api/v1/messaging/chats/${contactId}/attachments`,
    ...multipart(fields, file),
  })
const countMessages = async () =>
  Number(
    (
      await db()
        .select({ n: sql<number>`count(*)` })
        .from(messagingMessages)
    )[0]!.n,
  )
const storedFiles = async () =>
  (await db().select().from(messagingMessages).where(isNotNull(messagingMessages.attachmentKey))).length

describe('POST /api/v1/messaging/chats/:userId/attachments', () => {
  it('sends an image with its caption through the sandbox: 201, sent → delivered → seen, audited', async () => {
    const chat = await chatNumber(0)
    await openWindow(chat.contactId)
    const response = await upload(
      chat.contactId,
      { name: 'tarjeta.png', type: 'image/png', bytes: png },
      { caption: 'Tu tarjeta de pago' },
    )
    expect(response.statusCode, response.body).toBe(201)
    const { msg } = response.json<SendMessageResponse>()
    expect(msg.message).toBe('Tu tarjeta de pago')
    expect(msg.attachment).toEqual({
      url: `/api/v1/messaging/messages/${msg.id}/attachment`,
      fileName: 'tarjeta.png',
      contentType: 'image/png',
      size: png.length,
    })
    expect(msg.feedback).toEqual({ isSent: false, isDelivered: false, isSeen: false })
    await runJobs()
    await runJobs()
    const read = await t.as(admin, { method: 'GET', url: `/api/apps/chat/chats/${chat.contactId}` })
    const sent = read.json<ChatResponse>().chat.messages.find((message) => message.id === msg.id)!
    expect(sent.feedback).toEqual({ isSent: true, isDelivered: true, isSeen: true })
    expect(sent.attachment?.fileName).toBe('tarjeta.png')
    const [audit] = await db()
      .select()
      .from(auditEvents)
      .where(
        and(eq(auditEvents.action, 'messaging.attachment_sent'), eq(auditEvents.entityId, String(msg.id))),
      )
    expect(audit?.data).toMatchObject({ fileName: 'tarjeta.png', contentType: 'image/png' })
  })

  it('downloads the file byte for byte, as an attachment', async () => {
    const chat = await chatNumber(0)
    const sent = await upload(chat.contactId, { name: 'estado.pdf', type: 'application/pdf', bytes: pdf })
    expect(sent.statusCode, sent.body).toBe(201)
    const { msg } = sent.json<SendMessageResponse>()
    expect(msg.message).toBe('')
    const file = await t.as(admin, { method: 'GET', url: msg.attachment!.url })
    expect(file.statusCode).toBe(200)
    expect(file.headers['content-type']).toBe('application/pdf')
    expect(file.headers['content-disposition']).toContain('attachment; filename="estado.pdf"')
    expect(file.rawPayload.equals(pdf)).toBe(true)
  })

  it('refuses a file whose bytes are not its declared type, or a type not allowed: 400 on file, nothing stored', async () => {
    const chat = await chatNumber(0)
    const before = [await countMessages(), await storedFiles()]
    const lying = await upload(chat.contactId, { name: 'virus.png', type: 'image/png', bytes: pdf })
    expect(lying.statusCode).toBe(400)
    expect(lying.json().errors).toHaveProperty('file')
    const html = await upload(chat.contactId, {
      name: 'x.html',
      type: 'text/html',
      bytes: Buffer.from('<script>alert(1)</script>'),
    })
    expect(html.statusCode).toBe(400)
    expect(html.json().errors).toHaveProperty('file')
    const missing = await t.as(admin, {
      method: 'POST',
      url: `/api/v1/messaging/chats/${chat.contactId}/attachments`,
      payload: { caption: 'x' },
    })
    expect(missing.statusCode).toBe(400)
    expect([await countMessages(), await storedFiles()]).toEqual(before)
  })

  it('names a caption that is too long (400 caption) and an image over 5 MB (413), writing nothing', async () => {
    const chat = await chatNumber(0)
    const before = await countMessages()
    const long = await upload(
      chat.contactId,
      { name: 'a.png', type: 'image/png', bytes: png },
      { caption: 'x'.repeat(1025) },
    )
    expect(long.statusCode).toBe(400)
    expect(long.json().errors).toHaveProperty('caption')
    const big = Buffer.concat([png, Buffer.alloc(5 * 1024 * 1024)])
    const tooBig = await upload(chat.contactId, { name: 'big.png', type: 'image/png', bytes: big })
    expect(tooBig.statusCode).toBe(413)
    expect(tooBig.json().errors.file).toEqual(['file_too_large:5'])
    expect(await countMessages()).toBe(before)
  })

  it('keeps the free-text rules: outside the 24-hour window it is 409 and nothing is written', async () => {
    const chat = await chatNumber(1)
    await db()
      .update(messagingContacts)
      .set({ lastInboundAt: new Date(Date.now() - 30 * 3600 * 1000) })
      .where(eq(messagingContacts.id, chat.contactId))
    const before = await countMessages()
    const response = await upload(chat.contactId, { name: 'a.png', type: 'image/png', bytes: png })
    expect(response.statusCode).toBe(409)
    expect(response.json().code).toBe('service_window_closed')
    expect(await countMessages()).toBe(before)
  })
})

describe('scope of attachments', () => {
  it('hides files of conversations outside the caller scope (404), upload and download alike', async () => {
    const everyone = await db().select({ id: messagingContacts.id }).from(messagingContacts)
    const visible = (await t.as(supervisor, { method: 'GET', url: '/api/v1/whatsapp/get_messages' })).json<{
      contacts: { id: number }[]
    }>().contacts
    const hidden = everyone.find((contact) => !visible.some((own) => own.id === contact.id))!
    await openWindow(hidden.id)
    const refused = await upload(hidden.id, { name: 'a.png', type: 'image/png', bytes: png }, {}, supervisor)
    expect(refused.statusCode).toBe(404)
    const chat = await chatNumber(0)
    const sent = await upload(chat.contactId, { name: 'b.png', type: 'image/png', bytes: png })
    const { msg } = sent.json<SendMessageResponse>()
    const [row] = await db().select().from(messagingContacts).where(eq(messagingContacts.id, chat.contactId))
    const supervisorSees = visible.some((contact) => contact.id === row!.id)
    const download = await t.as(supervisor, { method: 'GET', url: msg.attachment!.url })
    expect(download.statusCode).toBe(supervisorSees ? 200 : 404)
    const unknown = await t.as(admin, { method: 'GET', url: '/api/v1/messaging/messages/999999/attachment' })
    expect(unknown.statusCode).toBe(404)
  })
})

describe('WhatsApp Cloud API: a file is uploaded to the media store, then sent by its media id', () => {
  it('posts the bytes to /{phone-number-id}/media and a document message naming the id', async () => {
    const calls: { url: string; body: unknown; type: string | null }[] = []
    const graph = await import('node:http').then(
      ({ createServer }) =>
        new Promise<{ url: string; close: () => void }>((resolve) => {
          const server = createServer((request, reply) => {
            const chunks: Buffer[] = []
            request.on('data', (chunk: Buffer) => chunks.push(chunk))
            request.on('end', () => {
              const raw = Buffer.concat(chunks)
              const type = request.headers['content-type'] ?? null
              calls.push({
                url: request.url!,
                type,
                body: type?.startsWith('application/json')
                  ? JSON.parse(raw.toString())
                  : raw.toString('latin1'),
              })
              reply.setHeader('content-type', 'application/json')
              reply.end(
                JSON.stringify(
                  request.url!.endsWith('/media')
                    ? { id: 'media-77' }
                    : { messages: [{ id: 'wamid.file-1' }] },
                ),
              )
            })
          })
          server.listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number }
            resolve({ url: `http://127.0.0.1:${port}`, close: () => server.close() })
          })
        }),
    )
    process.env.WHATSAPP_GRAPH_URL = graph.url
    process.env.TEST_WA_MEDIA_TOKEN = 'token-1'
    try {
      const [channel] = await db()
        .insert(messagingChannels)
        .values({
          name: 'Cloud media test',
          provider: 'whatsapp-cloud',
          phoneNumber: '+52 55 0000 0001',
          settings: {
            phoneNumberId: '555',
            businessAccountId: '2',
            tokenEnv: 'TEST_WA_MEDIA_TOKEN',
            appSecretEnv: 'TEST_WA_MEDIA_SECRET',
            verifyTokenEnv: 'TEST_WA_MEDIA_VERIFY',
          },
        })
        .returning()
      const chat = await chatNumber(2)
      await db().update(messagingChats).set({ channelId: channel!.id }).where(eq(messagingChats.id, chat.id))
      await openWindow(chat.contactId)
      const sent = await upload(
        chat.contactId,
        { name: 'contrato.pdf', type: 'application/pdf', bytes: pdf },
        { caption: 'Tu contrato' },
      )
      expect(sent.statusCode, sent.body).toBe(201)
      await runJobs()
      expect(calls.map((call) => call.url)).toEqual(['/555/media', '/555/messages'])
      expect(calls[0]!.type).toMatch(/^multipart\/form-data/)
      expect(calls[0]!.body).toContain('%PDF-1.4')
      expect(calls[0]!.body).toContain('name="messaging_product"')
      expect(calls[1]!.body).toMatchObject({
        messaging_product: 'whatsapp',
        type: 'document',
        document: { id: 'media-77', filename: 'contrato.pdf', caption: 'Tu contrato' },
      })
      const { msg } = sent.json<SendMessageResponse>()
      const [row] = await db().select().from(messagingMessages).where(eq(messagingMessages.id, msg.id))
      expect(row).toMatchObject({ status: 'sent', providerMessageId: 'wamid.file-1' })
    } finally {
      delete process.env.WHATSAPP_GRAPH_URL
      graph.close()
    }
  })
})
