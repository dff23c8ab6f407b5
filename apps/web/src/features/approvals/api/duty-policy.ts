import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { approvalPaths, dutyPolicySchema, type DutyPolicyRequest } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { approvalKeys } from './keys'

/** GET /api/v1/approvals/duty-policy (administrators): the separation-of-duties pairs. */
export const useDutyPolicy = (enabled: boolean) =>
  useQuery({
    queryKey: approvalKeys.dutyPolicy,
    queryFn: async () => dutyPolicySchema.parse(await api.get(approvalPaths.dutyPolicy)),
    enabled,
  })

/** PUT /api/v1/approvals/duty-policy: the whole set of pairs (audited). */
export function useSaveDutyPolicy() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: DutyPolicyRequest) =>
      dutyPolicySchema.parse(await api.put(approvalPaths.dutyPolicy, { json: body })),
    onSuccess: (saved) => client.setQueryData(approvalKeys.dutyPolicy, saved),
  })
}
