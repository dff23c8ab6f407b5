import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loanDetailSchema, loanPaths, type CreditProduct, type ReversalRequest } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../../lib/api-client'
import { loanKeys, loanPathParams } from './keys'

/** POST the reversal of a payment with its reason; the loan is replayed without it. */
export function useReversePayment(origin: CreditProduct, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async ({ paymentId, ...body }: ReversalRequest & { paymentId: number }) =>
      loanDetailSchema.parse(
        await api.post(
          generatePath(loanPaths.reversal, { ...loanPathParams(origin, id), paymentId: String(paymentId) }),
          { json: body },
        ),
      ),
    onSuccess: (loan) => {
      client.setQueryData(loanKeys.loan(origin, id), loan)
      return client.invalidateQueries({ queryKey: loanKeys.lists })
    },
  })
}
