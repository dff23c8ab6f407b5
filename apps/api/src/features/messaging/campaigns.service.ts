import { and, asc, count, desc, eq, ilike, inArray, sql } from 'drizzle-orm'
import {
  recipientStatuses,
  variableNumbers,
  type Campaign,
  type CampaignCounts,
  type CampaignDetail,
  type campaignInputSchema,
  type campaignListQuerySchema,
  type recipientListQuerySchema,
  type RecipientListResponse,
} from '@mesa/contracts'
import type { z } from 'zod'
import type { Database, Executor } from '../../db/client'
import { badRequest, conflict, notFound } from '../../lib/http-errors'
import { readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { recordAudit } from '../audit'
import { queueBatch, queueCampaignStart } from './campaign-runner'
import { visibleContacts } from './contact-scope'
import {
  messagingCampaignRecipients as recipients,
  messagingCampaigns as campaigns,
  messagingChannels as channels,
  messagingContacts as contacts,
  messagingMessages as messages,
  messagingTemplates as templates,
} from './messaging.schema'
import type { Principal } from './principal'

type CampaignRow = typeof campaigns.$inferSelect

async function countsOf(db: Executor, ids: number[]) {
  const result = new Map<number, CampaignCounts>()
  for (const id of ids)
    result.set(id, Object.fromEntries(recipientStatuses.map((status) => [status, 0])) as CampaignCounts)
  if (ids.length === 0) return result
  const rows = await db
    .select({ campaignId: recipients.campaignId, status: recipients.status, n: count() })
    .from(recipients)
    .where(inArray(recipients.campaignId, ids))
    .groupBy(recipients.campaignId, recipients.status)
  for (const row of rows) result.get(row.campaignId)![row.status] = row.n
  return result
}

const toCampaign = (row: CampaignRow, templateName: string, counts: CampaignCounts): Campaign => ({
  id: row.id,
  name: row.name,
  templateId: row.templateId,
  templateName,
  channelId: row.channelId,
  audience: row.audience,
  variables: row.variables as Campaign['variables'],
  scheduledAt: row.scheduledAt?.toISOString() ?? null,
  ratePerMinute: row.ratePerMinute,
  status: row.status,
  total: row.total,
  counts,
  createdAt: row.createdAt.toISOString(),
  finishedAt: row.finishedAt?.toISOString() ?? null,
})

export async function listCampaigns(db: Database, query: z.output<typeof campaignListQuerySchema>) {
  const where = and(
    query.q ? ilike(campaigns.name, containsPattern(query.q)) : undefined,
    query.status ? eq(campaigns.status, query.status) : undefined,
  )
  const sort = { name: campaigns.name, status: campaigns.status, created: campaigns.createdAt }[
    query.sortBy ?? 'created'
  ]
  const page = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({ campaign: campaigns, templateName: templates.name })
        .from(campaigns)
        .innerJoin(templates, eq(templates.id, campaigns.templateId))
        .where(where)
        .orderBy(query.orderBy === 'asc' ? asc(sort) : desc(sort), desc(campaigns.id))
        .limit(limit)
        .offset(offset),
    async () => (await db.select({ total: count() }).from(campaigns).where(where))[0]!.total,
  )
  const counts = await countsOf(
    db,
    page.rows.map((row) => row.campaign.id),
  )
  return {
    items: page.rows.map((row) => toCampaign(row.campaign, row.templateName, counts.get(row.campaign.id)!)),
    total: page.total,
  }
}

export async function loadCampaign(db: Executor, id: number): Promise<CampaignDetail> {
  const [row] = await db
    .select({ campaign: campaigns, templateName: templates.name })
    .from(campaigns)
    .innerJoin(templates, eq(templates.id, campaigns.templateId))
    .where(eq(campaigns.id, id))
  if (!row) throw notFound()
  const counts = await countsOf(db, [id])
  const hour = sql<string>`to_char(date_trunc('hour', ${messages.createdAt} at time zone 'UTC'), 'YYYY-MM-DD"T"HH24":00Z"')`
  const timeline = await db
    .select({ hour, sent: sql<number>`count(*)::int`, read: sql<number>`count(${messages.readAt})::int` })
    .from(messages)
    .innerJoin(recipients, eq(recipients.id, messages.campaignRecipientId))
    .where(eq(recipients.campaignId, id))
    .groupBy(hour)
    .orderBy(hour)
  return { ...toCampaign(row.campaign, row.templateName, counts.get(id)!), timeline }
}

