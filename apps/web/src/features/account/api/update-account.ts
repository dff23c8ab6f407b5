import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountPaths, accountSchema, type UpdateAccountRequest } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

/** PUT /api/v1/account with `version`; 409 when another session changed it first. */
export const updateAccount = async (body: UpdateAccountRequest) =>
  accountSchema.parse(await api.put(accountPaths.account, { json: body }))

export function useUpdateAccount() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateAccount,
    onSuccess: (account) => client.setQueryData(accountKeys.account, account),
    // A stale version (409): read the profile again so the form shows the current values.
    onError: () => client.invalidateQueries({ queryKey: accountKeys.account, exact: true }),
  })
}
