import type { ChannelRow, MessagingProvider } from './provider'
import { sandboxProvider } from './sandbox'
import { whatsappCloudProvider } from './whatsapp-cloud'

export { ProviderRefusal } from './provider'

export const providerOf = (channel: Pick<ChannelRow, 'provider'>): MessagingProvider =>
  channel.provider === 'whatsapp-cloud' ? whatsappCloudProvider : sandboxProvider
