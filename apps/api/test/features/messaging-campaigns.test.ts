import { beforeAll, describe, expect, it } from 'vitest'
import { and, count, eq, isNotNull, like, sql } from 'drizzle-orm'
import type { CampaignDetail, MessageTemplate } from '@mesa/contracts'
import {
  creditApplications,
  jobs,
  messagingCampaignRecipients,
  messagingChats,
  messagingContacts,
  messagingTemplates,
} from '../../src/db/schema'
import { JobWorker } from '../../src/features/jobs'
import { useTestApp } from '../helpers/use-test-app'

let admin: string
let supervisor: string
let adminId: number

const t = useTestApp(300_000)
beforeAll(async () => {
  const session = await t.login('admin@demo.com', 'admin')
  admin = session.accessToken
  adminId = session.userData.id
  supervisor = (await t.login('supervisor@demo.com', 'supervisor')).accessToken
}, 300_000)

const db = () => t.database.db
/** Makes every queued messaging job due (receipts, reviews and the pause between batches wait). */
const dueNow = () =>
  db()
    .update(jobs)
    .set({ runAt: new Date(0) })
    .where(and(like(jobs.kind, 'messaging.%'), eq(jobs.state, 'queued')))
const drain = () => new JobWorker(t.database, { schedules: false }).drain()
/**
 * One turn of a campaign that cannot race its rate on a slow machine: the audience and the due batches
 * first (the next batch waits out its pause from this one's start), then the messages they handed out.
 */
async function campaignTurn() {
  const only = (kinds: string[]) => new JobWorker(t.database, { schedules: false, kinds }).drain()
  await only(['messaging.campaign-audience', 'messaging.campaign-batch'])
  await only(['messaging.send'])
}
const api = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, token = admin) =>
  t.as(token, { method, url, ...(payload && { payload }) })

const validTemplate = {
  name: 'aviso_prueba',
  language: 'es_MX',
  category: 'utility',
  body: 'Hola {{1}}, tu solicitud {{2}} avanza. Te escribiremos pronto con novedades.',
  examples: ['Ana', '10001'],
  buttons: [{ type: 'quick_reply', text: 'Gracias' }],
}

