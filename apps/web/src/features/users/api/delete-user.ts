import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { userKeys } from './keys'

/** DELETE /api/apps/users/:id. */
export const deleteUser = (id: number) => api.delete<void>(generatePath(userPaths.item, { id: String(id) }))

export function useDeleteUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  })
}
