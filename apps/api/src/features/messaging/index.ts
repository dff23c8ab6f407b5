import type { FastifyInstance } from 'fastify'
import type { AppContext } from '../../app-context'
import { registerCampaignJobs } from './campaign-runner'
import { registerCampaignRoutes } from './campaigns.routes'
import { registerChatAttachmentRoutes } from './chat-attachments.routes'
import { registerChannelRoutes } from './channels.routes'
import { registerChatRoutes } from './chat.routes'
import { registerDeliveryJobs } from './delivery'
import { registerTemplateJobs } from './templates.service'
import { registerTemplateRoutes } from './templates.routes'
import { registerWebhookRoutes } from './webhook.routes'

export { seedMessaging } from './messaging.seed'
/** Issue 35: dunning's reminders, sent as approved templates (the 24-hour window's rule), and their outcomes. */
export {
  approvedTemplates,
  messageOutcomes,
  queueDeskText,
  queueReminderMessage,
  templatesById,
} from './reminder-send'

/** Messaging (issue 17): inbox, templates, send-template, campaigns, channels, and the WhatsApp webhook. */
export function registerMessagingRoutes(app: FastifyInstance, context: AppContext) {
  registerChatRoutes(app, context)
  registerChatAttachmentRoutes(app, context)
  registerTemplateRoutes(app, context)
  registerCampaignRoutes(app, context)
  registerChannelRoutes(app, context)
  registerWebhookRoutes(app, context)
}

/** Sending, sandbox receipts and reviews, template submission, campaign audience and batches. */
export function registerMessagingJobs() {
  registerDeliveryJobs()
  registerTemplateJobs()
  registerCampaignJobs()
}
