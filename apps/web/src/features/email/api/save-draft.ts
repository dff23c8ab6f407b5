import { emailPaths, emailSavedSchema, type EmailCompose, type EmailSaved } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'

/** POST /api/v1/email/drafts (first save) or PUT /api/v1/email/drafts/:id with its version (409 when stale). */
export async function saveDraft(mail: EmailCompose, saved: EmailSaved | null): Promise<EmailSaved> {
  const answer = saved
    ? await api.put(generatePath(emailPaths.draft, { id: String(saved.id) }), {
        json: { ...mail, version: saved.version },
      })
    : await api.post(emailPaths.drafts, { json: mail })
  return emailSavedSchema.parse(answer)
}
