import { useQuery } from '@tanstack/react-query'
import { loanPaths, payoffQuoteSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { loanKeys, loanPathParams } from './keys'

/** GET what settles the loan on a date (YYYY-MM-DD); idle until a date is given. */
export const usePayoffQuote = (origin: CreditProduct, id: number, on: string) =>
  useQuery({
    queryKey: loanKeys.part(origin, id, 'payoff', on),
    enabled: /^\d{4}-\d{2}-\d{2}$/.test(on),
    queryFn: async () =>
      payoffQuoteSchema.parse(
        await api.get(generatePath(loanPaths.payoff, loanPathParams(origin, id)), { searchParams: { on } }),
      ),
  })
