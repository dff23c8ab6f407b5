import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  creditPolicyPaths,
  creditPolicyVersionSchema,
  type CreditPolicyRequest,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { creditPolicyKeys } from './keys'

export type SavePolicyInput = CreditPolicyRequest & { product: CreditProduct }

/** POST /api/v1/credit-policy/:product/versions: the next version; 409 when `replacesVersion` is not the newest. */
export const savePolicyVersion = async ({ product, ...body }: SavePolicyInput) =>
  creditPolicyVersionSchema.parse(
    await api.post(generatePath(creditPolicyPaths.versions, { product }), { json: body }),
  )

export function useSavePolicyVersion() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: savePolicyVersion,
    onSuccess: (_saved, input) =>
      client.invalidateQueries({ queryKey: creditPolicyKeys.history(input.product) }),
  })
}
