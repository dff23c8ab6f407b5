import { createHmac, timingSafeEqual } from 'node:crypto'
import type { CloudChannelSettings } from '../messaging.schema'
import {
  ProviderRefusal,
  type ChannelRow,
  type MessagingProvider,
  type Outbound,
  type TemplateRow,
} from './provider'

/** Graph API base; WHATSAPP_GRAPH_URL points tests or a proxy elsewhere. */
const graphUrl = () => process.env.WHATSAPP_GRAPH_URL ?? 'https://graph.facebook.com/v21.0'

function settingsOf(channel: ChannelRow): CloudChannelSettings {
  if (!channel.settings) throw new ProviderRefusal(`Channel ${channel.id} has no WhatsApp Cloud settings`)
  return channel.settings
}

/** The secret a channel names by environment variable (never stored in the database). */
export function channelSecret(channel: ChannelRow, key: 'tokenEnv' | 'appSecretEnv' | 'verifyTokenEnv') {
  const name = channel.settings?.[key]
  return name ? process.env[name] : undefined
}

/**
 * Meta signs each webhook delivery with HMAC-SHA256 of the raw body under the app secret, sent as
 * `X-Hub-Signature-256: sha256=<hex>`. Compared in constant time; no secret configured means no delivery
 * is trusted.
 */
export function signatureIsValid(rawBody: Buffer, header: string | undefined, appSecret: string | undefined) {
  if (!appSecret || !header?.startsWith('sha256=')) return false
  const expected = createHmac('sha256', appSecret).update(rawBody).digest()
  const given = Buffer.from(header.slice('sha256='.length), 'hex')
  return given.length === expected.length && timingSafeEqual(given, expected)
}

function components(message: Extract<Outbound, { kind: 'template' }>) {
  if (message.variables.length === 0) return []
  return [{ type: 'body', parameters: message.variables.map((text) => ({ type: 'text', text })) }]
}

function tokenOf(channel: ChannelRow) {
  const token = channelSecret(channel, 'tokenEnv')
  if (!token) throw new ProviderRefusal(`The access token of channel ${channel.id} is not configured`)
  return token
}

/** 4xx is a refusal (bad number, unapproved template, policy, media gone); 5xx and network errors are retried. */
async function failureOf(response: Response): Promise<Error> {
  const answer = (await response.json().catch(() => ({}))) as { error?: { message?: string } }
  if (response.status >= 400 && response.status < 500)
    return new ProviderRefusal(answer.error?.message ?? `WhatsApp answered ${response.status}`)
  return new Error(`WhatsApp answered ${response.status}`)
}

