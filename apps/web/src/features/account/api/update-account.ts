import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Account, updateAccountRequestSchema } from '@mesa/contracts'
import type { z } from 'zod'
import { api } from '../../../lib/api-client'

export type UpdateAccountRequest = z.output<typeof updateAccountRequestSchema>

export const updateAccount = (body: UpdateAccountRequest) => api.put<Account>('v1/account', { json: body })

export function useUpdateAccount() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => client.setQueryData(['account'], account),
    // A stale version (409): read the profile again so the form shows the current values.
    onError: () => client.invalidateQueries({ queryKey: ['account'], exact: true }),
  })
}
