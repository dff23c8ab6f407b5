import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const deleteUser = (id: number) => api.delete<void>(`apps/users/${id}`)

export function useDeleteUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteUser,
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  })
}
