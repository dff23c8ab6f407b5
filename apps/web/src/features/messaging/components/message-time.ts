import type { ChatMessage } from '@mesa/contracts'
import { formatDateTime } from '../../../lib/format'

/** When a message was written: seeded history carries `time`, new messages `created_int` (spec §3). */
export const messageDate = (message: Pick<ChatMessage, 'time' | 'created_int'>) =>
  new Date(message.time ? Date.parse(message.time) : (message.created_int ?? 0))

export const messageTime = (message: Pick<ChatMessage, 'time' | 'created_int'>, language: string) =>
  formatDateTime(messageDate(message).toISOString(), language, undefined, { numeric: true })
