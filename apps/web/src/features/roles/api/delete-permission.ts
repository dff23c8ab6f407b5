import { useMutation, useQueryClient } from '@tanstack/react-query'
import { permissionPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { roleKeys } from './keys'

/** DELETE /api/apps/permissions/:id. */
export const deletePermission = (id: number) =>
  api.delete<void>(generatePath(permissionPaths.item, { id: String(id) }))

export function useDeletePermission() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deletePermission,
    onSuccess: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  })
}
