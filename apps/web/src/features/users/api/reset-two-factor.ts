import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userDetailSchema, userPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { userKeys } from './keys'

/** DELETE /api/apps/users/:id/two-factor: an administrator turns off a user's two-step sign-in (audited). */
export const resetTwoFactor = async (id: number) =>
  userDetailSchema.parse(await api.delete(generatePath(userPaths.twoFactor, { id: String(id) })))

export function useResetTwoFactor(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => resetTwoFactor(id),
    onSuccess: (user) => client.setQueryData(userKeys.detail(id), user),
  })
}