describe('templates', () => {
  it('validates WhatsApp limits with field errors', async () => {
    const response = await api('POST', '/api/v1/messaging/templates', {
      name: 'Con Espacios',
      language: 'xx',
      category: 'utility',
      body: 'Hola {{1}} y {{3}}',
      examples: ['a'],
      footer: 'f'.repeat(61),
      buttons: Array.from({ length: 4 }, () => ({ type: 'quick_reply', text: 'ok' })),
    })
    expect(response.statusCode).toBe(400)
    const errors = response.json().errors as Record<string, string[]>
    expect(errors.name).toEqual(['invalid_format'])
    expect(errors.language).toEqual(['invalid_choice'])
    expect(errors.footer).toEqual(['too_long:60'])
    expect(errors.buttons).toEqual(['too_many:3'])
    const gap = await api('POST', '/api/v1/messaging/templates', {
      ...validTemplate,
      body: 'Hola {{1}} y {{3}} fin',
      examples: ['a', 'b'],
    })
    expect(gap.json().errors).toEqual({ body: ['variables_gap'] })
    const examples = await api('POST', '/api/v1/messaging/templates', { ...validTemplate, examples: ['a'] })
    expect(examples.json().errors).toEqual({ examples: ['examples_count:2'] })
  })

  it('creates a draft, submits it and the sandbox approves it', async () => {
    const created = await api('POST', '/api/v1/messaging/templates', validTemplate)
    expect(created.statusCode, created.body).toBe(201)
    const template = created.json<MessageTemplate>()
    expect(template.status).toBe('draft')
    const submitted = await api('POST', `/api/v1/messaging/templates/${template.id}/submit`, {
      version: template.version,
    })
    expect(submitted.statusCode, submitted.body).toBe(200)
    expect(submitted.json().status).toBe('submitted')
    await drain()
    await dueNow()
    await drain()
    const after = (await api('GET', `/api/v1/messaging/templates/${template.id}`)).json<MessageTemplate>()
    expect(after.status).toBe('approved')
    const stale = await api('PUT', `/api/v1/messaging/templates/${template.id}`, {
      ...validTemplate,
      version: template.version,
    })
    expect(stale.statusCode).toBe(409)
  })

  it('the sandbox rejects, with its reason, a body that ends with a variable', async () => {
    const created = (
      await api('POST', '/api/v1/messaging/templates', {
        ...validTemplate,
        name: 'mal_hecho',
        body: 'Tu folio es {{1}}',
        examples: ['1'],
      })
    ).json<MessageTemplate>()
    await api('POST', `/api/v1/messaging/templates/${created.id}/submit`, { version: created.version })
    await drain()
    await dueNow()
    await drain()
    const after = (await api('GET', `/api/v1/messaging/templates/${created.id}`)).json<MessageTemplate>()
    expect(after.status).toBe('rejected')
    expect(after.rejectedReason).toContain('start or end')
  })

  it('lists with search and status filter; needs read templates', async () => {
    const list = await api('GET', '/api/v1/messaging/templates?status=approved&q=recordatorio')
    expect(list.statusCode).toBe(200)
    expect(list.json().items.map((row: MessageTemplate) => row.name)).toEqual(['recordatorio_pago'])
    const statuses = new Set(
      (await api('GET', '/api/v1/messaging/templates?itemsPerPage=100'))
        .json()
        .items.map((row: MessageTemplate) => row.status),
    )
    expect([...statuses].sort()).toEqual(['approved', 'draft', 'rejected', 'submitted'])
    const client = (await t.login('client@demo.com', 'client')).accessToken
    expect((await api('GET', '/api/v1/messaging/templates', undefined, client)).statusCode).toBe(403)
  })

  it('sends an approved template outside the 24-hour window, never a draft', async () => {
    const [contact] = await db()
      .select()
      .from(messagingContacts)
      .where(sql`${messagingContacts.optedOutAt} is null`)
      .limit(1)
    await db()
      .update(messagingContacts)
      .set({ lastInboundAt: null })
      .where(eq(messagingContacts.id, contact!.id))
    const [approved] = await db()
      .select()
      .from(messagingTemplates)
      .where(eq(messagingTemplates.name, 'documentos_pendientes'))
    const sent = await api('POST', '/api/v1/messaging/send-template', {
      templateId: approved!.id,
      contactId: contact!.id,
      variables: ['Ana', '10002'],
    })
    expect(sent.statusCode, sent.body).toBe(201)
    expect(sent.json()).toMatchObject({ templateName: 'documentos_pendientes', senderId: adminId })
    expect(sent.json().message).toContain('Hola Ana, para continuar con tu solicitud 10002')
    const [draft] = await db().select().from(messagingTemplates).where(eq(messagingTemplates.status, 'draft'))
    const refused = await api('POST', '/api/v1/messaging/send-template', {
      templateId: draft!.id,
      contactId: contact!.id,
      variables: ['a', 'b'],
    })
    expect(refused.statusCode).toBe(409)
    const wrongCount = await api('POST', '/api/v1/messaging/send-template', {
      templateId: approved!.id,
      contactId: contact!.id,
      variables: ['a'],
    })
    expect(wrongCount.statusCode).toBe(400)
  })
})

