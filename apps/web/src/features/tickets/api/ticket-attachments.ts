import { useMutation, useQueryClient } from '@tanstack/react-query'
import { ticketDetailSchema, ticketPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { downloadAttachment } from '../../../lib/download-file'
import { uploadForm } from '../../../lib/upload'
import { ticketKeys } from './keys'

interface AttachmentUpload {
  ticketId: number
  file: File
  onProgress: (fraction: number) => void
}

/** POST /api/v1/tickets/:id/attachments (multipart `file`) with upload progress; answers the ticket as it now is. */
const uploadTicketAttachment = async ({ ticketId, file, onProgress }: AttachmentUpload) =>
  ticketDetailSchema.parse(
    await uploadForm<unknown>(
      generatePath(ticketPaths.attachments, { id: String(ticketId) }),
      [['file', file]],
      onProgress,
    ),
  )

/** Attaches a file; the answer replaces the cached ticket (its files and history), lists refetch. */
export function useUploadTicketAttachment() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: uploadTicketAttachment,
    onSuccess: (detail) => {
      client.setQueryData(ticketKeys.ticket(detail.id), detail)
      return client.invalidateQueries({ queryKey: ticketKeys.ticketLists })
    },
  })
}

/** GET /api/v1/tickets/:id/attachments/:attachmentId with the bearer token, offered as a download. */
export const downloadTicketAttachment = (ticketId: number, attachmentId: number, fileName: string) =>
  downloadAttachment(
    generatePath(ticketPaths.attachment, { id: String(ticketId), attachmentId: String(attachmentId) }),
    fileName,
  )
