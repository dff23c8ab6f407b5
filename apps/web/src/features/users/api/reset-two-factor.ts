import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UserDetail } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** DELETE /api/apps/users/:id/two-factor: an administrator turns off a user's two-step sign-in (audited). */
export const resetTwoFactor = (id: number) => api.delete<UserDetail>(`apps/users/${id}/two-factor`)

export function useResetTwoFactor(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => resetTwoFactor(id),
    onSuccess: (user) => client.setQueryData(['users', 'detail', id], user),
  })
}
