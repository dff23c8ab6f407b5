import type { Executor } from '../../../db/client'
import type { messagingChannels, messagingTemplates } from '../messaging.schema'

export type ChannelRow = typeof messagingChannels.$inferSelect
export type TemplateRow = typeof messagingTemplates.$inferSelect

/** A stored file going out; read only when the provider needs the bytes. */
export interface OutboundFile {
  fileName: string
  contentType: string
  read: () => Promise<Buffer>
}

export type Outbound =
  | { kind: 'text'; to: string; body: string }
  | { kind: 'template'; to: string; template: TemplateRow; variables: string[] }
  | { kind: 'media'; to: string; caption: string; file: OutboundFile }

/** The provider refused the message or template for good (bad number, policy): not worth a retry. */
export class ProviderRefusal extends Error {}

/**
 * One messaging provider (WhatsApp Cloud API, or the offline sandbox). Delivery receipts and incoming
 * messages come back asynchronously: from the webhook (Cloud API) or from queued jobs (sandbox), and both
 * go through the same recording functions (delivery.ts), so the rest of the feature never knows which.
 */
export interface MessagingProvider {
  /** Hands one message over; answers the provider's message id. Throws ProviderRefusal when refused. */
  send(channel: ChannelRow, message: Outbound, db: Executor): Promise<{ providerMessageId: string }>
  /** Submits a template for review; the verdict arrives later and is recorded by `recordTemplateVerdict`. */
  submitTemplate(
    channel: ChannelRow,
    template: TemplateRow,
    db: Executor,
  ): Promise<{ providerTemplateId: string }>
  /**
   * Fetches the bytes of a file a customer sent, by the media id their message named (its type is the
   * one the message declares); refuses (ProviderRefusal) a file over `maxBytes` without reading it whole.
   * Other errors are worth a retry.
   */
  downloadMedia(channel: ChannelRow, mediaId: string, maxBytes: number, db: Executor): Promise<Buffer>
}
