import { queryOptions, useQuery } from '@tanstack/react-query'
import type { Role } from '@mesa/contracts'
import { api } from '../../../lib/api-client'

export const getRoles = () => api.get<{ roles: Role[] }>('v1/roles').then((body) => body.roles)

export const rolesQueryOptions = () => queryOptions({ queryKey: ['roles', 'list'], queryFn: getRoles })

export const useRoles = () => useQuery(rolesQueryOptions())
