import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { auditListResponseSchema, auditPaths, type AuditListResponse } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { auditKeys } from './keys'

export type AuditListParams = Record<string, string | number>

/** GET /api/v1/audit: q, actorUserId, action, entityType, entityId, from, to, sort, paging (administrators). */
export const getAuditEvents = async (query: AuditListParams): Promise<AuditListResponse> =>
  auditListResponseSchema.parse(await api.get(auditPaths.list, { searchParams: query }))

export const auditEventsQueryOptions = (query: AuditListParams) =>
  queryOptions({
    queryKey: auditKeys.list(query),
    queryFn: () => getAuditEvents(query),
    placeholderData: keepPreviousData,
  })

export const useAuditEvents = (query: AuditListParams) => useQuery(auditEventsQueryOptions(query))
