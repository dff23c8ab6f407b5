import { useMutation, useQueryClient } from '@tanstack/react-query'
import { allyPaths } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { allyKeys } from './keys'

/** DELETE /api/v1/allies/:id/files/:fileId: 204. */
export const deleteAllyFile = ({ allyId, fileId }: { allyId: number; fileId: string }) =>
  api.delete<void>(generatePath(allyPaths.file, { id: String(allyId), fileId }))

export function useDeleteAllyFile() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: deleteAllyFile,
    onSettled: (_result, _error, input) =>
      client.invalidateQueries({ queryKey: allyKeys.detail(input.allyId) }),
  })
}
