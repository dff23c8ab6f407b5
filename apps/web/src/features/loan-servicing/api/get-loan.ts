import { useQuery } from '@tanstack/react-query'
import { loanDetailSchema, loanPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { loanKeys, loanPathParams } from './keys'

/** GET the application's loan: schedule, payments with their allocation, today's figures. */
export const useLoan = (origin: CreditProduct, id: number) =>
  useQuery({
    queryKey: loanKeys.loan(origin, id),
    queryFn: async () =>
      loanDetailSchema.parse(await api.get(generatePath(loanPaths.loan, loanPathParams(origin, id)))),
  })
