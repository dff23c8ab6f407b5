import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { NamedPermission } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

export interface PermissionListResponse {
  permissions: NamedPermission[]
  totalPermissions: number
}

export const getPermissions = (query: Record<string, string | number>) =>
  api.get<PermissionListResponse>('apps/permissions', { searchParams: query })

export const permissionsQueryOptions = (query: Record<string, string | number>) =>
  queryOptions({
    queryKey: ['roles', 'permissions', query],
    queryFn: () => getPermissions(query),
    placeholderData: keepPreviousData,
  })

export const usePermissions = (query: Record<string, string | number>) =>
  useQuery(permissionsQueryOptions(query))

/** Every named permission, for the role dialog's multi-select. */
export const useAllPermissions = () =>
  useQuery({
    queryKey: ['roles', 'permissions', 'all'],
    queryFn: () => getPermissions({ itemsPerPage: -1, sortBy: 'name', orderBy: 'asc' }),
    select: (body) => body.permissions,
  })
