import { z } from 'zod'
import { fieldError } from '../common/errors'
import { multiLineText, safeEmail, singleLineText } from '../common/text'
import { idParams, idSchema, versionSchema } from '../common/bounds'

/**
 * The e-mail client (spec §2, §3 Email, §4, §7). The list and update calls are the spec's, exactly; sending,
 * drafts, attachments and address suggestions are ours (docs/spec.md, API conventions: `/api/v1/<feature>`).
 */
export const emailPaths = {
  list: '/api/apps/email',
  messages: '/api/v1/email/messages',
  drafts: '/api/v1/email/drafts',
  draft: '/api/v1/email/drafts/:id',
  attachments: '/api/v1/email/attachments',
  attachment: '/api/v1/email/attachments/:id',
  contacts: '/api/v1/email/contacts',
} as const

export const emailFolders = ['inbox', 'sent', 'draft', 'spam'] as const
export type EmailFolder = (typeof emailFolders)[number]
/** The list's views (spec §7): a folder, or trashed (isDeleted) or starred. */
export const emailFilters = ['inbox', 'sent', 'draft', 'spam', 'trashed', 'starred'] as const
export type EmailFilter = (typeof emailFilters)[number]
export const emailLabels = ['private', 'company', 'personal', 'important'] as const
export type EmailLabel = (typeof emailLabels)[number]

const emptyToUndefined = (value: unknown) => (value === '' || value === null ? undefined : value)

/** `GET /api/apps/email`: q matches the sender's name or the subject; filter defaults to inbox. */
export const emailListQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, singleLineText().trim().max(200).optional()),
  filter: z.preprocess(
    emptyToUndefined,
    z.enum(emailFilters, { error: fieldError('invalid_choice') }).optional(),
  ),
  label: z.preprocess(
    emptyToUndefined,
    z.enum(emailLabels, { error: fieldError('invalid_choice') }).optional(),
  ),
})
export type EmailListQuery = z.infer<typeof emailListQuerySchema>

export const emailAddressSchema = z.object({ email: z.string(), name: z.string() })
export type EmailAddress = z.infer<typeof emailAddressSchema>

export const emailAttachmentSchema = z.object({
  /** Ours beside the spec's fields: the upload's id, its type and its exact size in bytes. */
  id: z.string(),
  fileName: z.string(),
  /** The image itself for pictures; null for other files (the web shows the type's icon). */
  thumbnail: z.string().nullable(),
  url: z.string(),
  /** Size text as the spec shows it, e.g. '5mb' or '120kb'. */
  size: z.string(),
  bytes: z.number().int(),
  contentType: z.string(),
})
export type EmailAttachment = z.infer<typeof emailAttachmentSchema>

const emailFields = {
  id: z.number().int(),
  to: z.array(emailAddressSchema),
  from: emailAddressSchema.extend({ avatar: z.string().nullable() }),
  subject: z.string(),
  cc: z.array(emailAddressSchema),
  bcc: z.array(emailAddressSchema),
  /** HTML, already sanitised by the server (scripts, handlers, forms, javascript: URLs removed). */
  message: z.string(),
  attachments: z.array(emailAttachmentSchema),
  isStarred: z.boolean(),
  labels: z.array(z.enum(emailLabels)),
  /** ISO date-time. */
  time: z.string(),
  folder: z.enum(emailFolders),
  isRead: z.boolean(),
  isDeleted: z.boolean(),
  /** The message loads images from other sites: the web blocks them until the reader allows them. */
  hasRemoteImages: z.boolean(),
  /** Drafts only change with their version (409 when stale). */
  version: z.number().int(),
}
const emailReplySchema = z.object(emailFields)
/** An e-mail of spec §3; `replies` are the other messages of its conversation in this mailbox, oldest first. */
export const emailSchema = z.object({ ...emailFields, replies: z.array(emailReplySchema) })
export type Email = z.infer<typeof emailSchema>

/** Counts for the navigation (spec §7), none counting deleted mail. */
export const emailsMetaSchema = z.object({
  inbox: z.number().int(),
  draft: z.number().int(),
  spam: z.number().int(),
  star: z.number().int(),
})
export type EmailsMeta = z.infer<typeof emailsMetaSchema>

export const emailListResponseSchema = z.object({
  emails: z.array(emailSchema),
  emailsMeta: emailsMetaSchema,
})
export type EmailListResponse = z.infer<typeof emailListResponseSchema>

