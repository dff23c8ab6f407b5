import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Role } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

/** The roles, for the role filter and the role select (names and ids only are used here). */
export const getRoleOptions = () =>
  api.get<{ roles: Role[] }>('v1/roles').then((body) => body.roles.map(({ id, name }) => ({ id, name })))

export const roleOptionsQueryOptions = () =>
  queryOptions({ queryKey: ['roles', 'options'], queryFn: getRoleOptions, staleTime: 60_000 })

export const useRoleOptions = () => useQuery(roleOptionsQueryOptions())
