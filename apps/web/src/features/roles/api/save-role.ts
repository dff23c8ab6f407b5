import { useMutation, useQueryClient } from '@tanstack/react-query'
import { rolePaths, roleSchema, type RoleRequest } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { roleKeys } from './keys'

export type SaveRoleInput = RoleRequest & { id?: number; version?: number }

/** POST a new role or PUT an existing one (with its version). */
export const saveRole = async ({ id, ...body }: SaveRoleInput) =>
  roleSchema.parse(
    id
      ? await api.put(generatePath(rolePaths.item, { id: String(id) }), { json: body })
      : await api.post(rolePaths.collection, { json: body }),
  )

export function useSaveRole() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveRole,
    // After a conflict (409) the list is read again, so the next save carries the current version.
    onSettled: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  })
}
