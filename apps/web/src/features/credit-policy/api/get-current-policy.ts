import { useQuery } from '@tanstack/react-query'
import { creditPolicyPaths, creditPolicyVersionSchema, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { creditPolicyKeys } from './keys'

/** GET /api/v1/credit-policy/:product: the policy in force, for the calculator's opening fee and rate range. */
export const useCurrentPolicy = (product: CreditProduct) =>
  useQuery({
    queryKey: creditPolicyKeys.current(product),
    queryFn: async () =>
      creditPolicyVersionSchema.parse(await api.get(generatePath(creditPolicyPaths.current, { product }))),
    staleTime: 60_000,
  })
