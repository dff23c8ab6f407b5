import { asc, eq, inArray } from 'drizzle-orm'
import { fillVariables, type RecipientStatus } from '@mesa/contracts'
import type { Database, Executor } from '../../db/client'
import { applicationDirectory as applications } from '../credit-applications'
import { userDirectory } from '../users'
import {
  messagingCampaignRecipients as recipients,
  messagingCampaigns as campaigns,
  messagingChannelAgents as agents,
  messagingChannels as channels,
  messagingChats as chats,
  messagingContacts as contacts,
  messagingMessages as messages,
  messagingTemplates as templates,
} from './messaging.schema'

const DAY = 24 * 60 * 60 * 1000

/** Spec §3: the four demo channels (all on the offline sandbox provider, so the demo needs no Meta account). */
const demoChannels = [
  { name: 'Ventas', phoneNumber: '+52 55 1000 0001' },
  { name: 'Cobranza', phoneNumber: '+52 55 1000 0002' },
  { name: 'Atención a clientes', phoneNumber: '+52 55 1000 0003' },
  { name: 'Aliados', phoneNumber: '+52 55 1000 0004' },
]

/** Templates in every status. */
const demoTemplates = [
  {
    name: 'recordatorio_pago',
    category: 'utility',
    headerFormat: 'text',
    headerText: 'Recordatorio de pago',
    body: 'Hola {{1}}, te recordamos que el pago de tu crédito folio {{2}} por {{3}} vence pronto. Gracias por tu puntualidad.',
    examples: ['María', '10001', '$4,500.00'],
    footer: 'Responde BAJA para no recibir más mensajes',
    buttons: [{ type: 'quick_reply', text: 'Ya pagué', value: '' }],
    status: 'approved',
  },
  {
    name: 'documentos_pendientes',
    category: 'utility',
    body: 'Hola {{1}}, para continuar con tu solicitud {{2}} necesitamos tus documentos. Puedes enviarlos por este medio.',
    examples: ['Juan', '10002'],
    status: 'approved',
  },
  {
    name: 'bienvenida',
    category: 'marketing',
    body: 'Gracias por tu interés en Mesa Crédito Automotriz, {{1}}. Un asesor te escribirá en breve con tu cotización.',
    examples: ['Ana'],
    status: 'approved',
  },
  {
    name: 'promocion_seminuevos',
    category: 'marketing',
    body: '{{1}}',
    examples: ['Tasa preferente'],
    status: 'rejected',
    rejectedReason: 'The body may not start or end with a variable.',
  },
  {
    name: 'encuesta_servicio',
    category: 'marketing',
    body: '¿Cómo calificarías la atención que recibiste? Responde del 1 al 5.',
    status: 'submitted',
  },
  {
    name: 'aviso_visita',
    category: 'utility',
    body: 'Hola {{1}}, un visitador pasará a tu domicilio el {{2}}.',
    examples: ['Luis', 'lunes'],
    status: 'draft',
  },
] as const

const conversation = [
  { direction: 'in', body: 'Hola, quiero saber cómo va mi solicitud de crédito.', days: 2 },
  { direction: 'out', body: 'Hola, con gusto. Ya estamos revisando tus documentos.', days: 2 },
  { direction: 'in', body: '¿Necesitan algo más de mi parte?', days: 1 },
  { direction: 'out', body: 'Solo tu comprobante de domicilio reciente. ¡Gracias!', days: 1 },
] as const

/**
 * Messaging demo data (issue 17): channels, contacts linked to applications, chats with messages one and two
 * days before now (spec §9), templates in every status and two finished campaigns with results. Runs once.
 */
export async function seedMessaging(db: Database) {
  const [existing] = await db.select({ id: channels.id }).from(channels).limit(1)
  if (existing) return
  const now = Date.now()
  await db.transaction(async (tx) => {
    const channelRows = await tx
      .insert(channels)
      .values(demoChannels.map((channel) => ({ ...channel, provider: 'sandbox' as const })))
      .returning({ id: channels.id })
    const staff = await tx
      .select({ id: userDirectory.id, email: userDirectory.email })
      .from(userDirectory)
      .where(inArray(userDirectory.email, ['admin@demo.com', 'supervisor@demo.com']))
    for (const channel of channelRows.slice(0, 2))
      for (const member of staff)
        await tx.insert(agents).values({ channelId: channel.id, userId: member.id, capacity: 20 })
    const templateRows = await tx
      .insert(templates)
      .values(
        demoTemplates.map((template) => ({
          language: 'es_MX',
          ...template,
          buttons: [...('buttons' in template ? template.buttons : [])],
          examples: [...('examples' in template ? template.examples : [])],
        })),
      )
      .returning()
    const sourceApps = await tx
      .select({
        id: applications.id,
        name: applications.applicantName,
        phone: applications.mobilePhone,
        folio: applications.folio,
      })
      .from(applications)
      .orderBy(asc(applications.id))
      .limit(16)
    const contactRows = await tx
      .insert(contacts)
      .values([
        ...sourceApps.map((application, index) => ({
          fullName: application.name,
          phone: `52${application.phone.replace(/\D/g, '').slice(-10)}`,
          role: index % 3 === 0 ? 'Cliente' : 'Solicitante',
          about: `Solicitud ${application.folio}`,
          applicationId: application.id,
          status: (['online', 'offline', 'away', 'busy'] as const)[index % 4],
        })),
        {
          fullName: 'Rosa Prospecto Díaz',
          phone: '5215500000001',
          role: 'Prospecto',
          about: 'Llegó por la página web',
        },
        {
          fullName: 'Tomás Prospecto Gil',
          phone: '5215500000002',
          role: 'Prospecto',
          about: 'Llegó por un anuncio',
        },
      ])
      .onConflictDoNothing()
      .returning()
    // Chats for the first ten contacts: a short conversation one and two days ago, the last ones unseen.
    for (const [index, contact] of contactRows.slice(0, 10).entries()) {
      const channelId = channelRows[index % channelRows.length]!.id
      const offset = index * 60_000
      const lastAt = new Date(now - DAY - offset)
      const [chat] = await tx
        .insert(chats)
        .values({
          contactId: contact.id,
          channelId,
          unseenMsgs: index % 3,
          assignedUserId: index % 2 ? null : staff[0]?.id,
          lastMessageAt: lastAt,
        })
        .returning({ id: chats.id })
      await tx.insert(messages).values(
        conversation.map((line, turn) => ({
          chatId: chat!.id,
          direction: line.direction,
          senderUserId: line.direction === 'out' ? (staff[0]?.id ?? null) : null,
          body: line.body,
          status: 'read' as const,
          historic: true,
          createdAt: new Date(now - line.days * DAY - offset - (conversation.length - 1 - turn) * 60_000),
        })),
      )
      await tx
        .update(contacts)
        .set({ lastInboundAt: new Date(now - DAY - offset - 60_000) })
        .where(eq(contacts.id, contact.id))
    }
    await seedCampaigns(tx, {
      channelId: channelRows[1]!.id,
      createdBy: staff[0]?.id ?? null,
      templates: templateRows,
      contactIds: contactRows.map((contact) => contact.id),
      now,
    })
  })
}

/** Two finished campaigns whose recipients went through every outcome. */
async function seedCampaigns(
  tx: Executor,
  seed: {
    channelId: number
    createdBy: number | null
    templates: (typeof templates.$inferSelect)[]
    contactIds: number[]
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
          body: fillVariables(plan.template.body, plan.template.examples),
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
