import { z } from 'zod'
import { presenceSchema } from '../auth/auth'
import { idSchema, idTextSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { searchTextSchema } from '../common/list-query'
import { multiLineText, singleLineText } from '../common/text'

/**
 * Messaging (issue 17). The three calls of spec §7 keep their paths and answer shapes exactly; the rest
 * of the feature lives under `/api/v1/messaging` (docs/spec.md).
 */
export const chatPaths = {
  /** Spec §7: chats and contacts filtered by name, and the signed-in agent. */
  getMessages: '/api/v1/whatsapp/get_messages',
  /** Spec §7: GET a chat (resets its unseen count), POST a message (creates the chat when missing). */
  chat: '/api/apps/chat/chats/:userId',
  assignment: '/api/v1/messaging/chats/:userId/assignment',
  /** POST multipart (`caption` field, then `file`): an image or PDF sent to the customer. */
  attachments: '/api/v1/messaging/chats/:userId/attachments',
  /** GET the file of one message, for whoever may read its conversation. */
  messageAttachment: '/api/v1/messaging/messages/:messageId/attachment',
  /** Sandbox channels only: staff play the customer (the simulator panel). */
  simulateInbound: '/api/v1/messaging/sandbox/chats/:userId/inbound',
  /** Sandbox only: the simulated customer sends an image or PDF (multipart `caption`, then `file`). */
  simulateInboundAttachment: '/api/v1/messaging/sandbox/chats/:userId/inbound-attachments',
  /** WhatsApp Cloud API webhook of one channel: GET verification challenge, POST signed notifications. */
  webhook: '/api/v1/messaging/webhooks/whatsapp/:channelId',
} as const

/** Free text may be sent only within this time of the customer's last message (WhatsApp's service window). */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000
/** WhatsApp's limit on a text message body. */
export const MESSAGE_MAX_LENGTH = 4096

/** Files a chat message may carry: the project's upload types (WhatsApp sends them as image or document). */
export const CHAT_ATTACHMENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const
/** The project's upload limit (10 MB) for PDFs; WhatsApp takes images up to 5 MB. */
export const CHAT_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024
export const CHAT_IMAGE_MAX_BYTES = 5 * 1024 * 1024
/**
 * Files a customer's message may bring that the inbox keeps: the chat's types plus WhatsApp's voice notes,
 * audio and video (any other document type is recorded as refused, its caption kept).
 */
export const INBOUND_MEDIA_TYPES = [
  ...CHAT_ATTACHMENT_TYPES,
  'audio/ogg',
  'audio/mpeg',
  'audio/mp4',
  'audio/aac',
  'audio/amr',
  'video/mp4',
  'video/3gpp',
] as const

/** A message's file: `url` downloads it (the bearer token is needed, like every call). */
export const chatAttachmentSchema = z.object({
  url: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  /** Bytes. */
  size: z.number().int(),
})
export type ChatAttachment = z.infer<typeof chatAttachmentSchema>

/** Spec §3: delivery state of an outgoing message (sent → delivered → seen). */
export const feedbackSchema = z.object({
  isSent: z.boolean(),
  isDelivered: z.boolean(),
  isSeen: z.boolean(),
})
export type Feedback = z.infer<typeof feedbackSchema>

/**
 * Spec §3 "Message": message, time (seeded history) or created_int (epoch milliseconds, new messages),
 * senderId, feedback. `id` and `fromContact` are ours: the inbox needs a key and which side wrote it (a
 * contact id and an agent's user id may coincide); `failedReason` tells why the provider refused it.
 */
export const chatMessageSchema = z.object({
  id: z.number().int(),
  message: z.string(),
  time: z.string().optional(),
  created_int: z.number().int().optional(),
  senderId: z.number().int(),
  fromContact: z.boolean(),
  feedback: feedbackSchema,
  templateName: z.string().nullable(),
  failedReason: z.string().nullable(),
  /** Ours: an image or PDF sent with the message (`message` is then its caption, possibly empty). */
  attachment: chatAttachmentSchema.nullable().optional(),
})
export type ChatMessage = z.infer<typeof chatMessageSchema>

/** Spec §3 "Contact": id, fullName, role, about, avatar, status; plus the linked application and phone. */
export const contactSchema = z.object({
  id: z.number().int(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  avatar: z.string().nullable(),
  status: presenceSchema,
  phone: z.string(),
  applicationId: z.number().int().nullable(),
  /** Epoch ms of the customer's last message: free text is allowed for 24 h after it. */
  lastInboundAt: z.number().int().nullable(),
  optedOut: z.boolean(),
})
export type Contact = z.infer<typeof contactSchema>

/** Spec §3 "Chat": id, userId (the contact), unseenMsgs, messages; plus the channel and the assigned agent. */
export const chatSchema = z.object({
  id: z.number().int(),
  userId: z.number().int(),
  unseenMsgs: z.number().int(),
  messages: z.array(chatMessageSchema),
  channelId: z.number().int(),
  channelSandbox: z.boolean(),
  assignedUserId: z.number().int().nullable(),
})

/** Spec §3 "Profile user": the signed-in agent. */
export const profileUserSchema = z.object({
  id: z.number().int(),
  avatar: z.string().nullable(),
  fullName: z.string(),
  role: z.string(),
  about: z.string(),
  status: presenceSchema,
  settings: z.object({ isTwoStepAuthVerificationEnabled: z.boolean(), isNotificationsOn: z.boolean() }),
})

export const chatContactSchema = contactSchema.extend({
  chat: z.object({
    id: z.number().int(),
    unseenMsgs: z.number().int(),
    lastMessage: chatMessageSchema.nullable(),
  }),
})

export const getMessagesQuerySchema = z.object({ q: searchTextSchema })
/** Spec §7: chatsContacts most recent first, both lists filtered by name with q. */
export const getMessagesResponseSchema = z.object({
  chatsContacts: z.array(chatContactSchema),
  contacts: z.array(contactSchema),
  profileUser: profileUserSchema,
})
export type GetMessagesResponse = z.infer<typeof getMessagesResponseSchema>

export const chatParamsSchema = z.object({ userId: idTextSchema() })
export const chatResponseSchema = z.object({ chat: chatSchema, contact: contactSchema })
export type ChatResponse = z.infer<typeof chatResponseSchema>

const messageText = multiLineText({ error: fieldError('required') })
  .trim()
  .min(1, fieldError('required'))
  .max(MESSAGE_MAX_LENGTH, fieldError('too_long', MESSAGE_MAX_LENGTH))

/** Spec §7 POST body: message and senderId (the signed-in agent's id). */
export const sendMessageSchema = z.object({ message: messageText, senderId: idSchema() })
/** Spec §7: 201 with msg, plus chat when the message created it. */
export const sendMessageResponseSchema = z.object({ msg: chatMessageSchema, chat: chatSchema.optional() })
export type SendMessageResponse = z.infer<typeof sendMessageResponseSchema>

export const assignmentSchema = z.object({ assignedUserId: idSchema().nullable() })
export const messageAttachmentParamsSchema = z.object({ messageId: idTextSchema() })
/** The caption sent with a file (a form field before the file): optional, WhatsApp allows 1024 characters. */
export const CAPTION_MAX_LENGTH = 1024
export const attachmentCaptionSchema = z.object({
  caption: multiLineText()
    .trim()
    .max(CAPTION_MAX_LENGTH, fieldError('too_long', CAPTION_MAX_LENGTH))
    .optional(),
})
export const simulateInboundSchema = z.object({ message: messageText })

/**
 * Playing the customer on a sandbox channel (issue 31): head-office staff with the right to change channels
 * (`update channels`), never ally-side staff, who could otherwise put words in a customer's mouth. The API
 * also checks the head-office scope.
 */
export const channelSimulator = { action: 'update', subject: 'channels' } as const

/** The WhatsApp Cloud API verification handshake (query of the webhook's GET). */
export const webhookParamsSchema = z.object({ channelId: idTextSchema() })
export const webhookChallengeSchema = z.object({
  'hub.mode': singleLineText().max(50),
  'hub.verify_token': singleLineText().max(200),
  'hub.challenge': singleLineText().max(200),
})