describe('campaigns', () => {
  it('lists the two seeded finished campaigns with results', async () => {
    const response = await api('GET', '/api/v1/messaging/campaigns')
    expect(response.statusCode).toBe(200)
    const seeded = response.json().items.filter((row: CampaignDetail) => row.status === 'completed')
    expect(seeded).toHaveLength(2)
    for (const row of seeded) expect(row.counts.read).toBeGreaterThan(0)
  })

  // 100 a minute: batches of 100, each followed by a 60 s pause the worker must not skip. (At 6 000 a minute
  // the 5 s pause was shorter than a batch of 500 takes to hand over on PGlite, so one drain rightly sent all.)
  it('sends over 10 000 recipients in throttled batches that resume after a restart', async () => {
    const [source] = await db().select().from(creditApplications).limit(1)
    const TOTAL = 10_050
    await db().execute(sql`
      insert into credit_applications (product, stage, stage_entered_at, ally_id, applicant_name, curp, rfc, mobile_phone,
        requested_amount_cents, applicant, product_data)
      select 'moto', 'captura', now() - interval '400 days', ${source!.allyId}, 'Masivo ' || g, ${source!.curp}, ${source!.rfc},
        '77' || lpad(g::text, 8, '0'), 1500000, ${JSON.stringify(source!.applicant)}::jsonb, ${JSON.stringify(source!.productData)}::jsonb
      from generate_series(1, ${TOTAL}) g`)
    const [template] = await db()
      .select()
      .from(messagingTemplates)
      .where(eq(messagingTemplates.name, 'recordatorio_pago'))
    const created = await api('POST', '/api/v1/messaging/campaigns', {
      name: 'Masiva',
      templateId: template!.id,
      channelId: 1,
      audience: { stages: ['captura'], products: ['moto'], minDaysInStage: 365 },
      variables: [{ source: 'name' }, { source: 'folio' }, { source: 'amount' }],
      ratePerMinute: 100,
    })
    expect(created.statusCode, created.body).toBe(201)
    const id = created.json<CampaignDetail>().id
    expect((await api('POST', `/api/v1/messaging/campaigns/${id}/start`)).json().status).toBe('running')
    // First worker: the audience and the first batch of 100 (the next batch waits for the rate).
    await campaignTurn()
    let detail = (await api('GET', `/api/v1/messaging/campaigns/${id}`)).json<CampaignDetail>()
    expect(detail.total).toBe(TOTAL)
    const handed = async () =>
      (
        await db()
          .select({ n: count() })
          .from(messagingCampaignRecipients)
          .where(
            and(
              eq(messagingCampaignRecipients.campaignId, id),
              isNotNull(messagingCampaignRecipients.messageId),
            ),
          )
      )[0]!.n
    expect(await handed()).toBe(100)
    // The 100 went out (the sandbox may already report them delivered or read); the rest wait their turn.
    expect(detail.counts.queued).toBe(TOTAL - 100)
    // "Restart": the worker is gone; a new one takes the waiting batch from the database and goes on.
    await db()
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(and(eq(jobs.kind, 'messaging.campaign-batch'), eq(jobs.state, 'queued')))
    await campaignTurn()
    expect(await handed()).toBe(200)
    // Pause: the next batch finds the campaign paused and stops; resume goes on from recipient 201.
    expect((await api('POST', `/api/v1/messaging/campaigns/${id}/pause`)).json().status).toBe('paused')
    await db()
      .update(jobs)
      .set({ runAt: new Date(0) })
      .where(and(eq(jobs.kind, 'messaging.campaign-batch'), eq(jobs.state, 'queued')))
    await campaignTurn()
    expect(await handed()).toBe(200)
    expect((await api('POST', `/api/v1/messaging/campaigns/${id}/resume`)).json().status).toBe('running')
    await campaignTurn()
    expect(await handed()).toBe(300)
    const duplicates = await db().execute(
      sql`select message_id from messaging_campaign_recipients where campaign_id = ${id} and message_id is not null group by message_id having count(*) > 1`,
    )
    expect((duplicates as unknown as { rows: unknown[] }).rows).toHaveLength(0)
    detail = (
      await api('GET', `/api/v1/messaging/campaigns/${id}/recipients?status=queued&itemsPerPage=5`)
    ).json()
    expect((detail as unknown as { total: number }).total).toBe(TOTAL - 300)
    // Paused again so the tests after this one do not spend their drains on the rest.
    expect((await api('POST', `/api/v1/messaging/campaigns/${id}/pause`)).statusCode).toBe(200)
  }, 600_000)

  it('runs a small campaign to completion with its funnel, honouring opt-outs', async () => {
    const [template] = await db()
      .select()
      .from(messagingTemplates)
      .where(eq(messagingTemplates.name, 'bienvenida'))
    const created = await api('POST', '/api/v1/messaging/campaigns', {
      name: 'Bienvenida seminuevos',
      templateId: template!.id,
      channelId: 2,
      audience: { stages: ['captura'], products: ['seminuevo'] },
      variables: [{ source: 'name' }],
    })
    const id = created.json<CampaignDetail>().id
    await api('POST', `/api/v1/messaging/campaigns/${id}/start`)
    await drain()
    const [first] = await db()
      .select()
      .from(messagingCampaignRecipients)
      .where(eq(messagingCampaignRecipients.campaignId, id))
      .limit(1)
    expect(first).toBeDefined()
    for (let round = 0; round < 4; round++) {
      await dueNow()
      await drain()
    }
    const detail = (await api('GET', `/api/v1/messaging/campaigns/${id}`)).json<CampaignDetail>()
    expect(detail.status).toBe('completed')
    expect(detail.counts.read + detail.counts.opted_out + detail.counts.failed + detail.counts.replied).toBe(
      detail.total,
    )
    expect(detail.timeline.reduce((sum, point) => sum + point.sent, 0)).toBe(
      detail.total - detail.counts.opted_out,
    )
  }, 300_000)

  it('refuses bad input with field names and stays readable by read campaigns only', async () => {
    const bad = await api('POST', '/api/v1/messaging/campaigns', {
      name: '',
      templateId: 'x',
      channelId: 999999,
      audience: { stages: ['nope'] },
      ratePerMinute: 0,
    })
    expect(bad.statusCode).toBe(400)
    expect(Object.keys(bad.json().errors)).toEqual(
      expect.arrayContaining(['name', 'templateId', 'ratePerMinute']),
    )
    expect((await api('GET', '/api/v1/messaging/campaigns', undefined, supervisor)).statusCode).toBe(200)
    expect((await api('POST', '/api/v1/messaging/campaigns', {}, supervisor)).statusCode).toBe(403)
  })
})

