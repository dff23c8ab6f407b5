import { emailAttachmentSchema, emailPaths, type EmailAttachment } from '@mesa/contracts'
import { uploadForm } from '../../../lib/upload'

/** POST /api/v1/email/attachments (multipart `file`), reporting the fraction sent. */
export async function uploadAttachment(
  file: File,
  onProgress: (fraction: number) => void,
): Promise<EmailAttachment> {
  return emailAttachmentSchema.parse(
    await uploadForm<unknown>(emailPaths.attachments, [['file', file]], onProgress),
  )
}