/** At most this many e-mails in one answer, newest first (a mailbox view, not an archive). */
export const EMAIL_LIST_LIMIT = 200
const MAX_IDS = 500

const idsSchema = z.union([idSchema(), z.array(idSchema()).min(1, fieldError('too_few', 1)).max(MAX_IDS)])

/** What an update may merge into each e-mail: read, starred, trashed, or moved between inbox and spam. */
export const emailDataSchema = z.strictObject(
  {
    isRead: z.boolean({ error: fieldError('invalid_type') }).optional(),
    isStarred: z.boolean({ error: fieldError('invalid_type') }).optional(),
    isDeleted: z.boolean({ error: fieldError('invalid_type') }).optional(),
    folder: z.enum(['inbox', 'spam'], { error: fieldError('invalid_choice') }).optional(),
  },
  { error: fieldError('unknown_field') },
)
export type EmailData = z.infer<typeof emailDataSchema>

/** `POST /api/apps/email`: `{ ids, data }` merges, `{ ids, label }` toggles the label; 201 with no body. */
export const emailUpdateSchema = z.union([
  z.strictObject({ ids: idsSchema, data: emailDataSchema }),
  z.strictObject({ ids: idsSchema, label: z.enum(emailLabels, { error: fieldError('invalid_choice') }) }),
])
export type EmailUpdate = z.infer<typeof emailUpdateSchema>

export const EMAIL_MESSAGE_MAX = 500_000
export const EMAIL_RECIPIENTS_MAX = 50
export const EMAIL_ATTACHMENTS_MAX = 10

const recipientsSchema = z
  .array(safeEmail())
  .max(EMAIL_RECIPIENTS_MAX, fieldError('too_many', EMAIL_RECIPIENTS_MAX))
  .default([])

/** A message being written: what a draft holds and what is sent. */
export const emailComposeSchema = z.object({
  to: recipientsSchema,
  cc: recipientsSchema,
  bcc: recipientsSchema,
  subject: singleLineText().trim().max(300, fieldError('too_long', 300)).default(''),
  /** HTML from the editor; the server sanitises it before storing it. */
  message: multiLineText().max(EMAIL_MESSAGE_MAX, fieldError('too_long', EMAIL_MESSAGE_MAX)).default(''),
  attachmentIds: z
    .array(z.uuid(fieldError('invalid_value')))
    .max(EMAIL_ATTACHMENTS_MAX, fieldError('too_many', EMAIL_ATTACHMENTS_MAX))
    .default([]),
  /** The e-mail of this mailbox being answered or forwarded: the new one joins its conversation. */
  inReplyToId: idSchema().optional(),
})
export type EmailCompose = z.input<typeof emailComposeSchema>

/** Sending: at least one recipient; a draft being sent is removed from drafts. */
export const emailSendSchema = emailComposeSchema
  .extend({ draftId: idSchema().optional() })
  .refine((mail) => mail.to.length + mail.cc.length + mail.bcc.length > 0, {
    path: ['to'],
    message: fieldError('required'),
  })
export type EmailSend = z.input<typeof emailSendSchema>

export const emailDraftUpdateSchema = emailComposeSchema.extend({ version: versionSchema() })
export type EmailDraftUpdate = z.input<typeof emailDraftUpdateSchema>

export const emailSavedSchema = z.object({ id: z.number().int(), version: z.number().int() })
export type EmailSaved = z.infer<typeof emailSavedSchema>

export const emailIdParamsSchema = idParams
export const emailAttachmentParamsSchema = z.object({ id: z.uuid() })

/** Uploads follow the project's rules (PDF and images, checked by their first bytes) up to 10 MB. */
export const EMAIL_ATTACHMENT_MAX_BYTES = 10 * 1024 * 1024

export const emailContactsQuerySchema = z.object({
  q: z.preprocess(emptyToUndefined, singleLineText().trim().max(100).optional()),
})
/** Suggestions for the to/cc/bcc fields: staff accounts and addresses this mailbox has corresponded with. */
export const emailContactsResponseSchema = z.object({
  contacts: z.array(emailAddressSchema.extend({ kind: z.enum(['staff', 'correspondent']) })),
})
export type EmailContact = z.infer<typeof emailContactsResponseSchema>['contacts'][number]
