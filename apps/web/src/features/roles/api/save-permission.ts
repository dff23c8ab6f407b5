import { useMutation, useQueryClient } from '@tanstack/react-query'
import { namedPermissionSchema, permissionPaths, type PermissionRequestInput } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { roleKeys } from './keys'

export type SavePermissionInput = PermissionRequestInput & { id?: number; version?: number }

/** POST a new named permission or PUT an existing one (with its version). */
export const savePermission = async ({ id, ...body }: SavePermissionInput) =>
  namedPermissionSchema.parse(
    id
      ? await api.put(generatePath(permissionPaths.item, { id: String(id) }), { json: body })
      : await api.post(permissionPaths.collection, { json: body }),
  )

export function useSavePermission() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: savePermission,
    // After a conflict (409) the list is read again, so the next save carries the current version.
    onSettled: () => client.invalidateQueries({ queryKey: roleKeys.all }),
  })
}
