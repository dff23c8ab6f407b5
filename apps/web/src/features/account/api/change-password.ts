import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountPaths, type ChangePasswordRequest } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

/** POST /api/v1/account/password. */
export const changePassword = (body: ChangePasswordRequest) =>
  api.post<void>(accountPaths.password, { json: body })

/** Changing the password ends the other sessions, so the session list is read again. */
export function useChangePassword() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: changePassword,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  })
}
