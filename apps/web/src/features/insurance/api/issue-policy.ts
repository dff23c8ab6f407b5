import { useMutation, useQueryClient } from '@tanstack/react-query'
import { insurancePaths, policySchema, type Policy } from '@mesa/contracts'
import { generatePath } from 'react-router'
import { api } from '../../../lib/api-client'
import { insuranceKeys } from './keys'

/** POST with `version`: the insurer issues the bound policy (number and term); 409 when stale. */
export const issuePolicy = async ({
  policyId,
  version,
}: {
  policyId: number
  version: number
}): Promise<Policy> =>
  policySchema.parse(
    await api.post(generatePath(insurancePaths.issuePolicy, { policyId: String(policyId) }), {
      json: { version },
    }),
  )

export function useIssuePolicy() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: issuePolicy,
    onSettled: () => client.invalidateQueries({ queryKey: insuranceKeys.all }),
  })
}
