import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { AbilityRule, NamedPermission } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

export interface SavePermissionInput {
  id?: number
  version?: number
  name: string
  rules: AbilityRule[]
  roleIds: number[]
}

export const savePermission = ({ id, ...body }: SavePermissionInput) =>
  id
    ? api.put<NamedPermission>(`apps/permissions/${id}`, { json: body })
    : api.post<NamedPermission>('apps/permissions', { json: body })

export function useSavePermission() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: savePermission,
    // After a conflict (409) the list is read again, so the next save carries the current version.
    onSettled: () => client.invalidateQueries({ queryKey: ['roles'] }),
  })
}
