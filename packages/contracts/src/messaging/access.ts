import type { Permission } from '../permissions/permissions'

/** Messaging: the channels' conversations, their administration, the templates and the campaigns. */
export const channelReader = { action: 'read', subject: 'channels' } as const satisfies Permission
export const channelAdminReader = { action: 'read', subject: 'channel_admin' } as const satisfies Permission
export const channelAdminEditor = { action: 'update', subject: 'channel_admin' } as const satisfies Permission
export const templateReader = { action: 'read', subject: 'templates' } as const satisfies Permission
export const templateCreator = { action: 'create', subject: 'templates' } as const satisfies Permission
export const templateEditor = { action: 'update', subject: 'templates' } as const satisfies Permission
export const campaignReader = { action: 'read', subject: 'campaigns' } as const satisfies Permission
export const campaignCreator = { action: 'create', subject: 'campaigns' } as const satisfies Permission
export const campaignEditor = { action: 'update', subject: 'campaigns' } as const satisfies Permission
