import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import {
  accountingPaths,
  approvalListResponseSchema,
  approvalPaths,
  approvalRequestSchema,
  type MappingChangeRequest,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { accountingKeys } from './keys'

/** The approvals queue's kind of a mapping change (apps/api accounting adjustments.ts). */
const MAPPING_KIND = 'accounting_mapping'

/** GET the mapping changes waiting for a second person (read Approvals; none shown without it). */
export const usePendingMappingChanges = (enabled: boolean) =>
  useQuery({
    queryKey: accountingKeys.pendingMappingChanges,
    queryFn: async () =>
      approvalListResponseSchema.parse(
        await api.get(approvalPaths.list, {
          searchParams: { kind: MAPPING_KIND, status: 'pending', itemsPerPage: 50 },
        }),
      ),
    enabled,
  })

/** POST a mapping change: answered with the pending four-eyes request (it changes when another approves). */
export function useRequestMappingChange() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: async (body: MappingChangeRequest) =>
      approvalRequestSchema.parse(await api.post(accountingPaths.mappings, { json: body })),
    onSuccess: () => client.invalidateQueries({ queryKey: accountingKeys.pendingMappingChanges }),
  })
}