export async function createCampaign(
  db: Database,
  input: z.output<typeof campaignInputSchema>,
  userId: number,
) {
  return db.transaction(async (tx) => {
    const [template] = await tx.select().from(templates).where(eq(templates.id, input.templateId))
    const [channel] = await tx
      .select({ id: channels.id })
      .from(channels)
      .where(eq(channels.id, input.channelId))
    const errors: Record<string, string[]> = {}
    if (!template) errors.templateId = ['unknown_reference']
    if (!channel) errors.channelId = ['unknown_reference']
    const expected = template ? new Set(variableNumbers(template.body)).size : input.variables.length
    if (input.variables.length !== expected) errors.variables = [`too_few:${expected}`]
    if (Object.keys(errors).length > 0) throw badRequest(errors)
    const [row] = await tx
      .insert(campaigns)
      .values({
        ...input,
        scheduledAt: input.scheduledAt ? new Date(input.scheduledAt) : null,
        createdByUserId: userId,
      })
      .returning()
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'campaign.created',
      entityType: 'messaging_campaign',
      entityId: row!.id,
    })
    return loadCampaign(tx, row!.id)
  })
}

/** Moves a campaign between states with a guard on the current one; answers the detail. */
async function transition(
  db: Database,
  id: number,
  from: CampaignRow['status'][],
  userId: number,
  step: (tx: Executor, row: CampaignRow) => Promise<void>,
) {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(campaigns).where(eq(campaigns.id, id)).for('update')
    if (!row) throw notFound()
    if (!from.includes(row.status)) throw conflict('wrong_stage', `The campaign is ${row.status}`)
    await step(tx, row)
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'campaign.changed',
      entityType: 'messaging_campaign',
      entityId: id,
    })
    return loadCampaign(tx, id)
  })
}

export const startCampaign = (db: Database, id: number, userId: number) =>
  transition(db, id, ['draft'], userId, async (tx, row) => {
    const [template] = await tx
      .select({ status: templates.status })
      .from(templates)
      .where(eq(templates.id, row.templateId))
    if (template?.status !== 'approved')
      throw conflict('template_not_approved', 'Only approved templates can be sent')
    const later = row.scheduledAt && row.scheduledAt.getTime() > Date.now()
    await tx
      .update(campaigns)
      .set({ status: later ? 'scheduled' : 'running' })
      .where(eq(campaigns.id, id))
    await queueCampaignStart(tx, id, later ? row.scheduledAt! : undefined)
  })

export const pauseCampaign = (db: Database, id: number, userId: number) =>
  transition(db, id, ['running', 'scheduled'], userId, async (tx) => {
    await tx.update(campaigns).set({ status: 'paused' }).where(eq(campaigns.id, id))
  })

export const resumeCampaign = (db: Database, id: number, userId: number) =>
  transition(db, id, ['paused'], userId, async (tx, row) => {
    await tx.update(campaigns).set({ status: 'running' }).where(eq(campaigns.id, id))
    // Recipients not materialised yet (paused while scheduled) come from the audience step; else batches go on.
    if (row.total === 0) await queueCampaignStart(tx, id)
    else await queueBatch(tx, id, `resume-${Date.now()}`)
  })

/** Per-recipient status; ally-side readers see only the recipients in their scope. */
export async function listRecipients(
  db: Database,
  campaignId: number,
  query: z.output<typeof recipientListQuerySchema>,
  principal: Principal,
): Promise<RecipientListResponse> {
  const where = and(
    eq(recipients.campaignId, campaignId),
    query.status ? eq(recipients.status, query.status) : undefined,
    visibleContacts(principal),
  )
  const page = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select({ recipient: recipients, fullName: contacts.fullName, phone: contacts.phone })
        .from(recipients)
        .innerJoin(contacts, eq(contacts.id, recipients.contactId))
        .where(where)
        .orderBy(query.orderBy === 'desc' ? desc(recipients.status) : asc(recipients.id))
        .limit(limit)
        .offset(offset),
    async () =>
      (
        await db
          .select({ total: count() })
          .from(recipients)
          .innerJoin(contacts, eq(contacts.id, recipients.contactId))
          .where(where)
      )[0]!.total,
  )
  return {
    items: page.rows.map(({ recipient, fullName, phone }) => ({
      id: recipient.id,
      contactId: recipient.contactId,
      fullName,
      phone,
      status: recipient.status,
      failedReason: recipient.failedReason,
      updatedAt: recipient.updatedAt.toISOString(),
    })),
    total: page.total,
  }
}
