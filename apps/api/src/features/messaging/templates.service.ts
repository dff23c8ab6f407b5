import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm'
import {
  variableNumbers,
  fillVariables,
  type MessageTemplate,
  type TemplateListQuery,
  type TemplateListResponse,
  type templateInputSchema,
  type sendTemplateSchema,
} from '@mesa/contracts'
import type { z } from 'zod'
import type { Database, Executor } from '../../db/client'
import { badRequest, conflict, notFound, staleVersion } from '../../lib/http-errors'
import { countUpTo, readPage } from '../../lib/paging'
import { containsPattern } from '../../lib/sql-text'
import { recordAudit } from '../audit'
import { enqueue, registerJobHandler } from '../jobs'
import { findVisibleContact } from './contact-scope'
import { queueOutbound } from './delivery'
import {
  messagingChannels as channels,
  messagingChats as chats,
  messagingTemplates as templates,
} from './messaging.schema'
import type { Principal } from './principal'
import { toChatMessage } from './chat-shapes'
import { providerOf, ProviderRefusal } from './providers'
import { sandboxReview, SANDBOX_REVIEW } from './providers/sandbox'

type TemplateRow = typeof templates.$inferSelect
type TemplateInput = z.output<typeof templateInputSchema>
const SUBMIT_TEMPLATE = 'messaging.submit-template'

export const toTemplate = (row: TemplateRow): MessageTemplate => ({
  id: row.id,
  name: row.name,
  language: row.language as MessageTemplate['language'],
  category: row.category as MessageTemplate['category'],
  headerFormat: row.headerFormat as MessageTemplate['headerFormat'],
  headerText: row.headerText,
  body: row.body,
  examples: row.examples,
  footer: row.footer,
  buttons: row.buttons as MessageTemplate['buttons'],
  status: row.status,
  rejectedReason: row.rejectedReason,
  version: row.version,
  updatedAt: row.updatedAt.toISOString(),
})

const sortColumns = {
  name: templates.name,
  status: templates.status,
  category: templates.category,
  updated: templates.updatedAt,
}

export async function listTemplates(db: Database, query: TemplateListQuery): Promise<TemplateListResponse> {
  const where = and(
    query.q
      ? or(ilike(templates.name, containsPattern(query.q)), ilike(templates.body, containsPattern(query.q)))
      : undefined,
    query.status ? eq(templates.status, query.status) : undefined,
  )
  const direction = query.orderBy === 'asc' ? asc : desc
  const page = await readPage(
    query,
    ({ limit, offset }) =>
      db
        .select()
        .from(templates)
        .where(where)
        .orderBy(direction(sortColumns[query.sortBy ?? 'updated']), desc(templates.id))
        .limit(limit)
        .offset(offset),
    (cap) => countUpTo(db, templates, where, cap),
  )
  return { items: page.rows.map(toTemplate), total: page.total, totalCapped: page.totalCapped }
}

export async function loadTemplate(db: Executor, id: number) {
  const [row] = await db.select().from(templates).where(eq(templates.id, id))
  if (!row) throw notFound()
  return row
}

const duplicateName = () =>
  conflict('conflict', 'A template with this name and language exists', { name: ['already_used'] })

export async function createTemplate(db: Database, input: TemplateInput, userId: number) {
  return db.transaction(async (tx) => {
    const [row] = await tx.insert(templates).values(input).onConflictDoNothing().returning()
    if (!row) throw duplicateName()
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'template.created',
      entityType: 'messaging_template',
      entityId: row.id,
    })
    return toTemplate(row)
  })
}

/** Any edit sends the template back to draft: the provider must review the new text again. */
export async function updateTemplate(
  db: Database,
  id: number,
  input: TemplateInput & { version: number },
  userId: number,
) {
  return db.transaction(async (tx) => {
    await loadTemplate(tx, id)
    const { version, ...fields } = input
    const clash = await tx
      .select({ id: templates.id })
      .from(templates)
      .where(
        and(
          eq(templates.name, fields.name),
          eq(templates.language, fields.language),
          sql`${templates.id} <> ${id}`,
        ),
      )
    if (clash.length > 0) throw duplicateName()
    const [row] = await tx
      .update(templates)
      .set({
        ...fields,
        status: 'draft',
        rejectedReason: null,
        providerTemplateId: null,
        version: version + 1,
        updatedAt: new Date(),
      })
      .where(and(eq(templates.id, id), eq(templates.version, version)))
      .returning()
    if (!row) throw staleVersion()
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'template.updated',
      entityType: 'messaging_template',
      entityId: id,
    })
    return toTemplate(row)
  })
}

