import { keepPreviousData, useQuery } from '@tanstack/react-query'
import { chatPaths, getMessagesResponseSchema, type GetMessagesResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { messagingKeys } from './keys'

/** GET /api/v1/whatsapp/get_messages?q= (spec §7): chats most recent first, contacts, the agent. */
export const getInbox = async (q: string): Promise<GetMessagesResponse> =>
  getMessagesResponseSchema.parse(
    await api.get(chatPaths.getMessages, { searchParams: { q: q || undefined } }),
  )

export const useInbox = (q: string) =>
  useQuery({
    queryKey: messagingKeys.inbox(q),
    queryFn: () => getInbox(q),
    placeholderData: keepPreviousData,
  })
