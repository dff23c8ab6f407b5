import { queryOptions, useQuery } from '@tanstack/react-query'
import { creditPolicyHistorySchema, creditPolicyPaths, type CreditProduct } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { creditPolicyKeys } from './keys'

/** GET /api/v1/credit-policy/:product/versions: every version, newest first (the first is in force). */
export const getPolicyHistory = async (product: CreditProduct) =>
  creditPolicyHistorySchema.parse(await api.get(generatePath(creditPolicyPaths.versions, { product })))

export const policyHistoryQueryOptions = (product: CreditProduct) =>
  queryOptions({ queryKey: creditPolicyKeys.history(product), queryFn: () => getPolicyHistory(product) })

export const usePolicyHistory = (product: CreditProduct) => useQuery(policyHistoryQueryOptions(product))