/** The channel whose provider reviews templates: a WhatsApp Cloud one when configured, else the sandbox. */
export async function reviewingChannel(db: Executor) {
  const [row] = await db
    .select()
    .from(channels)
    .orderBy(sql`${channels.provider} = 'whatsapp-cloud' desc`, asc(channels.id))
    .limit(1)
  return row
}

/** Submits a draft or rejected template for review (the provider call runs as a job). */
export async function submitTemplate(db: Database, id: number, version: number, userId: number) {
  return db.transaction(async (tx) => {
    const current = await loadTemplate(tx, id)
    if (current.status === 'submitted' || current.status === 'approved')
      throw conflict('conflict', 'The template is already submitted or approved')
    const [row] = await tx
      .update(templates)
      .set({ status: 'submitted', rejectedReason: null, version: version + 1, updatedAt: new Date() })
      .where(and(eq(templates.id, id), eq(templates.version, version)))
      .returning()
    if (!row) throw staleVersion()
    await enqueue(tx, SUBMIT_TEMPLATE, { templateId: id, version: row.version })
    await recordAudit(tx, {
      actorUserId: userId,
      action: 'template.submitted',
      entityType: 'messaging_template',
      entityId: id,
    })
    return toTemplate(row)
  })
}

/** Records the provider's verdict (webhook or sandbox review) by its template id; replays change nothing. */
export async function recordTemplateVerdict(
  db: Executor,
  providerTemplateId: string,
  approved: boolean,
  reason: string | null,
) {
  await db
    .update(templates)
    .set({
      status: approved ? 'approved' : 'rejected',
      rejectedReason: approved ? null : (reason ?? 'Rejected'),
      version: sql`${templates.version} + 1`,
      updatedAt: new Date(),
    })
    .where(and(eq(templates.providerTemplateId, providerTemplateId), eq(templates.status, 'submitted')))
}

/** Sends an approved template to a contact (allowed outside the 24-hour window); opens the chat if needed. */
export async function sendTemplate(
  db: Database,
  input: z.output<typeof sendTemplateSchema>,
  principal: Principal,
) {
  return db.transaction(async (tx) => {
    const template = await tx.select().from(templates).where(eq(templates.id, input.templateId))
    if (!template[0]) throw badRequest({ templateId: ['unknown_reference'] })
    if (template[0].status !== 'approved')
      throw conflict('template_not_approved', 'Only approved templates can be sent')
    const expected = new Set(variableNumbers(template[0].body)).size
    if (input.variables.length !== expected) throw badRequest({ variables: [`too_few:${expected}`] })
    const contact = await findVisibleContact(tx, input.contactId, principal)
    if (!contact) throw badRequest({ contactId: ['unknown_reference'] })
    if (contact.optedOutAt) throw conflict('opted_out', 'The customer opted out of messages')
    let [chat] = await tx.select().from(chats).where(eq(chats.contactId, contact.id))
    if (!chat) {
      const channel = await reviewingChannel(tx)
      if (!channel) throw conflict('conflict', 'No messaging channel is configured')
      ;[chat] = await tx
        .insert(chats)
        .values({ contactId: contact.id, channelId: channel.id, assignedUserId: principal.userId })
        .returning()
    }
    const row = await queueOutbound(tx, {
      chatId: chat!.id,
      body: fillVariables(template[0].body, input.variables),
      senderUserId: principal.userId,
      templateId: template[0].id,
      variables: input.variables,
    })
    return toChatMessage(row, contact.id, template[0].name)
  })
}

export function registerTemplateJobs() {
  registerJobHandler(
    SUBMIT_TEMPLATE,
    async ({ templateId, version }: { templateId: number; version: number }, { db }) => {
      const [row] = await db
        .select()
        .from(templates)
        .where(and(eq(templates.id, templateId), eq(templates.version, version)))
      if (!row || row.status !== 'submitted' || row.providerTemplateId) return
      const channel = await reviewingChannel(db)
      if (!channel) return
      try {
        const { providerTemplateId } = await providerOf(channel).submitTemplate(channel, row, db)
        await db.update(templates).set({ providerTemplateId }).where(eq(templates.id, templateId))
      } catch (error) {
        if (!(error instanceof ProviderRefusal)) throw error
        await db
          .update(templates)
          .set({ status: 'rejected', rejectedReason: error.message })
          .where(eq(templates.id, templateId))
      }
    },
  )
  registerJobHandler(
    SANDBOX_REVIEW,
    async (
      { templateId, providerTemplateId }: { templateId: number; providerTemplateId: string },
      { db },
    ) => {
      const [row] = await db.select().from(templates).where(eq(templates.id, templateId))
      if (!row) return
      const reason = sandboxReview(row)
      await recordTemplateVerdict(db, providerTemplateId, reason === null, reason)
    },
  )
}
