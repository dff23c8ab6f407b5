import { useMutation, useQueryClient } from '@tanstack/react-query'
import { allyDetailSchema, allyPaths, type AllyDetail, type AllyUpdateInput } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { allyKeys } from './keys'

/** PUT /api/v1/allies/:id with `version`: replaces the ally and its lists; 409 when the version is stale. */
export const updateAlly = async ({ id, body }: { id: number; body: AllyUpdateInput }): Promise<AllyDetail> =>
  allyDetailSchema.parse(await api.put(generatePath(allyPaths.item, { id: String(id) }), { json: body }))

export function useUpdateAlly() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateAlly,
    onSuccess: (detail) => {
      client.setQueryData(allyKeys.detail(detail.id), detail)
      return client.invalidateQueries({ queryKey: allyKeys.lists })
    },
  })
}
