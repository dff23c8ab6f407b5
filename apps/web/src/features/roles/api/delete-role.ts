import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const deleteRole = (id: number) => api.delete<void>(`v1/roles/${id}`)

export function useDeleteRole() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteRole,
    onSuccess: () => client.invalidateQueries({ queryKey: ['roles'] }),
  })
}
