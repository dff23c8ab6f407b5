import { useMutation, useQueryClient } from '@tanstack/react-query'
import { userDetailSchema, userPaths, type CreateUserRequest } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import { userKeys } from './keys'

/** POST /api/apps/users: a new user (with an idempotency key, so a retried create is not doubled). */
export const createUser = async (body: CreateUserRequest) =>
  userDetailSchema.parse(
    await api.post(userPaths.collection, { json: body, idempotencyKey: newIdempotencyKey() }),
  )

export function useCreateUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: userKeys.all }),
  })
}
