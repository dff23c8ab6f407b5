import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loanPaths, type CreditProduct, type ReversalRequest } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { loanKeys, loanPathParams } from './keys'

/**
 * POST the reversal of a payment with its reason: on an active loan the loan is replayed without it; on a
 * paid-off loan the answer is a request waiting for a second person. Either way the loan is read again.
 */
export function useReversePayment(origin: CreditProduct, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ paymentId, ...body }: ReversalRequest & { paymentId: number }) =>
      api.post(
        generatePath(loanPaths.reversal, { ...loanPathParams(origin, id), paymentId: String(paymentId) }),
        { json: body },
      ),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: loanKeys.loan(origin, id) }),
        client.invalidateQueries({ queryKey: loanKeys.lists }),
      ]),
  })
}
