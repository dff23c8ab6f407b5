import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import {
  approvalListResponseSchema,
  approvalPaths,
  approvalPendingCountSchema,
  type ApprovalListResponse,
} from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { approvalKeys } from './keys'

export type ApprovalListParams = Record<string, string | number>

/** GET /api/v1/approvals: the requests the viewer may decide or asked for (status, kind, q, paging). */
export const getApprovals = async (query: ApprovalListParams): Promise<ApprovalListResponse> =>
  approvalListResponseSchema.parse(await api.get(approvalPaths.list, { searchParams: query }))

export const approvalsQueryOptions = (query: ApprovalListParams) =>
  queryOptions({
    queryKey: approvalKeys.list(query),
    queryFn: () => getApprovals(query),
    placeholderData: keepPreviousData,
  })

export const useApprovals = (query: ApprovalListParams) => useQuery(approvalsQueryOptions(query))

/** GET /api/v1/approvals/pending-count: the navigation badge (refreshed by the live event). */
export const usePendingApprovals = (enabled: boolean) =>
  useQuery({
    queryKey: approvalKeys.pendingCount,
    queryFn: async () => approvalPendingCountSchema.parse(await api.get(approvalPaths.pendingCount)),
    enabled,
  })