/** POSTs JSON, or a multipart form (media upload), to the Graph API. */
async function graph(channel: ChannelRow, path: string, body: unknown) {
  const form = body instanceof FormData
  const response = await fetch(`${graphUrl()}/${path}`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${tokenOf(channel)}`,
      ...(!form && { 'content-type': 'application/json' }),
    },
    body: form ? body : JSON.stringify(body),
    signal: AbortSignal.timeout(form ? 60_000 : 15_000),
  })
  if (!response.ok) throw await failureOf(response)
  return (await response.json().catch(() => ({}))) as Record<string, unknown>
}

/** GETs with the channel's bearer token (the media URL Meta hands out needs it too). */
async function authorizedGet(channel: ChannelRow, url: string, timeoutMs: number) {
  const response = await fetch(url, {
    headers: { authorization: `Bearer ${tokenOf(channel)}` },
    signal: AbortSignal.timeout(timeoutMs),
  })
  if (!response.ok) throw await failureOf(response)
  return response
}

const tooLarge = (maxBytes: number) =>
  new ProviderRefusal(`The file is larger than the maximum of ${Math.round(maxBytes / 1024 / 1024)} MB.`)

/** Reads a body up to `maxBytes`; past that it stops downloading and refuses. */
async function boundedBody(response: Response, maxBytes: number): Promise<Buffer> {
  if (Number(response.headers.get('content-length') ?? 0) > maxBytes) {
    await response.body?.cancel()
    throw tooLarge(maxBytes)
  }
  const chunks: Buffer[] = []
  let size = 0
  for await (const chunk of response.body ?? []) {
    size += chunk.length
    if (size > maxBytes) throw tooLarge(maxBytes)
    chunks.push(Buffer.from(chunk))
  }
  return Buffer.concat(chunks)
}

/**
 * A file goes in two calls, as the Cloud API asks: upload the bytes to the number's media store (answers
 * a media id), then the message naming that id: `image` for pictures, `document` (with its file name)
 * for PDFs.
 */
async function mediaMessage(channel: ChannelRow, message: Extract<Outbound, { kind: 'media' }>) {
  const { phoneNumberId } = settingsOf(channel)
  const form = new FormData()
  form.append('messaging_product', 'whatsapp')
  form.append('type', message.file.contentType)
  const bytes = await message.file.read()
  form.append(
    'file',
    new Blob([new Uint8Array(bytes)], { type: message.file.contentType }),
    message.file.fileName,
  )
  const uploaded = await graph(channel, `${phoneNumberId}/media`, form)
  if (typeof uploaded.id !== 'string') throw new Error('WhatsApp answered no media id')
  const caption = message.caption ? { caption: message.caption } : {}
  return message.file.contentType.startsWith('image/')
    ? { type: 'image', image: { id: uploaded.id, ...caption } }
    : { type: 'document', document: { id: uploaded.id, filename: message.file.fileName, ...caption } }
}

/** The WhatsApp Business Cloud API (Meta Graph API). */
export const whatsappCloudProvider: MessagingProvider = {
  async send(channel, message) {
    const { phoneNumberId } = settingsOf(channel)
    const payload =
      message.kind === 'text'
        ? { messaging_product: 'whatsapp', to: message.to, type: 'text', text: { body: message.body } }
        : message.kind === 'media'
          ? { messaging_product: 'whatsapp', to: message.to, ...(await mediaMessage(channel, message)) }
          : {
              messaging_product: 'whatsapp',
              to: message.to,
              type: 'template',
              template: {
                name: message.template.name,
                language: { code: message.template.language },
                components: components(message),
              },
            }
    const answer = await graph(channel, `${phoneNumberId}/messages`, payload)
    const id = (answer.messages as { id?: string }[] | undefined)?.[0]?.id
    if (!id) throw new Error('WhatsApp answered no message id')
    return { providerMessageId: id }
  },

  /**
   * Two calls, as the Cloud API asks: GET /{media-id} answers a short-lived URL with the type and size,
   * then GET that URL with the same bearer token answers the bytes.
   */
  async downloadMedia(channel, mediaId, maxBytes) {
    const described = await authorizedGet(channel, `${graphUrl()}/${encodeURIComponent(mediaId)}`, 15_000)
    const media = (await described.json().catch(() => ({}))) as { url?: unknown; file_size?: unknown }
    if (typeof media.url !== 'string' || !/^https?:\/\//.test(media.url))
      throw new Error('WhatsApp answered no media URL')
    if (typeof media.file_size === 'number' && media.file_size > maxBytes) throw tooLarge(maxBytes)
    return boundedBody(await authorizedGet(channel, media.url, 120_000), maxBytes)
  },

  async submitTemplate(channel, template: TemplateRow) {
    const { businessAccountId } = settingsOf(channel)
    const parts: unknown[] = []
    if (template.headerFormat === 'text')
      parts.push({ type: 'HEADER', format: 'TEXT', text: template.headerText })
    else if (template.headerFormat !== 'none')
      parts.push({ type: 'HEADER', format: template.headerFormat.toUpperCase() })
    parts.push({
      type: 'BODY',
      text: template.body,
      ...(template.examples.length > 0 && { example: { body_text: [template.examples] } }),
    })
    if (template.footer) parts.push({ type: 'FOOTER', text: template.footer })
    if (template.buttons.length > 0)
      parts.push({
        type: 'BUTTONS',
        buttons: template.buttons.map((button) =>
          button.type === 'url'
            ? { type: 'URL', text: button.text, url: button.value }
            : button.type === 'phone_number'
              ? { type: 'PHONE_NUMBER', text: button.text, phone_number: button.value }
              : { type: 'QUICK_REPLY', text: button.text },
        ),
      })
    const answer = await graph(channel, `${businessAccountId}/message_templates`, {
      name: template.name,
      language: template.language,
      category: template.category.toUpperCase(),
      components: parts,
    })
    return { providerTemplateId: String(answer.id ?? '') }
  },
}
