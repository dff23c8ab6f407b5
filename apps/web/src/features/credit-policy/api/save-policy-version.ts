import { useMutation, useQueryClient } from '@tanstack/react-query'
import {
  approvalRequestSchema,
  creditPolicyPaths,
  type CreditPolicyRequest,
  type CreditProduct,
} from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { creditPolicyKeys } from './keys'

export type SavePolicyInput = CreditPolicyRequest & { product: CreditProduct }

/**
 * POST /api/v1/credit-policy/:product/versions: asks for the next version, which waits in the four-eyes queue
 * for a second administrator (issue 30); 409 when `replacesVersion` is not the newest or a change waits already.
 */
export const savePolicyVersion = async ({ product, ...body }: SavePolicyInput) =>
  approvalRequestSchema.parse(
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
