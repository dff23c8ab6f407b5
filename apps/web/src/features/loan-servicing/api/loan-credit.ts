import { useMutation, useQueryClient } from '@tanstack/react-query'
import { loanPaths, type ApplyCreditRequest, type CreditProduct, type RefundRequest } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { loanKeys, loanPathParams } from './keys'

/** Asks for the refund of credit (it waits for a second person) or applies it to another loan; rereads the loan. */
export function useLoanCredit(origin: CreditProduct, id: number) {
  const client = useQueryClient()
  const reread = () =>
    Promise.all([
      client.invalidateQueries({ queryKey: loanKeys.loan(origin, id) }),
      client.invalidateQueries({ queryKey: loanKeys.lists }),
    ])
  const refund = useMutation({
    mutationFn: (body: RefundRequest) =>
      api.post(generatePath(loanPaths.refund, loanPathParams(origin, id)), { json: body }),
    onSuccess: reread,
  })
  const apply = useMutation({
    mutationFn: (body: ApplyCreditRequest) =>
      api.post(generatePath(loanPaths.applyCredit, loanPathParams(origin, id)), { json: body }),
    onSuccess: reread,
  })
  return { refund, apply }
}
