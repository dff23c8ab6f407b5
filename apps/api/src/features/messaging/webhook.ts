import { z } from 'zod'
import type { InboundMediaRef } from './inbound-media'

/** Text from outside as PostgreSQL can store it: well-formed, no NUL, bounded. */
export const storableText = (text: string, max = 4096) =>
  text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD')
    .replaceAll(String.fromCharCode(0), '')
    .slice(0, max)

const status = z.object({
  id: z.string().min(1).max(200),
  status: z.enum(['sent', 'delivered', 'read', 'failed']),
  errors: z.array(z.object({ title: z.string().optional(), message: z.string().optional() })).optional(),
})
/** A file a message names (image, document, audio, video, sticker): fetched later by its media id. */
const media = z.object({
  id: z.string().min(1).max(200),
  mime_type: z.string().max(200).optional(),
  caption: z.string().optional(),
  filename: z.string().optional(),
})
const MEDIA_KINDS = ['image', 'document', 'audio', 'video', 'sticker'] as const
const message = z.object({
  from: z.string().regex(/^\d{6,20}$/),
  id: z.string().min(1).max(200),
  timestamp: z.string().regex(/^\d{1,12}$/),
  type: z.string().max(40),
  text: z.object({ body: z.string() }).optional(),
  button: z.object({ text: z.string() }).optional(),
  image: media.optional(),
  document: media.optional(),
  audio: media.optional(),
  video: media.optional(),
  sticker: media.optional(),
})
const messagesValue = z.object({
  contacts: z
    .array(z.object({ wa_id: z.string(), profile: z.object({ name: z.string() }).optional() }))
    .optional(),
  messages: z.array(message).optional(),
  statuses: z.array(status).optional(),
})
const templateValue = z.object({
  event: z.string(),
  message_template_id: z.union([z.string(), z.number()]).transform(String),
  reason: z.string().nullish(),
})
/** Each change is read by its field; a change we do not know or cannot read is skipped, never half-recorded. */
const change = z.object({ field: z.string(), value: z.unknown() })

/** A WhatsApp Cloud API webhook notification (only the parts we record). */
export const webhookBodySchema = z.object({
  object: z.string(),
  entry: z.array(z.object({ changes: z.array(change) })).max(100),
})
export type WebhookBody = z.infer<typeof webhookBodySchema>

export type WebhookItem =
  | {
      kind: 'inbound'
      from: string
      name: string
      body: string
      providerMessageId: string
      at: Date
      media?: InboundMediaRef
    }
  | {
      kind: 'status'
      providerMessageId: string
      status: 'sent' | 'delivered' | 'read' | 'failed'
      reason?: string
    }
  | { kind: 'template'; providerTemplateId: string; event: string; reason: string | null }

/** The file a message of a media type names, with its caption (stickers are pictures without one). */
function mediaOf(incoming: z.infer<typeof message>) {
  const kind = MEDIA_KINDS.find((name) => name === incoming.type)
  const part = kind && incoming[kind]
  if (!kind || !part) return undefined
  const ref: InboundMediaRef = {
    id: part.id,
    kind,
    mimeType: storableText(part.mime_type ?? '', 200),
    fileName: storableText(part.filename ?? '', 200),
  }
  return { ref, caption: part.caption ?? '' }
}

/** Flattens a notification into what to record, in order. */
export function webhookItems(body: WebhookBody): WebhookItem[] {
  const items: WebhookItem[] = []
  for (const entry of body.entry)
    for (const item of entry.changes) {
      const messages = item.field === 'messages' ? messagesValue.safeParse(item.value) : undefined
      const template =
        item.field === 'message_template_status_update' ? templateValue.safeParse(item.value) : undefined
      if (messages?.success) {
        const value = messages.data
        const names = new Map(
          (value.contacts ?? []).map((contact) => [contact.wa_id, contact.profile?.name ?? '']),
        )
        for (const incoming of value.messages ?? []) {
          const file = mediaOf(incoming)
          items.push({
            kind: 'inbound',
            from: incoming.from,
            name: storableText(names.get(incoming.from) ?? '', 200),
            body: file
              ? storableText(file.caption, 1024)
              : storableText(incoming.text?.body ?? incoming.button?.text ?? `[${incoming.type}]`),
            providerMessageId: storableText(incoming.id, 200),
            at: new Date(Number(incoming.timestamp) * 1000),
            ...(file && { media: file.ref }),
          })
        }
        for (const report of value.statuses ?? [])
          items.push({
            kind: 'status',
            providerMessageId: storableText(report.id, 200),
            status: report.status,
            reason: report.errors?.[0]
              ? storableText(report.errors[0].title ?? report.errors[0].message ?? '', 500)
              : undefined,
          })
      } else if (template?.success) {
        items.push({
          kind: 'template',
          providerTemplateId: storableText(template.data.message_template_id, 200),
          event: template.data.event,
          reason: template.data.reason ? storableText(template.data.reason, 500) : null,
        })
      }
    }
  return items
}
