import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  chatMessageSchema,
  chatPaths,
  chatResponseSchema,
  chatSchema,
  sendMessageResponseSchema,
  templatePaths,
  type ChatMessage,
  type ChatResponse,
  type SendTemplate,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { uploadForm } from '../../../lib/upload'
import { messagingKeys } from './keys'
import { sendAttachment } from './send-attachment'

const chatPath = (path: string, contactId: number) => generatePath(path, { userId: String(contactId) })

/** POST /api/apps/chat/chats/:userId (spec §7): free text within the 24-hour window. */
export const sendMessage = async (input: { contactId: number; message: string; senderId: number }) =>
  sendMessageResponseSchema.parse(
    await api.post(chatPath(chatPaths.chat, input.contactId), {
      json: { message: input.message, senderId: input.senderId },
    }),
  )

/**
 * Sandbox only: the customer's side of the conversation, text or a file with its caption (the caption
 * field goes first: the API checks it before storing the file).
 */
export const simulateInbound = async (input: { contactId: number; message: string; file?: File | null }) =>
  chatResponseSchema.parse(
    input.file
      ? await uploadForm(chatPath(chatPaths.simulateInboundAttachment, input.contactId), [
          ['caption', input.message],
          ['file', input.file],
        ])
      : await api.post(chatPath(chatPaths.simulateInbound, input.contactId), {
          json: { message: input.message },
        }),
  )

export const assignChat = async (input: { contactId: number; assignedUserId: number | null }) =>
  chatSchema.parse(
    await api.put(chatPath(chatPaths.assignment, input.contactId), {
      json: { assignedUserId: input.assignedUserId },
    }),
  )

/** POST /api/v1/messaging/send-template: an approved template, allowed outside the window. */
export const sendTemplate = async (input: SendTemplate) =>
  chatMessageSchema.parse(await api.post(templatePaths.send, { json: input }))

/** Every chat write refreshes the inbox and chats (live events do the same for colleagues). */
function useChatWrite<Input, Output>(write: (input: Input) => Promise<Output>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSettled: () => client.invalidateQueries({ queryKey: messagingKeys.all }),
  })
}

/**
 * A write that sends the agent's own message (text or file): it shows at once (queued) from the call's
 * answer, before any refetch, since the sandbox reports delivered and read within seconds and each tick
 * should be seen in turn; then the inbox and chats are refreshed like any chat write.
 */
function useOwnMessageWrite<Input extends { contactId: number }>(
  write: (input: Input) => Promise<{ msg: ChatMessage }>,
) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: write,
    onSuccess: ({ msg }, input) =>
      client.setQueryData<ChatResponse>(messagingKeys.chat(input.contactId), (old) =>
        old && !old.chat.messages.some((message) => message.id === msg.id)
          ? { ...old, chat: { ...old.chat, messages: [...old.chat.messages, msg] } }
          : old,
      ),
    onSettled: () => client.invalidateQueries({ queryKey: messagingKeys.all }),
  })
}

export const useSendMessage = () => useOwnMessageWrite(sendMessage)
export const useSendAttachment = () => useOwnMessageWrite(sendAttachment)
export const useSimulateInbound = () => useChatWrite(simulateInbound)
export const useAssignChat = () => useChatWrite(assignChat)
export const useSendTemplate = () => useChatWrite(sendTemplate)
