import { randomUUID } from 'node:crypto'
import { enqueue } from '../../jobs'
import { variableNumbers } from '@mesa/contracts'
import { magicMatches } from '../../../lib/uploads'
import { jobStorageOf } from '../../../lib/job-storage'
import { readStored } from '../chat-storage'
import { ProviderRefusal, type MessagingProvider, type TemplateRow } from './provider'

export const SANDBOX_RECEIPT = 'messaging.sandbox-receipt'
export const SANDBOX_REVIEW = 'messaging.sandbox-review'
/** How long the sandbox "network" takes to report delivered, then read. */
export const SANDBOX_DELIVERED_MS = 1_000
export const SANDBOX_READ_MS = 2_500
export const SANDBOX_REVIEW_MS = 1_500
/**
 * The sandbox's "media store": a file the simulated customer sends waits in our storage under this prefix
 * (as a real customer's waits in Meta's), and its storage key is its media id.
 */
export const SANDBOX_MEDIA_PREFIX = 'messaging-sandbox-media'

/**
 * Reviews a template as Meta's published rules do, so a sandbox verdict means something: the body may not
 * start or end with a variable, and needs enough words around its variables. Answers the reason or null.
 */
export function sandboxReview(template: Pick<TemplateRow, 'body' | 'category' | 'footer'>): string | null {
  const body = template.body.trim()
  if (/^\{\{\s*\d+\s*\}\}/.test(body) || /\{\{\s*\d+\s*\}\}[.!?]?$/.test(body))
    return 'The body may not start or end with a variable.'
  const variables = variableNumbers(body).length
  const words = body
    .replace(/\{\{\s*\d+\s*\}\}/g, ' ')
    .split(/\s+/)
    .filter(Boolean).length
  if (variables > 0 && words < variables * 3) return 'Too many variables for the length of the message.'
  return null
}

/**
 * The offline provider (clearly marked "sandbox" on its channels): it accepts every message, then reports
 * delivered and read through queued jobs after short delays, exactly as the Cloud API's webhook would; a
 * staff member plays the customer from the inbox's simulator panel.
 */
export const sandboxProvider: MessagingProvider = {
  async send(_channel, message, db) {
    // A file is "uploaded" as the Cloud API would take it: its bytes must still be there and be what
    // they claim, or the message is refused (the sandbox keeps it in our own storage, nowhere else).
    if (message.kind === 'media') {
      const bytes = await message.file.read()
      if (bytes.length === 0 || !magicMatches(message.file.contentType, bytes.subarray(0, 12)))
        throw new ProviderRefusal('The attached file is empty or not of its declared type.')
    }
    const providerMessageId = `sandbox.${randomUUID()}`
    const now = Date.now()
    await enqueue(
      db,
      SANDBOX_RECEIPT,
      { providerMessageId, status: 'delivered' },
      { runAt: new Date(now + SANDBOX_DELIVERED_MS) },
    )
    await enqueue(
      db,
      SANDBOX_RECEIPT,
      { providerMessageId, status: 'read' },
      { runAt: new Date(now + SANDBOX_READ_MS) },
    )
    return { providerMessageId }
  },
  async downloadMedia(_channel, mediaId, maxBytes, db) {
    const stored = mediaId.startsWith(`${SANDBOX_MEDIA_PREFIX}/`) && (await jobStorageOf(db).get(mediaId))
    if (!stored) throw new ProviderRefusal('The sandbox has no such media.')
    stored.stream.destroy()
    if (stored.size > maxBytes)
      throw new ProviderRefusal(
        `The file is larger than the maximum of ${Math.round(maxBytes / 1024 / 1024)} MB.`,
      )
    return readStored(db, mediaId)
  },
  async submitTemplate(_channel, template, db) {
    const providerTemplateId = `sandbox-template.${template.id}.${template.version}`
    await enqueue(
      db,
      SANDBOX_REVIEW,
      { templateId: template.id, providerTemplateId },
      { runAt: new Date(Date.now() + SANDBOX_REVIEW_MS) },
    )
    return { providerTemplateId }
  },
}
