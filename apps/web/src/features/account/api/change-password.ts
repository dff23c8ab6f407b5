import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api.post<void>('v1/account/password', { json: body })

/** Changing the password ends the other sessions, so the session list is read again. */
export function useChangePassword() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: ['account', 'sessions'] }),
  })
}