describe('channel users and round-robin assignment', () => {
  it('assigns new conversations in turn among online agents with room', async () => {
    const agents = await api('GET', '/api/v1/messaging/channels/1/agents')
    expect(agents.statusCode, agents.body).toBe(200)
    const ids = agents.json().agents.map((agent: { userId: number }) => agent.userId)
    expect(ids.length).toBe(2)
    await db().execute(
      sql`update users set presence = 'online' where id in (${sql.join(
        ids.map((id: number) => sql`${id}`),
        sql`, `,
      )})`,
    )
    const assigned: (number | null)[] = []
    for (let n = 0; n < 4; n++) {
      const [contact] = await db()
        .insert(messagingContacts)
        .values({ fullName: `Nuevo ${n}`, phone: `52199900000${n}` })
        .returning()
      await api('POST', `/api/v1/messaging/sandbox/chats/${contact!.id}/inbound`, { message: 'Hola' })
      const [chat] = await db().select().from(messagingChats).where(eq(messagingChats.contactId, contact!.id))
      assigned.push(chat!.assignedUserId)
    }
    expect(new Set(assigned).size).toBe(2)
    expect(assigned[0]).toBe(assigned[2])
    expect(assigned[1]).toBe(assigned[3])
    expect((await api('GET', '/api/v1/messaging/channels/1/agents', undefined, supervisor)).statusCode).toBe(
      403,
    )
  })

  it('answers the dashboard', async () => {
    const response = await api('GET', '/api/v1/messaging/dashboard')
    expect(response.statusCode, response.body).toBe(200)
    expect(response.json().volumes.length).toBeGreaterThan(0)
  })
})
