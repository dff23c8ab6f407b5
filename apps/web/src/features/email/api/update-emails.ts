import { useMutation, useQueryClient } from '@tanstack/react-query'
import { emailPaths, type EmailUpdate } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { emailKeys } from './keys'

/** POST /api/apps/email (spec §7): `{ ids, data }` merges, `{ ids, label }` toggles; 201 with no body. */
export const updateEmails = (update: EmailUpdate) => api.post<void>(emailPaths.list, { json: update })

export function useUpdateEmails() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: updateEmails,
    onSettled: () => client.invalidateQueries({ queryKey: emailKeys.lists }),
  })
}
