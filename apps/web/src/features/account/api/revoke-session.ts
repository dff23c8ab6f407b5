import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const revokeSession = (sessionId: string) => api.delete<void>(`v1/account/sessions/${sessionId}`)

export function useRevokeSession() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: revokeSession,
    onSuccess: () => client.invalidateQueries({ queryKey: ['account', 'sessions'] }),
  })
}
