import { useQuery } from '@tanstack/react-query'
import { loanDetailSchema, loanPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { loanKeys, loanPathParams } from './keys'

/**
 * GET the application's loan: schedule, payments with their allocation, figures; today's (the business day)
 * without `asOf`, else as they stood or will stand that day (issue 33).
 */
export const useLoan = (origin: CreditProduct, id: number, asOf?: string) =>
  useQuery({
    queryKey: asOf ? loanKeys.part(origin, id, 'as-of', asOf) : loanKeys.loan(origin, id),
    queryFn: async () =>
      loanDetailSchema.parse(
        await api.get(generatePath(loanPaths.loan, loanPathParams(origin, id)), {
          ...(asOf ? { searchParams: { asOf } } : {}),
        }),
      ),
  })
