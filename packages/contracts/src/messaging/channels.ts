import { z } from 'zod'
import { presenceSchema } from '../auth/auth'
import { idParams, idSchema } from '../common/bounds'
import { fieldError } from '../common/errors'
import { listEnvelope } from '../common/list-envelope'

export const channelPaths = {
  list: '/api/v1/messaging/channels',
  agents: '/api/v1/messaging/channels/:id/agents',
  dashboard: '/api/v1/messaging/dashboard',
} as const

export const channelProviders = ['sandbox', 'whatsapp-cloud'] as const
export type ChannelProvider = (typeof channelProviders)[number]

/** Spec §3 "channels": id, name, message count; plus the provider and number. */
export const channelSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  messageCount: z.number().int(),
  provider: z.enum(channelProviders),
  phoneNumber: z.string(),
})
export const channelListResponseSchema = listEnvelope(channelSchema)

export const channelAgentSchema = z.object({
  userId: z.number().int(),
  fullName: z.string(),
  presence: presenceSchema,
  capacity: z.number().int(),
  openChats: z.number().int(),
})
export type ChannelAgent = z.infer<typeof channelAgentSchema>
export const channelAgentsResponseSchema = z.object({ agents: z.array(channelAgentSchema) })
export const channelAgentsInputSchema = z.object({
  agents: z
    .array(
      z.object({
        userId: idSchema(),
        capacity: z
          .number({ error: 'invalid_value' })
          .int('invalid_value')
          .min(1, fieldError('too_small', 1))
          .max(200, fieldError('too_big', 200)),
      }),
    )
    .max(100, fieldError('too_many', 100)),
})
export const channelIdParams = idParams

export const dashboardSchema = z.object({
  volumes: z.array(
    z.object({
      day: z.string(),
      channelId: z.number().int(),
      inbound: z.number().int(),
      outbound: z.number().int(),
    }),
  ),
  /** Median minutes from a customer's message to the first agent answer, per day. */
  responseMinutes: z.array(z.object({ day: z.string(), median: z.number() })),
  openPerAgent: z.array(
    z.object({ userId: z.number().int().nullable(), fullName: z.string(), open: z.number().int() }),
  ),
  campaigns: z.array(
    z.object({
      id: z.number().int(),
      name: z.string(),
      total: z.number().int(),
      read: z.number().int(),
      failed: z.number().int(),
    }),
  ),
})
export type MessagingDashboard = z.infer<typeof dashboardSchema>
