import { useMutation, useQueryClient } from '@tanstack/react-query'
import { allyDetailSchema, allyPaths, type AllyCreateInput, type AllyDetail } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import { allyKeys } from './keys'

/** POST /api/v1/allies: 201 with the detail; 400 per field, 409 duplicate RFC. */
export const createAlly = async (body: AllyCreateInput): Promise<AllyDetail> =>
  allyDetailSchema.parse(
    await api.post(allyPaths.collection, { json: body, idempotencyKey: newIdempotencyKey() }),
  )

export function useCreateAlly() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createAlly,
    onSuccess: (detail) => {
      client.setQueryData(allyKeys.detail(detail.id), detail)
      return client.invalidateQueries({ queryKey: allyKeys.lists })
    },
  })
}
