import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  commissionListResponseSchema,
  commissionPaths,
  commissionRuleSchema,
  commissionRulesResponseSchema,
  commissionSchema,
  type CommissionPaymentRequest,
  type CommissionRuleInput,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { vehicleKeys } from './keys'

/** GET the commissions list: q, status, sortBy, orderBy, page, itemsPerPage (and the filtered sum). */
export const getCommissions = async (query: Record<string, string | number>) =>
  commissionListResponseSchema.parse(await api.get(commissionPaths.list, { searchParams: query }))
export const useCommissions = (query: Record<string, string | number>) =>
  useQuery({
    queryKey: vehicleKeys.commissions(query),
    queryFn: () => getCommissions(query),
    placeholderData: keepPreviousData,
  })

/** GET the rules per ally type. */
const getRules = async () => commissionRulesResponseSchema.parse(await api.get(commissionPaths.rules))
export const useCommissionRules = () => useQuery({ queryKey: vehicleKeys.rules, queryFn: getRules })

/** PUT an ally type's rule (version null the first time; 409 when stale). */
const saveRule = async ({ allyType, body }: { allyType: string; body: CommissionRuleInput }) =>
  commissionRuleSchema.parse(await api.put(generatePath(commissionPaths.rule, { allyType }), { json: body }))

/** POST the payment (date, reference, version) of a payable commission. */
const payCommission = async ({ id, body }: { id: number; body: CommissionPaymentRequest }) =>
  commissionSchema.parse(
    await api.post(generatePath(commissionPaths.payment, { id: String(id) }), { json: body }),
  )

export function useSaveRule() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: saveRule,
    onSettled: () => client.invalidateQueries({ queryKey: vehicleKeys.all }),
  })
}
export function usePayCommission() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: payCommission,
    onSettled: () => client.invalidateQueries({ queryKey: vehicleKeys.all }),
  })
}
