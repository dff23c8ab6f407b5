import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loanDetailSchema, loanPaths, type CreditProduct, type PaymentRequestInput } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { newIdempotencyKey } from '../../../lib/idempotency-key'
import { applicationKeys } from '../../../lib/application-file'
import { loanKeys, loanPathParams } from './keys'

/** POST a payment (with an idempotency key: a double click registers it once); the loan and its application refetch. */
export function useRegisterPayment(origin: CreditProduct, id: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: PaymentRequestInput) =>
      loanDetailSchema.parse(
        await api.post(generatePath(loanPaths.payments, loanPathParams(origin, id)), {
          json: body,
          idempotencyKey: newIdempotencyKey(),
        }),
      ),
    onSuccess: (loan) => {
      client.setQueryData(loanKeys.loan(origin, id), loan)
      // A final payment moves the application to liquidada.
      return Promise.all([
        client.invalidateQueries({ queryKey: loanKeys.loan(origin, id) }),
        client.invalidateQueries({ queryKey: applicationKeys.item(origin, id) }),
        client.invalidateQueries({ queryKey: loanKeys.lists }),
      ])
    },
  })
}
