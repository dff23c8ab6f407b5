import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loanPaths, type CreditProduct, type WriteOffRequest } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { loanKeys, loanPathParams } from './keys'

/** POST the write-off's request with its reason (issue 33): it waits for a second person; the loan is read again. */
export function useAskWriteOff(origin: CreditProduct, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: WriteOffRequest) =>
      api.post(generatePath(loanPaths.writeOff, loanPathParams(origin, id)), { json: body }),
    onSuccess: () => client.invalidateQueries({ queryKey: loanKeys.loan(origin, id) }),
  })
}
