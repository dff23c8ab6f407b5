import { z } from 'zod'
import { idParams, idSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listQuerySchema, searchTextSchema } from '../common/list-query'
import { singleLineText } from '../common/text'
import { creditProducts } from '../permissions/permissions'
import { stages } from '../credit-applications/stages'
import { listEnvelope } from '../common/list-envelope'

export const campaignPaths = {
  list: '/api/v1/messaging/campaigns',
  item: '/api/v1/messaging/campaigns/:id',
  start: '/api/v1/messaging/campaigns/:id/start',
  pause: '/api/v1/messaging/campaigns/:id/pause',
  resume: '/api/v1/messaging/campaigns/:id/resume',
  recipients: '/api/v1/messaging/campaigns/:id/recipients',
} as const

export const campaignStatuses = ['draft', 'scheduled', 'running', 'paused', 'completed'] as const
export type CampaignStatus = (typeof campaignStatuses)[number]
export const recipientStatuses = [
  'queued',
  'sent',
  'delivered',
  'read',
  'replied',
  'failed',
  'opted_out',
] as const
export type RecipientStatus = (typeof recipientStatuses)[number]

/** Where a template variable takes its value from, per recipient (application fields) or a fixed text. */
export const variableSources = ['name', 'folio', 'amount', 'stage', 'fixed'] as const
export const variableMappingSchema = z.object({
  source: z.enum(variableSources, { error: fieldError('invalid_choice') }),
  fixed: singleLineText().trim().max(200, fieldError('too_long', 200)).default(''),
})

/** The audience: a saved filter over credit applications (their applicants are the recipients). */
export const audienceSchema = z.object({
  stages: z
    .array(z.enum(stages, { error: fieldError('invalid_choice') }))
    .max(stages.length)
    .default([]),
  products: z
    .array(z.enum(creditProducts, { error: fieldError('invalid_choice') }))
    .max(creditProducts.length)
    .default([]),
  /** Days in the current stage at least (e.g. waiting for documents for 3 days). */
  minDaysInStage: z
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(0, 'too_small:0')
    .max(3650, 'too_big:3650')
    .default(0),
})
export type Audience = z.infer<typeof audienceSchema>

export const campaignInputSchema = z.object({
  name: singleLineText({ error: fieldError('required') })
    .trim()
    .min(1, fieldError('required'))
    .max(120, fieldError('too_long', 120)),
  templateId: idSchema('required'),
  channelId: idSchema('required'),
  audience: audienceSchema,
  variables: z.array(variableMappingSchema).max(20, fieldError('too_many', 20)).default([]),
  /** ISO date-time; sending starts then (or at once when empty). */
  scheduledAt: z.iso
    .datetime({ offset: true, error: fieldError('invalid_date') })
    .nullable()
    .default(null),
  /** Messages per minute (WhatsApp tiers allow far more; we keep to a polite rate). */
  ratePerMinute: z
    .number({ error: 'invalid_value' })
    .int('invalid_value')
    .min(1, 'too_small:1')
    .max(6000, 'too_big:6000')
    .default(600),
})

export const campaignCountsSchema = z.object(
  Object.fromEntries(recipientStatuses.map((status) => [status, z.number().int()])) as Record<
    RecipientStatus,
    z.ZodNumber
  >,
)
export type CampaignCounts = z.infer<typeof campaignCountsSchema>

export const campaignSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  templateId: z.number().int(),
  templateName: z.string(),
  channelId: z.number().int(),
  audience: audienceSchema,
  variables: z.array(z.object({ source: z.enum(variableSources), fixed: z.string() })),
  scheduledAt: z.string().nullable(),
  ratePerMinute: z.number().int(),
  status: z.enum(campaignStatuses),
  total: z.number().int(),
  counts: campaignCountsSchema,
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
})
export type Campaign = z.infer<typeof campaignSchema>

export const campaignDetailSchema = campaignSchema.extend({
  /** Messages sent per hour, for the chart over time. */
  timeline: z.array(z.object({ hour: z.string(), sent: z.number().int(), read: z.number().int() })),
})
export type CampaignDetail = z.infer<typeof campaignDetailSchema>

export const campaignSortKeys = ['name', 'status', 'created'] as const
export const campaignListQuerySchema = listQuerySchema(campaignSortKeys).extend({
  q: searchTextSchema,
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(campaignStatuses).optional()),
})
export const campaignListResponseSchema = listEnvelope(campaignSchema)
export const campaignIdParams = idParams

export const recipientListQuerySchema = listQuerySchema(['status'] as const).extend({
  status: z.preprocess((value) => (value === '' ? undefined : value), z.enum(recipientStatuses).optional()),
})
export const recipientSchema = z.object({
  id: z.number().int(),
  contactId: z.number().int(),
  fullName: z.string(),
  phone: z.string(),
  status: z.enum(recipientStatuses),
  failedReason: z.string().nullable(),
  updatedAt: z.string(),
})
export const recipientListResponseSchema = listEnvelope(recipientSchema)
export type RecipientListResponse = z.infer<typeof recipientListResponseSchema>
