import { useMutation, useQueryClient } from '@tanstack/react-query'
import { accountPaths, type Account, type Presence } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountKeys } from './keys'

/** PUT /api/v1/account/presence. */
export const setPresence = (presence: Presence) =>
  api.put<void>(accountPaths.presence, { json: { presence } })

/** Shown at once (optimistic); put back if the server refuses. */
export function useSetPresence() {
  const client = useQueryClient()
  const write = (presence: Presence) =>
    client.setQueryData<Account>(accountKeys.account, (account) =>
      account ? { ...account, presence } : account,
    )
  return useMutation({
    mutationFn: setPresence,
    onMutate: (presence) => {
      const previous = client.getQueryData<Account>(accountKeys.account)?.presence
      write(presence)
      return { previous }
    },
    onError: (_error, _presence, context) => {
      if (context?.previous) write(context.previous)
    },
  })
}
