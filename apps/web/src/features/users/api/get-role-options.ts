import { queryOptions, useQuery } from '@tanstack/react-query'
import { roleListResponseSchema, rolePaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { userKeys } from './keys'

/** GET /api/v1/roles, for the role filter and the role select (names and ids only are used here). */
export const getRoleOptions = async () =>
  roleListResponseSchema
    .parse(await api.get(rolePaths.collection))
    .items.map(({ id, name }) => ({ id, name }))

export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: userKeys.roleOptions, queryFn: getRoleOptions, staleTime: 60_000 })

export const useRoleOptions = () => useQuery(roleOptionsQueryOptions())
