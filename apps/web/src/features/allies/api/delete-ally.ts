import { useMutation, useQueryClient } from '@tanstack/react-query'
import { allyPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { allyKeys } from './keys'

/** DELETE /api/v1/allies/list/:id: 204, or 404 when already gone. */
export const deleteAlly = (id: number) =>
  api.delete<void>(generatePath(allyPaths.listItem, { id: String(id) }))

export function useDeleteAlly() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteAlly,
    onSettled: () => client.invalidateQueries({ queryKey: allyKeys.all }),
  })
}
