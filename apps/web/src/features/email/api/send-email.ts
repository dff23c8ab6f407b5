import { useMutation, useQueryClient } from '@tanstack/react-query'
import { emailPaths, emailSavedSchema, type EmailSaved, type EmailSend } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import { emailKeys } from './keys'

/** POST /api/v1/email/messages: colleagues receive it at once, other addresses through the mail jobs. */
export const sendEmail = async (mail: EmailSend & { idempotencyKey?: string }): Promise<EmailSaved> => {
  const { idempotencyKey = newIdempotencyKey(), ...json } = mail
  return emailSavedSchema.parse(await api.post(emailPaths.messages, { json, idempotencyKey }))
}

export function useSendEmail() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: sendEmail,
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.lists }),
  })
}
