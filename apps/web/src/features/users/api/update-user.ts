import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userDetailSchema, userPaths, type UpdateUserRequest } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { userKeys } from './keys'

/** PATCH /api/apps/users/:id with `version`; 409 when the version is stale. */
export const updateUser = async (id: number, body: UpdateUserRequest) =>
  userDetailSchema.parse(await api.patch(generatePath(userPaths.item, { id: String(id) }), { json: body }))

export function useUpdateUser(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => updateUser(id, body),
    onSuccess: (user) => {
      client.setQueryData(userKeys.detail(id), user)
      return client.invalidateQueries({ queryKey: userKeys.lists })
    },
    // A stale version (409) means someone else changed it: read it again so the next try can succeed.
    onError: () => client.invalidateQueries({ queryKey: userKeys.detail(id) }),
  })
}
