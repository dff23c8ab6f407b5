import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Role, RoleRequest } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

export type SaveRoleInput = RoleRequest & { id?: number; version?: number }

/** POST a new role or PUT an existing one (with its version). */
export const saveRole = ({ id, ...body }: SaveRoleInput) =>
  id ? api.put<Role>(`v1/roles/${id}`, { json: body }) : api.post<Role>('v1/roles', { json: body })

export function useSaveRole() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveRole,
    // After a conflict (409) the list is read again, so the next save carries the current version.
    onSettled: () => client.invalidateQueries({ queryKey: ['roles'] }),
  })
}
