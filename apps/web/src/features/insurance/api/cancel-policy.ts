import { useMutation, useQueryClient } from '@tanstack/react-query'
import { insurancePaths, policySchema, type CancelPolicyRequest, type Policy } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { insuranceKeys } from './keys'

/** POST with `version` and the reason: cancels the policy; 409 when stale. */
export const cancelPolicy = async ({
  policyId,
  body,
}: {
  policyId: number
  body: CancelPolicyRequest
}): Promise<Policy> =>
  policySchema.parse(
    await api.post(generatePath(insurancePaths.cancelPolicy, { policyId: String(policyId) }), { json: body }),
  )

export function useCancelPolicy() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: cancelPolicy,
    onSettled: () => client.invalidateQueries({ queryKey: insuranceKeys.all }),
  })
}
