import { useMutation, useQueryClient } from '@tanstack/react-query'
import { rolePaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { roleKeys } from './keys'

/** DELETE /api/v1/roles/:id; 409 `role_has_users` while users still hold it. */
export const deleteRole = (id: number) => api.delete<void>(generatePath(rolePaths.item, { id: String(id) }))

export function useDeleteRole() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  })
}
