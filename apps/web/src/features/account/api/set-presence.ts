import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { Account, Presence } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

export const setPresence = (presence: Presence) =>
  api.put<void>('v1/account/presence', { json: { presence } })

/** Shown at once (optimistic); put back if the server refuses. */
export function useSetPresence() {
  const client = useQueryClient()
  const write = (presence: Presence) =>
    client.setQueryData<Account>(['account'], (account) => (account ? { ...account, presence } : account))
  return useMutation({
    mutationFn: setPresence,
    onMutate: (presence) => {
      const previous = client.getQueryData<Account>(['account'])?.presence
      write(presence)
      return { previous }
    },
    onError: (_error, _presence, context) => {
      if (context?.previous) write(context.previous)
    },
  })
}
