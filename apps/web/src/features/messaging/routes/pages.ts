import type { FeaturePages } from '../../../lib/feature-texts'

/** The messaging feature's door from the route table: its pages by name. */
export const pages = {
  chat: () => import('./chat'),
  templates: () => import('./template-list'),
  template: () => import('./template-edit'),
  sendTemplate: () => import('./send-template'),
  campaigns: () => import('./campaign-list'),
  createCampaign: () => import('./campaign-create'),
  campaign: () => import('./campaign-detail'),
  dashboard: () => import('./messaging-dashboard'),
  channelAgents: () => import('./channel-agents'),
} satisfies FeaturePages
