import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

/** DELETE /api/v1/account/sessions/:sessionId: signs that device out. */
export const revokeSession = (sessionId: string) =>
  api.delete<void>(generatePath(accountPaths.session, { sessionId }))

export function useRevokeSession() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => client.invalidateQueries({ queryKey: accountKeys.sessions }),
  })
}
