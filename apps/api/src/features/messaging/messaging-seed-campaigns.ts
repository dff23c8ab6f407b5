import { eq } from 'drizzle-orm'
import { fillVariables, type RecipientStatus } from '@mesa/contracts'
import type { Executor } from '../../db/client'
import {
  messagingCampaignRecipients as recipients,
  messagingCampaigns as campaigns,
  messagingChats as chats,
  messagingMessages as messages,
  type messagingTemplates as templates,
} from './messaging.schema'

const DAY = 24 * 60 * 60 * 1000

/**
 * A campaign message's values for its recipient: their first name and folio, as the runner fills them; the
 * template's example for the rest (a payment amount).
 */
function valuesFor(
  plan: { variables: { source: string }[]; template: { examples: string[] } },
  person: { firstName: string; folio: number | null } | undefined,
) {
  return plan.variables.map((variable, index) => {
    if (variable.source === 'name' && person) return person.firstName
    if (variable.source === 'folio' && person?.folio != null) return String(person.folio)
    return plan.template.examples[index] ?? ''
  })
}

/** Two finished campaigns whose recipients went through every outcome. */
export async function seedCampaigns(
  tx: Executor,
  seed: {
    channelId: number
    createdBy: number | null
    templates: (typeof templates.$inferSelect)[]
    contactIds: number[]
    people: Map<number, { firstName: string; folio: number | null }>
    now: number
  },
) {
  const outcomes: RecipientStatus[] = [
    'read',
    'read',
    'replied',
    'delivered',
    'sent',
    'failed',
    'read',
    'opted_out',
    'delivered',
    'read',
  ]
  const plans = [
    {
      name: 'Recordatorio de pagos de noviembre',
      template: seed.templates[0]!,
      days: 5,
      variables: [
        { source: 'name', fixed: '' },
        { source: 'folio', fixed: '' },
        { source: 'amount', fixed: '' },
      ],
    },
    {
      name: 'Solicitudes esperando documentos',
      template: seed.templates[1]!,
      days: 3,
      variables: [
        { source: 'name', fixed: '' },
        { source: 'folio', fixed: '' },
      ],
    },
  ]
  for (const [planIndex, plan] of plans.entries()) {
    const startedAt = new Date(seed.now - plan.days * DAY)
    const chosen = seed.contactIds.slice(planIndex * 4, planIndex * 4 + 10)
    const [campaign] = await tx
      .insert(campaigns)
      .values({
        name: plan.name,
        templateId: plan.template.id,
        channelId: seed.channelId,
        audience: {
          stages: planIndex === 0 ? ['activo'] : ['captura'],
          products: [],
          minDaysInStage: planIndex === 0 ? 0 : 3,
        },
        variables: plan.variables,
        status: 'completed',
        total: chosen.length,
        ratePerMinute: 600,
        createdByUserId: seed.createdBy,
        createdAt: startedAt,
        finishedAt: new Date(startedAt.getTime() + 20 * 60_000),
      })
      .returning({ id: campaigns.id })
    for (const [index, contactId] of chosen.entries()) {
      const status = outcomes[index % outcomes.length]!
      const at = new Date(startedAt.getTime() + Math.floor(index / 3) * 3_600_000 + index * 60_000)
      const [recipient] = await tx
        .insert(recipients)
        .values({
          campaignId: campaign!.id,
          contactId,
          status,
          failedReason: status === 'failed' ? 'Número no registrado en WhatsApp' : null,
          updatedAt: at,
        })
        .returning({ id: recipients.id })
      if (status === 'opted_out') continue
      let [chat] = await tx.select({ id: chats.id }).from(chats).where(eq(chats.contactId, contactId))
      if (!chat)
        [chat] = await tx
          .insert(chats)
          .values({ contactId, channelId: seed.channelId, lastMessageAt: at })
          .returning({ id: chats.id })
      const [message] = await tx
        .insert(messages)
        .values({
          chatId: chat!.id,
          direction: 'out',
          senderUserId: seed.createdBy,
          body: fillVariables(plan.template.body, valuesFor(plan, seed.people.get(contactId))),
          templateId: plan.template.id,
          status:
            status === 'replied'
              ? 'read'
              : status === 'failed'
                ? 'failed'
                : (status as 'sent' | 'delivered' | 'read'),
          failedReason: status === 'failed' ? 'Número no registrado en WhatsApp' : null,
          historic: true,
          campaignRecipientId: recipient!.id,
          createdAt: at,
          readAt: status === 'read' || status === 'replied' ? new Date(at.getTime() + 600_000) : null,
        })
        .returning({ id: messages.id })
      await tx.update(recipients).set({ messageId: message!.id }).where(eq(recipients.id, recipient!.id))
    }
  }
}
