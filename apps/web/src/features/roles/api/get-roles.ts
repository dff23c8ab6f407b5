import { queryOptions, useQuery } from '@tanstack/react-query'
import { roleListResponseSchema, rolePaths } from '@mesa/contracts'
import { api } from '../../../lib/api-client'
import { roleKeys } from './keys'

/** GET /api/v1/roles: every role with its rules, permissions and user count. */
export const getRoles = async () => roleListResponseSchema.parse(await api.get(rolePaths.collection)).items

export const rolesQueryOptions = () => queryOptions({ queryKey: roleKeys.list, queryFn: getRoles })

export const useRoles = () => useQuery(rolesQueryOptions())
