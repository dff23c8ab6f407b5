import { useMutation, useQueryClient } from '@tanstack/react-query'
import { insurancePaths, policySchema, type Policy } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { insuranceKeys } from './keys'

/** POST: binds the quote as the application's policy; 409 when one is already bound. */
export const bindQuote = async (quoteId: number): Promise<Policy> =>
  policySchema.parse(await api.post(generatePath(insurancePaths.bindQuote, { quoteId: String(quoteId) })))

export function useBindQuote() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: bindQuote,
    onSettled: () => client.invalidateQueries({ queryKey: insuranceKeys.all }),
  })
}

/** POST: binds a renewal quote; the insurer issues the new policy from the expiring one's end at once. */
export const bindRenewal = async (quoteId: number): Promise<Policy> =>
  policySchema.parse(await api.post(generatePath(insurancePaths.bindRenewal, { quoteId: String(quoteId) })))

export function useBindRenewal() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: bindRenewal,
    onSettled: () => client.invalidateQueries({ queryKey: insuranceKeys.all }),
  })
}
