import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { CreateUserRequest, UserDetail } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { newIdempotencyKey } from '../../../lib/idempotency-key'

export const createUser = (body: CreateUserRequest) =>
  api.post<UserDetail>('apps/users', { json: body, idempotencyKey: newIdempotencyKey() })

export function useCreateUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: createUser,
    onSuccess: () => client.invalidateQueries({ queryKey: ['users'] }),
  })
}
