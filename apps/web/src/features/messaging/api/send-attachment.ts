import { chatPaths, sendMessageResponseSchema } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { uploadForm } from '../../../lib/upload'

export interface AttachmentInput {
  contactId: number
  file: File
  caption: string
  onProgress?: (fraction: number) => void
}

/**
 * POST /api/v1/messaging/chats/:userId/attachments: an image or PDF with its caption (the caption field
 * goes first: the API checks it before storing the file), with upload progress.
 */
export const sendAttachment = async ({ contactId, file, caption, onProgress }: AttachmentInput) =>
  sendMessageResponseSchema.parse(
    await uploadForm(
      generatePath(chatPaths.attachments, { userId: String(contactId) }),
      [
        ['caption', caption],
        ['file', file],
      ],
      onProgress,
    ),
  )
