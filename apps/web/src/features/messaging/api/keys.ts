/** TanStack Query keys of the messaging feature. */
export const messagingKeys = {
  all: ['messaging'] as const,
  inbox: (q: string) => ['messaging', 'inbox', q] as const,
  inboxes: ['messaging', 'inbox'] as const,
  chat: (contactId: number) => ['messaging', 'chat', contactId] as const,
  chats: ['messaging', 'chat'] as const,
  templates: ['messaging', 'templates'] as const,
  templateList: (query: object) => ['messaging', 'templates', 'list', query] as const,
  template: (id: number) => ['messaging', 'templates', 'detail', id] as const,
  channels: ['messaging', 'channels'] as const,
  dashboard: ['messaging', 'dashboard'] as const,
  agents: (channelId: number) => ['messaging', 'channels', 'agents', channelId] as const,
  campaigns: ['messaging', 'campaigns'] as const,
  campaignList: (query: object) => ['messaging', 'campaigns', 'list', query] as const,
  campaign: (id: number) => ['messaging', 'campaigns', 'detail', id] as const,
  recipients: (id: number, query: object) => ['messaging', 'campaigns', 'recipients', id, query] as const,
}
