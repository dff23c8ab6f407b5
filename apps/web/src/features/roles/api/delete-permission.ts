import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../../lib/api-client'

export const deletePermission = (id: number) => api.delete<void>(`apps/permissions/${id}`)

export function useDeletePermission() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deletePermission,
    onSuccess: () => client.invalidateQueries({ queryKey: ['roles'] }),
  })
}
