import { and, asc, eq, isNull } from 'drizzle-orm'
import { fillVariables, type RecipientStatus } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { applicationDirectory as applications } from '../credit-applications'
import { enqueue, registerJobHandler } from '../jobs'
import { queueOutbound } from './delivery'
import { materializeAudience } from './campaign-audience'
import {
  messagingCampaignRecipients as recipients,
  messagingCampaigns as campaigns,
  messagingChats as chats,
  messagingContacts as contacts,
  messagingTemplates as templates,
} from './messaging.schema'

const AUDIENCE = 'messaging.campaign-audience'
const BATCH = 'messaging.campaign-batch'
/** Recipients handed to the send queue per batch at most; the pause between batches keeps the rate. */
export const BATCH_MAX = 500

/** Milliseconds to wait after a batch of `size` so that sending keeps to `ratePerMinute`. */
export const pauseAfter = (size: number, ratePerMinute: number) => Math.ceil((size / ratePerMinute) * 60_000)

/** Queues the first step of a campaign: its audience, then batches (in the caller's transaction). */
export async function queueCampaignStart(db: Executor, campaignId: number, runAt?: Date) {
  await enqueue(db, AUDIENCE, { campaignId }, { runAt, singletonKey: `campaign:${campaignId}:audience` })
}

/** Queues the next batch; the key makes a second enqueue for the same step a no-op. */
export async function queueBatch(db: Executor, campaignId: number, step: string, runAt?: Date) {
  await enqueue(db, BATCH, { campaignId }, { runAt, singletonKey: `campaign:${campaignId}:batch:${step}` })
}

const money = (cents: number) =>
  new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN' }).format(cents / 100)

type Mapping = { source: string; fixed: string }
type ApplicationFields = {
  name: string
  folio: number | null
  amountCents: number | null
  stage: string | null
}

/** A recipient's variable values from their application's fields (or the fixed texts). */
export function variableValues(mapping: Mapping[], fields: ApplicationFields): string[] {
  return mapping.map((variable) => {
    switch (variable.source) {
      case 'name':
        return fields.name
      case 'folio':
        return fields.folio === null ? '' : String(fields.folio)
      case 'amount':
        return fields.amountCents === null ? '' : money(fields.amountCents)
      case 'stage':
        return fields.stage ?? ''
      default:
        return variable.fixed
    }
  })
}

/**
 * One batch: up to BATCH_MAX recipients not yet handed over get their message queued, each in the same
 * transaction that marks it handed over (`message_id`), so a crash mid-batch loses or repeats nobody and
 * a restart resumes where it stopped. A paused campaign stops here; resume queues a batch again.
 */
async function runBatch(db: Database, campaignId: number) {
  const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId))
  if (!campaign || campaign.status !== 'running') return
  const [template] = await db.select().from(templates).where(eq(templates.id, campaign.templateId))
  const size = Math.min(BATCH_MAX, campaign.ratePerMinute)
  // The pause runs from the batch's start: a slow batch is not followed by a full pause as well.
  const startedAt = Date.now()
  const batch = await db
    .select({
      id: recipients.id,
      contactId: recipients.contactId,
      optedOut: contacts.optedOutAt,
      name: contacts.fullName,
      folio: applications.folio,
      amountCents: applications.requestedAmountCents,
      stage: applications.stage,
    })
    .from(recipients)
    .innerJoin(contacts, eq(contacts.id, recipients.contactId))
    .leftJoin(applications, eq(applications.id, recipients.applicationId))
    .where(
      and(
        eq(recipients.campaignId, campaignId),
        eq(recipients.status, 'queued'),
        isNull(recipients.messageId),
      ),
    )
    .orderBy(asc(recipients.id))
    .limit(size)
  for (const recipient of batch)
    await db.transaction(async (tx) => {
      if (recipient.optedOut || !template || template.status !== 'approved') {
        const status: RecipientStatus = recipient.optedOut ? 'opted_out' : 'failed'
        await tx
          .update(recipients)
          .set({
            status,
            failedReason: recipient.optedOut ? null : 'Template not approved',
            updatedAt: new Date(),
          })
          .where(eq(recipients.id, recipient.id))
        return
      }
      let [chat] = await tx
        .select({ id: chats.id })
        .from(chats)
        .where(eq(chats.contactId, recipient.contactId))
      if (!chat)
        [chat] = await tx
          .insert(chats)
          .values({ contactId: recipient.contactId, channelId: campaign.channelId })
          .returning({ id: chats.id })
      const variables = variableValues(campaign.variables, recipient)
      const message = await queueOutbound(tx, {
        chatId: chat!.id,
        body: fillVariables(template.body, variables),
        senderUserId: campaign.createdByUserId,
        templateId: template.id,
        variables,
        campaignRecipientId: recipient.id,
      })
      await tx.update(recipients).set({ messageId: message.id }).where(eq(recipients.id, recipient.id))
    })
  if (batch.length === size) {
    await queueBatch(
      db,
      campaignId,
      `after-${batch.at(-1)!.id}`,
      new Date(startedAt + pauseAfter(size, campaign.ratePerMinute)),
    )
    return
  }
  await db
    .update(campaigns)
    .set({ status: 'completed', finishedAt: new Date() })
    .where(and(eq(campaigns.id, campaignId), eq(campaigns.status, 'running')))
}

export function registerCampaignJobs() {
  registerJobHandler(AUDIENCE, async ({ campaignId }: { campaignId: number }, { db }) => {
    const [campaign] = await db.select().from(campaigns).where(eq(campaigns.id, campaignId))
    if (!campaign || (campaign.status !== 'scheduled' && campaign.status !== 'running')) return
    await db.transaction(async (tx) => {
      const total = await materializeAudience(tx, campaignId, campaign.audience)
      await tx.update(campaigns).set({ total, status: 'running' }).where(eq(campaigns.id, campaignId))
      await queueBatch(tx, campaignId, 'first')
    })
  })
  registerJobHandler(
    BATCH,
    async ({ campaignId }: { campaignId: number }, { db }) => runBatch(db, campaignId),
    {
      timeoutMs: 300_000,
    },
  )
}
