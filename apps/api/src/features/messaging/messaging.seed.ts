import { asc, eq, inArray } from 'drizzle-orm'
import type { Database } from '../../db/client'
import { applicationDirectory as applications } from '../credit-applications'
import { userDirectory } from '../users'
import {
  messagingChannelAgents as agents,
  messagingChannels as channels,
  messagingChats as chats,
  messagingContacts as contacts,
  messagingMessages as messages,
  messagingTemplates as templates,
} from './messaging.schema'
import { seedCampaigns } from './messaging-seed-campaigns'
import { chatLinesOf, unansweredCount } from './messaging-seed-chats'

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
          fullName: 'Rosa Elena Díaz Contreras',
          phone: '5215541239087',
          role: 'Prospecto',
          about: 'Llegó por la página web',
        },
        {
          fullName: 'Tomás Gil Herrera',
          phone: '5213318824561',
          role: 'Prospecto',
          about: 'Llegó por un anuncio',
        },
      ])
      .onConflictDoNothing()
      .returning()
    // Each contact as a chat and a campaign greet them: first name, and the folio of their application.
    const folios = new Map(sourceApps.map((application) => [application.id, application.folio]))
    const people = new Map(
      contactRows.map((contact) => [
        contact.id,
        {
          firstName: contact.fullName.split(' ')[0]!,
          folio: contact.applicationId === null ? null : (folios.get(contact.applicationId) ?? null),
        },
      ]),
    )
    // Chats for the first ten contacts: a conversation of its own one and two days ago; the customer's lines
    // after the last reply are the unseen ones.
    for (const [index, contact] of contactRows.slice(0, 10).entries()) {
      const channelId = channelRows[index % channelRows.length]!.id
      const offset = index * 60_000
      const lines = chatLinesOf(index, people.get(contact.id)!)
      const timeOf = (turn: number) =>
        new Date(now - lines[turn]!.days * DAY - offset - (lines.length - 1 - turn) * 60_000)
      const [chat] = await tx
        .insert(chats)
        .values({
          contactId: contact.id,
          channelId,
          unseenMsgs: unansweredCount(lines),
          assignedUserId: index % 2 ? null : staff[0]?.id,
          lastMessageAt: timeOf(lines.length - 1),
        })
        .returning({ id: chats.id })
      await tx.insert(messages).values(
        lines.map((line, turn) => ({
          chatId: chat!.id,
          direction: line.direction,
          senderUserId: line.direction === 'out' ? (staff[0]?.id ?? null) : null,
          body: line.body,
          status: 'read' as const,
          historic: true,
          createdAt: timeOf(turn),
        })),
      )
      const lastInbound = lines.map((line) => line.direction).lastIndexOf('in')
      await tx
        .update(contacts)
        .set({ lastInboundAt: lastInbound < 0 ? null : timeOf(lastInbound) })
        .where(eq(contacts.id, contact.id))
    }
    await seedCampaigns(tx, {
      channelId: channelRows[1]!.id,
      createdBy: staff[0]?.id ?? null,
      templates: templateRows,
      contactIds: contactRows.map((contact) => contact.id),
      people,
      now,
    })
  })
}
