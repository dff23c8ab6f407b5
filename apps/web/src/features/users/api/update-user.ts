import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { UpdateUserRequest, UserDetail } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

export const updateUser = (id: number, body: UpdateUserRequest) =>
  api.patch<UserDetail>(`apps/users/${id}`, { json: body })

export function useUpdateUser(id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: UpdateUserRequest) => updateUser(id, body),
    onSuccess: (user) => {
      client.setQueryData(['users', 'detail', id], user)
      return client.invalidateQueries({ queryKey: ['users', 'list'] })
    },
    // A stale version (409) means someone else changed it: read it again so the next try can succeed.
    onError: () => client.invalidateQueries({ queryKey: ['users', 'detail', id] }),
  })
}
