import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { permissionListResponseSchema, permissionPaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { roleKeys } from './keys'

/** The list's query string as the screen holds it (page, sort, search). */
export type PermissionListParams = Record<string, string | number>

/** GET /api/apps/permissions: one page of named permissions. */
export const getPermissions = async (query: PermissionListParams) =>
  permissionListResponseSchema.parse(await api.get(permissionPaths.collection, { searchParams: query }))

export const permissionsQueryOptions = (query: PermissionListParams) =>
  queryOptions({
    queryKey: roleKeys.permissions(query),
    queryFn: () => getPermissions(query),
    placeholderData: keepPreviousData,
  })

export const usePermissions = (query: PermissionListParams) => useQuery(permissionsQueryOptions(query))

/** Every named permission, for the role dialog's multi-select. */
export const useAllPermissions = () =>
  useQuery({
    queryKey: roleKeys.allPermissions,
    queryFn: () => getPermissions({ itemsPerPage: -1, sortBy: 'name', orderBy: 'asc' }),
    select: (body) => body.permissions,
  })
