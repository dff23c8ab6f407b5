import { useQuery } from '@tanstack/react-query'
import { chatPaths, chatResponseSchema, type ChatResponse } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { messagingKeys } from './keys'

/** GET /api/apps/chat/chats/:userId (spec §7): the chat and contact; the server resets its unseen count. */
export const getChat = async (contactId: number): Promise<ChatResponse> =>
  chatResponseSchema.parse(await api.get(generatePath(chatPaths.chat, { userId: String(contactId) })))

export const useChat = (contactId: number | null) =>
  useQuery({
    queryKey: messagingKeys.chat(contactId ?? 0),
    queryFn: () => getChat(contactId!),
    enabled: contactId !== null,
    retry: false,
  })
